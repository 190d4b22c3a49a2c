import { useQueryClient } from "@tanstack/react-query";
import { CircleCheck, LinkIcon, MailCheck } from "lucide-react";
import { useEffect } from "react";
import { Link } from "react-router";
import { StatusCard } from "#client/components/status-card";
import { Button } from "#client/components/ui/button";
import { Spinner } from "#client/components/ui/spinner";
import { sessionQueryKey, useSession } from "#client/features/auth/api/session";
import { useVerifyEmail } from "#client/features/email-verification/api/verify-email";
import { ResendLinkButton } from "#client/features/email-verification/components/resend-link-button";
import { ApiError } from "#client/lib/api-client";
import { paths } from "#client/lib/paths";
import { VERIFY_LINK_INVALID_MESSAGE } from "#shared/contracts/email-verification";

/** Where the emailed link lands: it confirms the address at once and says what happens next. */
export function VerifyEmailPage({ token }: { token: string }) {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const verification = useVerifyEmail(token);

  useEffect(() => {
    // The banner and every "confirm first" rule follow the new state.
    if (verification.isSuccess) void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  }, [verification.isSuccess, queryClient]);

  if (token !== "" && verification.isPending)
    return (
      <div className="py-16" role="status" aria-live="polite">
        <Spinner />
        <p className="mt-4 text-center text-slate-600">Confirming your email address…</p>
      </div>
    );

  if (verification.isSuccess)
    return (
      <StatusCard
        icon={CircleCheck}
        tone="green"
        title="Email address confirmed"
        subtitle={verification.data.message}
      >
        <Button asChild className="w-full">
          <Link to={user ? paths.dashboard : paths.login}>
            {user ? "Go to your dashboard" : "Log in"}
          </Link>
        </Button>
      </StatusCard>
    );

  const refused = verification.error instanceof ApiError && verification.error.status < 500;
  return (
    <StatusCard
      icon={LinkIcon}
      tone="red"
      title={refused || token === "" ? "Invalid confirmation link" : "Something went wrong"}
      subtitle={
        refused || token === ""
          ? VERIFY_LINK_INVALID_MESSAGE
          : "We could not confirm your address just now. Please open the link again in a moment."
      }
    >
      {user && !user.emailVerified ? (
        <ResendLinkButton className="w-full">Send me a new link</ResendLinkButton>
      ) : user ? (
        <p className="flex items-center justify-center gap-2 text-sm text-slate-700">
          <MailCheck className="size-4" aria-hidden="true" />
          Your email address is already confirmed.
        </p>
      ) : (
        <Button asChild className="w-full">
          <Link to={paths.login}>Log in to get a new link</Link>
        </Button>
      )}
    </StatusCard>
  );
}
