import { usePageTitle } from "#client/app/use-page-title";
import { GuestOnly } from "#client/features/auth/components/route-guards";
import { LoginPage } from "#client/features/auth/pages/login-page";
import { RegisterPage } from "#client/features/auth/pages/register-page";

export function LoginRoute() {
  usePageTitle("Log In");
  return (
    <GuestOnly>
      <LoginPage />
    </GuestOnly>
  );
}

export function RegisterRoute() {
  usePageTitle("Sign Up");
  return (
    <GuestOnly>
      <RegisterPage />
    </GuestOnly>
  );
}
