import { GuestOnly } from "../../features/auth/components/route-guards";
import { LoginPage } from "../../features/auth/pages/login-page";
import { RegisterPage } from "../../features/auth/pages/register-page";
import { usePageTitle } from "../use-page-title";

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
