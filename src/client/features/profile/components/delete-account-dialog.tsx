import { useEffect, useId, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "#client/components/ui/button";
import { Dialog } from "#client/components/ui/dialog";
import { FormField } from "#client/components/ui/form-field";
import { Input } from "#client/components/ui/input";
import { toast } from "#client/components/ui/toast";
import { useDeleteAccount } from "#client/features/profile/api/delete-account";
import { messageOf } from "#client/lib/api-client";
import { paths } from "#client/lib/paths";

export function DeleteAccountDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const formId = useId();
  const navigate = useNavigate();
  const deleteAccount = useDeleteAccount();
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    if (!open) {
      setPassword("");
      setError(undefined);
    }
  }, [open]);

  const submit = async () => {
    if (!password) {
      setError("Please enter your password to confirm.");
      return;
    }
    let answer: { message: string } | undefined;
    try {
      answer = await deleteAccount.mutateAsync(password);
    } catch (cause) {
      setError(messageOf(cause, "Failed to delete your account. Please try again."));
      return;
    }
    // The cache is already cleared, which unmounts this dialog; mutateAsync still resolves here.
    toast({
      title: "Account deleted",
      description: answer?.message || "Your account and personal data have been removed.",
    });
    navigate(paths.home, { replace: true });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!deleteAccount.isPending) onOpenChange(next);
      }}
      title="Delete your account?"
      description="Your profile, requests, quotes and offerings are removed for good. Reviews and messages stay, shown as from a deleted user."
      footer={
        <>
          <Button
            variant="outline"
            onClick={() => onOpenChange(false)}
            disabled={deleteAccount.isPending}
          >
            Cancel
          </Button>
          <Button
            type="submit"
            form={formId}
            variant="destructive"
            disabled={deleteAccount.isPending || password === ""}
          >
            {deleteAccount.isPending ? "Deleting..." : "Delete my account"}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <p className="text-sm text-slate-700">
          This cannot be undone. You may want to download your data first.
        </p>
        <FormField label="Your password" error={error} required>
          <Input
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setError(undefined);
            }}
          />
        </FormField>
      </form>
    </Dialog>
  );
}
