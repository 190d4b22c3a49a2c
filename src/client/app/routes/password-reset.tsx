import { useSearchParams } from "react-router";
import { usePageTitle } from "#client/app/use-page-title";
import { ForgotPasswordPage } from "#client/features/password-reset/pages/forgot-password-page";
import { ResetPasswordPage } from "#client/features/password-reset/pages/reset-password-page";

export function ForgotPasswordRoute() {
  usePageTitle("Forgot Password");
  return <ForgotPasswordPage />;
}

export function ResetPasswordRoute() {
  usePageTitle("Reset Password");
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token")?.trim() ?? "";
  // A new link in the same tab starts over rather than keeping the last link's outcome.
  return <ResetPasswordPage key={token} token={token} />;
}
