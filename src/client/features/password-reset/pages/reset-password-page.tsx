import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, CircleCheck, KeyRound, LinkIcon, RotateCcw } from "lucide-react";
import { useState } from "react";
import { type FieldErrors, useForm } from "react-hook-form";
import { Link } from "react-router";
import { StatusCard } from "#client/components/status-card";
import { Button } from "#client/components/ui/button";
import { ErrorState } from "#client/components/ui/error-state";
import { FormField } from "#client/components/ui/form-field";
import { Input } from "#client/components/ui/input";
import { Spinner } from "#client/components/ui/spinner";
import { toast } from "#client/components/ui/toast";
import { sessionQueryKey } from "#client/features/auth/api/session";
import {
  useCompletePasswordReset,
  useResetToken,
} from "#client/features/password-reset/api/password-reset";
import { ApiError } from "#client/lib/api-client";
import { paths } from "#client/lib/paths";
import {
  RESET_FAILED_MESSAGE,
  RESET_FIELDS_MESSAGE,
  RESET_LINK_INVALID_MESSAGE,
  RESET_SUCCESS_MESSAGE,
  ResetPasswordForm,
} from "#shared/contracts/password-reset";

function BackToLogin() {
  return (
    <Button asChild variant="ghost" className="w-full">
      <Link to={paths.login}>
        <ArrowLeft aria-hidden="true" />
        Back to Login
      </Link>
    </Button>
  );
}

function InvalidLink() {
  return (
    <StatusCard
      icon={LinkIcon}
      tone="red"
      title="Invalid Reset Link"
      subtitle={RESET_LINK_INVALID_MESSAGE}
    >
      <div className="space-y-3">
        <Button asChild className="w-full">
          <Link to={paths.forgotPassword}>
            <RotateCcw aria-hidden="true" />
            Request New Link
          </Link>
        </Button>
        <BackToLogin />
      </div>
    </StatusCard>
  );
}

function ResetDone() {
  return (
    <StatusCard
      icon={CircleCheck}
      tone="green"
      title="Password Reset Successful"
      subtitle={`${RESET_SUCCESS_MESSAGE} You have been logged out everywhere; log in with your new password.`}
    >
      <Button asChild className="w-full">
        <Link to={paths.login}>Go to Login</Link>
      </Button>
    </StatusCard>
  );
}

function NewPasswordForm({
  token,
  email,
  onDone,
  onLinkInvalid,
}: {
  token: string;
  email: string;
  onDone: () => void;
  onLinkInvalid: () => void;
}) {
  const queryClient = useQueryClient();
  const complete = useCompletePasswordReset();
  const form = useForm<ResetPasswordForm>({
    resolver: zodResolver(ResetPasswordForm),
    defaultValues: { newPassword: "", confirmPassword: "" },
  });
  const { errors } = form.formState;

  const onInvalid = (invalid: FieldErrors<ResetPasswordForm>) =>
    toast({
      title: "Error",
      description:
        invalid.newPassword?.message ?? invalid.confirmPassword?.message ?? RESET_FIELDS_MESSAGE,
      variant: "destructive",
    });

  const onSubmit = form.handleSubmit(({ newPassword }) => {
    complete.mutate(
      { token, newPassword },
      {
        onSuccess() {
          toast({
            title: "Password Reset Successful",
            description: RESET_SUCCESS_MESSAGE,
            variant: "success",
          });
          // Every session of the account has ended, this browser's included.
          void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
          onDone();
        },
        onError(error) {
          if (error instanceof ApiError && error.serverMessage === RESET_LINK_INVALID_MESSAGE) {
            onLinkInvalid();
            return;
          }
          // The server's password rules (a common password, say) belong to the field.
          const fieldMessage =
            error instanceof ApiError && error.status === 400
              ? (error.fieldErrors?.newPassword?.[0] ?? error.serverMessage)
              : null;
          if (fieldMessage) form.setError("newPassword", { message: fieldMessage });
          toast({
            title: "Error",
            description: fieldMessage ?? RESET_FAILED_MESSAGE,
            variant: "destructive",
          });
        },
      },
    );
  }, onInvalid);

  return (
    <StatusCard
      icon={KeyRound}
      title="Reset your password"
      subtitle={
        <>
          Choose a new password for <strong className="break-all text-slate-900">{email}</strong>.
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {/* Lets password managers store the new password under the right account. */}
        <input type="email" autoComplete="username" value={email} readOnly hidden />
        <FormField
          label="New Password"
          error={errors.newPassword?.message}
          hint="At least 6 characters; avoid common passwords."
          required
        >
          <Input type="password" autoComplete="new-password" {...form.register("newPassword")} />
        </FormField>
        <FormField label="Confirm Password" error={errors.confirmPassword?.message} required>
          <Input
            type="password"
            autoComplete="new-password"
            {...form.register("confirmPassword")}
          />
        </FormField>
        <Button type="submit" className="w-full" disabled={complete.isPending}>
          {complete.isPending ? "Resetting..." : "Reset Password"}
        </Button>
      </form>
      <div className="mt-4">
        <BackToLogin />
      </div>
    </StatusCard>
  );
}

export function ResetPasswordPage({ token }: { token: string }) {
  const check = useResetToken(token);
  const [outcome, setOutcome] = useState<"done" | "invalid" | null>(null);

  if (outcome === "done") return <ResetDone />;
  if (!token || outcome === "invalid") return <InvalidLink />;
  if (check.isPending)
    return (
      <div className="px-4 py-12">
        <h1 className="sr-only">Reset Password</h1>
        <Spinner label="Checking your reset link..." />
      </div>
    );
  if (check.isError) {
    if (check.error instanceof ApiError && check.error.status === 400) return <InvalidLink />;
    return (
      <div className="mx-auto max-w-md px-4 py-12">
        <h1 className="sr-only">Reset Password</h1>
        <ErrorState
          title="Could not check your reset link"
          message="Please check your connection and try again."
          onRetry={() => void check.refetch()}
        />
      </div>
    );
  }
  return (
    <NewPasswordForm
      token={token}
      email={check.data.email}
      onDone={() => setOutcome("done")}
      onLinkInvalid={() => setOutcome("invalid")}
    />
  );
}
