import { useQueryClient } from "@tanstack/react-query";
import { CircleCheck, LinkIcon, MailCheck } from "lucide-react";
import { type ReactNode, useEffect } from "react";
import { Link } from "react-router";
import { VERIFY_LINK_INVALID_MESSAGE } from "../../../../shared/contracts/email-verification";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/spinner";
import { ApiError } from "../../../lib/api-client";
import { cn } from "../../../lib/cn";
import { paths } from "../../../lib/paths";
import { sessionQueryKey, useSession } from "../../auth/api/session";
import { useVerifyEmail } from "../api/verify-email";
import { ResendLinkButton } from "../components/resend-link-button";

function Outcome({
  tone,
  title,
  children,
}: {
  tone: "green" | "red";
  title: string;
  children: ReactNode;
}) {
  const Icon = tone === "green" ? CircleCheck : LinkIcon;
  return (
    <div className="bg-surface px-4 py-12 sm:py-16">
      <Card className="mx-auto w-full max-w-md p-6 text-center sm:p-8">
        <span
          className={cn(
            "mx-auto flex size-12 items-center justify-center rounded-full",
            tone === "green" ? "bg-green-100 text-green-800" : "bg-red-100 text-red-800",
          )}
        >
          <Icon className="size-6" aria-hidden="true" />
        </span>
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        {children}
      </Card>
    </div>
  );
}

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
      <Outcome tone="green" title="Email address confirmed">
        <p className="mt-2 text-slate-600">{verification.data.message}</p>
        <Button asChild className="mt-6 w-full">
          <Link to={user ? paths.dashboard : paths.login}>
            {user ? "Go to your dashboard" : "Log in"}
          </Link>
        </Button>
      </Outcome>
    );

  const refused = verification.error instanceof ApiError && verification.error.status < 500;
  return (
    <Outcome
      tone="red"
      title={refused || token === "" ? "Invalid confirmation link" : "Something went wrong"}
    >
      <p className="mt-2 text-slate-600">
        {refused || token === ""
          ? VERIFY_LINK_INVALID_MESSAGE
          : "We could not confirm your address just now. Please open the link again in a moment."}
      </p>
      <div className="mt-6 space-y-3 text-left">
        {user && !user.emailVerified ? (
          <ResendLinkButton className="w-full">Send me a new link</ResendLinkButton>
        ) : user ? (
          <p className="flex items-center gap-2 text-sm text-slate-700">
            <MailCheck className="size-4" aria-hidden="true" />
            Your email address is already confirmed.
          </p>
        ) : (
          <Button asChild className="w-full">
            <Link to={paths.login}>Log in to get a new link</Link>
          </Button>
        )}
      </div>
    </Outcome>
  );
}
