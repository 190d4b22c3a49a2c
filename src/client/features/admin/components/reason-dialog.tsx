import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId } from "react";
import { useForm } from "react-hook-form";
import { ConfirmDialog } from "#client/components/ui/confirm-dialog";
import { FormField } from "#client/components/ui/form-field";
import { Textarea } from "#client/components/ui/input";
import { ADMIN_REASON_MAX_LENGTH, type SuspendUserBody } from "#shared/contracts/admin";

type ReasonSchema = typeof SuspendUserBody;
type ReasonForm = { reason: string };

interface ReasonDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** The contract's body schema, so the form and the server ask for the same reason. */
  schema: ReasonSchema;
  confirmLabel: string;
  pendingLabel: string;
  isPending: boolean;
  onConfirm: (reason: string) => void;
}

/** A destructive action that must say why: the reason is required and stored with it. */
export function ReasonDialog({
  open,
  onOpenChange,
  title,
  description,
  schema,
  confirmLabel,
  pendingLabel,
  isPending,
  onConfirm,
}: ReasonDialogProps) {
  const formId = useId();
  const form = useForm<ReasonForm>({
    resolver: zodResolver(schema),
    defaultValues: { reason: "" },
  });

  useEffect(() => {
    if (open) form.reset({ reason: "" });
  }, [open, form]);

  const onSubmit = form.handleSubmit(({ reason }) => onConfirm(reason));

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      pendingLabel={pendingLabel}
      isPending={isPending}
      confirmForm={formId}
    >
      <form id={formId} noValidate onSubmit={onSubmit}>
        <FormField
          label="Reason"
          required
          hint="Kept with the record, so other admins can see why."
          error={form.formState.errors.reason?.message}
        >
          <Textarea rows={3} maxLength={ADMIN_REASON_MAX_LENGTH} {...form.register("reason")} />
        </FormField>
      </form>
    </ConfirmDialog>
  );
}
