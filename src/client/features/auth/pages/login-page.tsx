import { zodResolver } from "@hookform/resolvers/zod";
import { type FieldErrors, useForm } from "react-hook-form";
import { Link, useLocation, useNavigate } from "react-router";
import { Button } from "#client/components/ui/button";
import { Card } from "#client/components/ui/card";
import { FormField } from "#client/components/ui/form-field";
import { Input } from "#client/components/ui/input";
import { toast } from "#client/components/ui/toast";
import { useLogin } from "#client/features/auth/api/auth-mutations";
import { AuthLayout } from "#client/features/auth/components/auth-layout";
import { messageOf } from "#client/lib/api-client";
import { paths } from "#client/lib/paths";
import { LOGIN_FIELDS_MESSAGE, LoginBody } from "#shared/contracts/auth";
import { displayName } from "#shared/domain/display-name";

export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const login = useLogin();
  const form = useForm<LoginBody>({
    resolver: zodResolver(LoginBody),
    defaultValues: { username: "", password: "" },
  });
  const { errors } = form.formState;

  const onInvalid = (_errors: FieldErrors<LoginBody>) =>
    toast({ title: "Error", description: LOGIN_FIELDS_MESSAGE, variant: "destructive" });

  const onSubmit = form.handleSubmit((values) => {
    login.mutate(values, {
      onSuccess(user) {
        toast({
          title: "Login successful",
          description: `Welcome back, ${displayName(user)}!`,
          variant: "success",
        });
        const from = (location.state as { from?: string } | null)?.from;
        navigate(from && from !== paths.login ? from : paths.dashboard, { replace: true });
      },
      onError(error) {
        toast({
          title: "Login failed",
          description: messageOf(error, "Invalid username or password"),
          variant: "destructive",
        });
      },
    });
  }, onInvalid);

  return (
    <AuthLayout title="Welcome back" subtitle="Log in to manage your events, quotes and messages.">
      <Card className="p-6 sm:p-8">
        <form onSubmit={onSubmit} noValidate className="space-y-5">
          <FormField label="Username or email" error={errors.username?.message} required>
            <Input
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              {...form.register("username")}
            />
          </FormField>
          <FormField label="Password" error={errors.password?.message} required>
            <Input type="password" autoComplete="current-password" {...form.register("password")} />
          </FormField>
          <div className="flex justify-end">
            <Link
              to={paths.forgotPassword}
              className="text-sm font-medium text-brand-700 hover:underline"
            >
              Forgot password?
            </Link>
          </div>
          <Button type="submit" className="w-full" disabled={login.isPending}>
            {login.isPending ? "Logging in..." : "Log In"}
          </Button>
        </form>
        <p className="mt-6 text-center text-sm text-slate-600">
          Don't have an account?{" "}
          <Link to={paths.register} className="font-semibold text-brand-700 hover:underline">
            Sign up
          </Link>
        </p>
      </Card>
    </AuthLayout>
  );
}
