import { Button, type ButtonProps } from "../../../components/ui/button";
import { toast } from "../../../components/ui/toast";
import { messageOf } from "../../../lib/api-client";
import { useResendVerification } from "../api/resend-verification";

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
