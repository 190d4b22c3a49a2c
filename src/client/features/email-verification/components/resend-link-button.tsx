import { Button, type ButtonProps } from "#client/components/ui/button";
import { toast } from "#client/components/ui/toast";
import { useResendVerification } from "#client/features/email-verification/api/resend-verification";
import { messageOf } from "#client/lib/api-client";

/** Emails a new confirmation link and says how that went. */
export function ResendLinkButton({ children = "Resend link", ...props }: ButtonProps) {
  const resend = useResendVerification();
  const onResend = () =>
    resend.mutate(undefined, {
      onSuccess: (answer) =>
        toast({ title: "Link sent", description: answer.message, variant: "success" }),
      onError: (error) =>
        toast({
          title: "Could not send the link",
          description: messageOf(error, "Please try again in a moment."),
          variant: "destructive",
        }),
    });
  return (
    <Button {...props} onClick={onResend} disabled={resend.isPending}>
      {resend.isPending ? "Sending..." : children}
    </Button>
  );
}
