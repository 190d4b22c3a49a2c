import { useSearchParams } from "react-router";
import { usePageTitle } from "#client/app/use-page-title";
import { VerifyEmailPage } from "#client/features/email-verification/pages/verify-email-page";

export function VerifyEmailRoute() {
  usePageTitle("Confirm Email Address");
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token")?.trim() ?? "";
  // A new link in the same tab starts over rather than keeping the last link's outcome.
  return <VerifyEmailPage key={token} token={token} />;
}
