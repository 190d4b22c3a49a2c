import { useSearchParams } from "react-router";
import { VerifyEmailPage } from "../../features/email-verification/pages/verify-email-page";
import { usePageTitle } from "../use-page-title";

export function VerifyEmailRoute() {
  usePageTitle("Confirm Email Address");
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token")?.trim() ?? "";
  // A new link in the same tab starts over rather than keeping the last link's outcome.
  return <VerifyEmailPage key={token} token={token} />;
}
