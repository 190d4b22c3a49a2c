import { CalendarDays, CheckCircle2, MapPin } from "lucide-react";
import { type ReactNode, useEffect, useId, useState } from "react";
import { messageOf } from "#client/lib/api-client";
import { cn } from "#client/lib/cn";
import type { InviteSuppliersResult } from "#shared/contracts/invitations";
import type { RequestListItem } from "#shared/contracts/requests";
import { formatEventDate } from "#shared/domain/request-age";
import { Button } from "./ui/button";
import { Dialog } from "./ui/dialog";
import { Skeleton } from "./ui/skeleton";

export type InvitableRequest = Pick<RequestListItem, "id" | "title" | "eventDate" | "location">;

export interface InviteToRequestDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  supplierName: string;
  /** The organizer's requests that can take an invited supplier's quote. */
  requests: InvitableRequest[];
  loadState: "loading" | "error" | "ready";
  onRetry: () => void;
  /** Sends the invitation; rejects with the server's refusal. */
  onInvite: (requestId: number) => Promise<InviteSuppliersResult>;
}

type Outcome =
  | { kind: "idle" }
  | { kind: "sending" }
  | { kind: "sent"; title: string; wasAlreadyInvited: boolean }
  | { kind: "failed"; message: string };

/**
 * "Invite to one of my requests": the organizer picks one of their open requests and invites
 * this supplier to quote on it. The supplier is alerted and sees the request marked Invited.
 */
export function InviteToRequestDialog({
  open,
  onOpenChange,
  supplierName,
  requests,
  loadState,
  onRetry,
  onInvite,
}: InviteToRequestDialogProps) {
  const groupName = useId();
  const [chosen, setChosen] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome>({ kind: "idle" });

  // Each opening starts afresh; with one request there is nothing to choose.
  useEffect(() => {
    if (!open) return;
    setOutcome({ kind: "idle" });
    setChosen(null);
  }, [open]);
  const selected = chosen ?? (requests.length === 1 ? (requests[0]?.id ?? null) : null);

  async function send() {
    const request = requests.find((candidate) => candidate.id === selected);
    if (!request) return;
    setOutcome({ kind: "sending" });
    try {
      const result = await onInvite(request.id);
      setOutcome({
        kind: "sent",
        title: request.title,
        wasAlreadyInvited: result.invited.length === 0,
      });
    } catch (error) {
      setOutcome({
        kind: "failed",
        message: messageOf(error, "The invitation could not be sent. Please try again."),
      });
    }
  }

  let body: ReactNode;
  if (outcome.kind === "sent") {
    body = (
      <div role="status" className="flex gap-3 rounded-lg border border-green-200 bg-green-50 p-4">
        <CheckCircle2 className="size-5 shrink-0 text-green-700" aria-hidden="true" />
        <p className="text-sm text-slate-900">
          {outcome.wasAlreadyInvited
            ? `${supplierName} was already invited to “${outcome.title}”.`
            : `${supplierName} is invited to quote on “${outcome.title}”. They'll be alerted and see it marked Invited.`}
        </p>
      </div>
    );
  } else if (loadState === "loading") {
    body = (
      <>
        <p className="sr-only" role="status">
          Loading your requests
        </p>
        <div className="space-y-2">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      </>
    );
  } else if (loadState === "error") {
    body = (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm">
        <p className="font-medium text-slate-900">Your requests couldn't be loaded.</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  } else if (requests.length === 0) {
    body = (
      <p className="text-sm text-slate-700">
        You have no open request that can take another quote. Post a new request to ask{" "}
        {supplierName} for a quote.
      </p>
    );
  } else {
    body = (
      <fieldset className="space-y-2">
        <legend className="mb-3 text-sm text-slate-700">
          Choose the request to invite {supplierName} to.
        </legend>
        {requests.map((request) => (
          <label
            key={request.id}
            className={cn(
              "flex min-h-14 cursor-pointer items-start gap-3 rounded-lg border p-4 transition-colors",
              selected === request.id
                ? "border-brand-400 bg-brand-50"
                : "border-slate-200 hover:border-brand-300",
            )}
          >
            <input
              type="radio"
              name={groupName}
              value={request.id}
              checked={selected === request.id}
              onChange={() => setChosen(request.id)}
              className="mt-1 size-4 accent-brand-700"
            />
            <span className="min-w-0">
              <span className="block font-medium break-words text-slate-900">{request.title}</span>
              <span className="mt-0.5 flex flex-wrap gap-x-3 text-sm text-slate-600">
                <span className="inline-flex items-center gap-1.5">
                  <CalendarDays className="size-3.5" aria-hidden="true" />
                  {formatEventDate(request.eventDate)}
                </span>
                <span className="inline-flex items-center gap-1.5">
                  <MapPin className="size-3.5" aria-hidden="true" />
                  {request.location}
                </span>
              </span>
            </span>
          </label>
        ))}
        {outcome.kind === "failed" && (
          <p
            role="alert"
            className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900"
          >
            {outcome.message}
          </p>
        )}
      </fieldset>
    );
  }

  const canSend =
    outcome.kind !== "sent" && loadState === "ready" && requests.length > 0 && selected !== null;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Invite ${supplierName}`}
      description="An invited supplier is alerted and can quote even outside their usual categories or area."
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {outcome.kind === "sent" ? "Done" : "Cancel"}
          </Button>
          {outcome.kind !== "sent" && (
            <Button onClick={() => void send()} disabled={!canSend || outcome.kind === "sending"}>
              {outcome.kind === "sending" ? "Sending…" : "Send invitation"}
            </Button>
          )}
        </>
      }
    >
      {body}
    </Dialog>
  );
}
