import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeft, KeyRound, MailCheck } from "lucide-react";
import { useState } from "react";
import { type FieldErrors, useForm } from "react-hook-form";
import { Link } from "react-router";
import { StatusCard } from "#client/components/status-card";
import { Button } from "#client/components/ui/button";
import { FormField } from "#client/components/ui/form-field";
import { Input } from "#client/components/ui/input";
import { toast } from "#client/components/ui/toast";
import { useRequestPasswordReset } from "#client/features/password-reset/api/password-reset";
import { ApiError } from "#client/lib/api-client";
import { paths } from "#client/lib/paths";
import {
  PasswordResetRequestBody,
  RESET_EMAIL_REQUIRED_MESSAGE,
  RESET_LINK_FAILED_MESSAGE,
  RESET_LINK_SENT_MESSAGE,
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

export function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);
  const form = useForm<PasswordResetRequestBody>({
    resolver: zodResolver(PasswordResetRequestBody),
    defaultValues: { email: "" },
  });
  const { errors } = form.formState;

  const onInvalid = (invalid: FieldErrors<PasswordResetRequestBody>) =>
    toast({
      title: "Error",
      description: invalid.email?.message ?? RESET_EMAIL_REQUIRED_MESSAGE,
      variant: "destructive",
    });

  const onSubmit = form.handleSubmit((values) => {
    request.mutate(values, {
      onSuccess(answer) {
        setSent({ email: values.email, message: answer.message || RESET_LINK_SENT_MESSAGE });
      },
      onError(error) {
        toast({
          title: "Error",
          // Too many tries has its own words (when to try again); anything else is the spec's.
          description:
            error instanceof ApiError && error.status === 429
              ? error.serverMessage
              : RESET_LINK_FAILED_MESSAGE,
          variant: "destructive",
        });
      },
    });
  }, onInvalid);

  if (sent) {
    return (
      <StatusCard icon={MailCheck} tone="green" title="Check Your Email" subtitle={sent.message}>
        <div className="space-y-4">
          <p className="text-center text-sm text-slate-600">
            If an account uses <strong className="break-all text-slate-900">{sent.email}</strong>,
            the email holds a link to choose a new password. The link works once and expires in 1
            hour. Remember to look in your spam folder.
          </p>
          <BackToLogin />
          <Button
            variant="link"
            className="w-full"
            onClick={() => {
              setSent(null);
              request.reset();
            }}
          >
            Use a different email address
          </Button>
        </div>
      </StatusCard>
    );
  }

  return (
    <StatusCard
      icon={KeyRound}
      title="Forgot your password?"
      subtitle="Enter the email address of your account and we will send you a link to reset your password."
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <FormField label="Email address" error={errors.email?.message} required>
          <Input
            type="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            {...form.register("email")}
          />
        </FormField>
        <Button type="submit" className="w-full" disabled={request.isPending}>
          {request.isPending ? "Sending..." : "Send Reset Link"}
        </Button>
      </form>
      <div className="mt-4">
        <BackToLogin />
      </div>
    </StatusCard>
  );
}
