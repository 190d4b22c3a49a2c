import { CheckCircle2, CircleSlash, DoorClosed } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "#client/components/ui/button";
import { Dialog } from "#client/components/ui/dialog";
import { Label, Textarea } from "#client/components/ui/input";
import { toast } from "#client/components/ui/toast";
import { useUpdateRequestStatus } from "#client/features/requests/api/requests";
import { cn } from "#client/lib/cn";
import type { ClosingRequestStatus, RequestDetail } from "#shared/contracts/requests";

const STATUS_FAILED_MESSAGE = "Failed to update request status. Please try again.";
const NOTE_MAX_LENGTH = 500;

const CLOSE_REASONS = [
  {
    value: "found_supplier",
    label: "Found a supplier",
    hint: "You've booked what you needed, here or elsewhere.",
  },
  {
    value: "no_longer_needed",
    label: "No longer needed",
    hint: "The event is off or plans have changed.",
  },
  { value: "cancelled", label: "Other reason", hint: "Tell us more below if you like." },
] as const satisfies readonly { value: ClosingRequestStatus; label: string; hint: string }[];

type CloseReason = (typeof CLOSE_REASONS)[number]["value"];

const outcomes: Record<ClosingRequestStatus, string> = {
  completed: "Your request is marked as completed.",
  cancelled: "Your request has been cancelled.",
  found_supplier: "Your request is closed: you found a supplier.",
  no_longer_needed: "Your request is closed: it's no longer needed.",
};

type OpenDialog = "complete" | "close" | "cancel" | null;

/** The owner's ways to end an active request, each confirmed in a dialog. */
export function RequestStatusActions({ request }: { request: RequestDetail }) {
  const update = useUpdateRequestStatus(request.id);
  const [open, setOpen] = useState<OpenDialog>(null);
  const [reason, setReason] = useState<CloseReason>("found_supplier");
  const [note, setNote] = useState("");
  const noteId = useId();

  // Awaited rather than given callbacks: the new status swaps these actions out as soon as the
  // request refreshes, and callbacks of an unmounted component would never run.
  const change = async (status: ClosingRequestStatus, withNote?: string) => {
    try {
      await update.mutateAsync({ status, reason: withNote?.trim() || null });
      setOpen(null);
      toast({ title: "Status Updated", description: outcomes[status], variant: "success" });
    } catch {
      toast({ title: "Error", description: STATUS_FAILED_MESSAGE, variant: "destructive" });
    }
  };

  const onOpenChange = (next: boolean) => {
    if (!next && !update.isPending) setOpen(null);
  };

  const keepButton = (label: string) => (
    <Button variant="outline" onClick={() => setOpen(null)} disabled={update.isPending}>
      {label}
    </Button>
  );

  return (
    <>
      <div className="grid gap-2">
        {request.hasEventPassed ? (
          <Button onClick={() => setOpen("complete")}>
            <CheckCircle2 aria-hidden="true" />
            Mark Completed
          </Button>
        ) : (
          <p className="text-sm text-slate-700">
            You can mark this request completed once the event has taken place.
          </p>
        )}
        <Button
          variant="outline"
          onClick={() => {
            setReason("found_supplier");
            setNote("");
            setOpen("close");
          }}
        >
          <DoorClosed aria-hidden="true" />
          Close Request
        </Button>
        <Button
          variant="ghost"
          className="text-red-700 hover:bg-red-50 hover:text-red-800"
          onClick={() => setOpen("cancel")}
        >
          <CircleSlash aria-hidden="true" />
          Cancel Request
        </Button>
      </div>

      <Dialog
        open={open === "complete"}
        onOpenChange={onOpenChange}
        title="Mark this request as completed?"
        description="Do this once your event has taken place."
        footer={
          <>
            {keepButton("Not yet")}
            <Button onClick={() => change("completed")} disabled={update.isPending}>
              {update.isPending ? "Updating..." : "Mark Completed"}
            </Button>
          </>
        }
      >
        <p className="text-sm text-slate-700">
          Suppliers can no longer send quotes, and the request moves to your Completed tab. You can
          still review the suppliers you booked.
        </p>
      </Dialog>

      <Dialog
        open={open === "close"}
        onOpenChange={onOpenChange}
        title="Close this request"
        description="Suppliers can no longer send quotes once it's closed."
        footer={
          <>
            {keepButton("Keep Open")}
            <Button onClick={() => change(reason, note)} disabled={update.isPending}>
              {update.isPending ? "Closing..." : "Close Request"}
            </Button>
          </>
        }
      >
        <fieldset className="space-y-2">
          <legend className="mb-2 text-sm font-medium text-slate-800">
            Why are you closing it?
          </legend>
          {CLOSE_REASONS.map((option) => (
            <label
              key={option.value}
              className={cn(
                "flex cursor-pointer items-start gap-3 rounded-lg border p-3 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600",
                reason === option.value
                  ? "border-brand-600 bg-brand-50"
                  : "border-slate-300 hover:bg-slate-50",
              )}
            >
              <input
                type="radio"
                name="close-reason"
                value={option.value}
                checked={reason === option.value}
                onChange={() => setReason(option.value)}
                className="mt-0.5 size-4 accent-brand-700"
              />
              <span>
                <span className="block text-sm font-semibold text-slate-900">{option.label}</span>
                <span className="block text-xs text-slate-600">{option.hint}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <div className="mt-4 space-y-1.5">
          <Label htmlFor={noteId}>Note (optional)</Label>
          <Textarea
            id={noteId}
            rows={3}
            maxLength={NOTE_MAX_LENGTH}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        </div>
      </Dialog>

      <Dialog
        open={open === "cancel"}
        onOpenChange={onOpenChange}
        title="Cancel this request?"
        description="This can't be undone."
        footer={
          <>
            {keepButton("Keep Request")}
            <Button
              variant="destructive"
              onClick={() => change("cancelled")}
              disabled={update.isPending}
            >
              {update.isPending ? "Cancelling..." : "Cancel Request"}
            </Button>
          </>
        }
      >
        <p className="text-sm text-slate-700">
          Suppliers can no longer send quotes, and the request moves to your Cancelled tab.
        </p>
      </Dialog>
    </>
  );
}
