import type { ReactNode } from "react";
import { Button } from "./button";
import { Dialog } from "./dialog";

/** The confirm button either acts at once or submits a form in the dialog's body. */
type ConfirmAction =
  | { onConfirm: () => void; confirmForm?: never }
  | {
      /** The id of a form in `children`; confirming submits it, so its checks run first. */
      confirmForm: string;
      onConfirm?: never;
    };

type ConfirmDialogProps = ConfirmAction & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  pendingLabel: string;
  isPending: boolean;
  /** What the dialog asks or shows besides its description; a warning by default. */
  children?: ReactNode;
};

/** Asks once more before something that cannot be undone. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pendingLabel,
  isPending,
  onConfirm,
  confirmForm,
  children = <p className="text-sm text-slate-700">This cannot be undone.</p>,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!isPending) onOpenChange(next);
      }}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={isPending}>
            Cancel
          </Button>
          <Button
            variant="destructive"
            disabled={isPending}
            {...(confirmForm === undefined
              ? { onClick: onConfirm }
              : { type: "submit" as const, form: confirmForm })}
          >
            {isPending ? pendingLabel : confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
