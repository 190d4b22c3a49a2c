import { ExternalLink, Landmark } from "lucide-react";
import { Badge } from "#client/components/ui/badge";
import { Button } from "#client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "#client/components/ui/card";
import { Skeleton } from "#client/components/ui/skeleton";
import { usePayoutStatus, useStartPayoutOnboarding } from "#client/features/bookings/api/payouts";
import { messageOf } from "#client/lib/api-client";
import type { PayoutStatus } from "#shared/contracts/bookings";

const STATUS_COPY: Record<
  PayoutStatus,
  { label: string; tone: "neutral" | "amber" | "green"; text: string; button: string | null }
> = {
  not_started: {
    label: "Not started",
    tone: "neutral",
    text: "Set up payouts so the deposits organizers pay can reach your bank account after each event.",
    button: "Set up payouts",
  },
  pending: {
    label: "Pending",
    tone: "amber",
    text: "Your payout details are not finished yet. Deposits are held until they are.",
    button: "Continue set-up",
  },
  ready: {
    label: "Ready",
    tone: "green",
    text: "Deposits are paid to your account a few days after each event.",
    button: null,
  },
};

/** A supplier's payout account: where it stands, and a button to start or finish set-up. */
export function PayoutSetupCard() {
  const status = usePayoutStatus(true);
  const start = useStartPayoutOnboarding();
  const copy = status.data ? STATUS_COPY[status.data.status] : null;

  const onStart = () =>
    start.mutate(undefined, {
      onSuccess(answer) {
        window.location.assign(answer.url);
      },
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          <Landmark className="size-5 text-brand-700" aria-hidden="true" />
          Payouts
          {copy && (
            <Badge tone={copy.tone} data-testid="payout-status">
              {copy.label}
            </Badge>
          )}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        {status.isPending ? (
          <Skeleton className="h-10 w-full" role="status" aria-label="Loading payout set-up" />
        ) : status.isError ? (
          <div role="alert" className="space-y-2 text-sm text-red-800">
            <p>{messageOf(status.error, "Couldn't load your payout set-up.")}</p>
            <Button variant="outline" size="sm" onClick={() => status.refetch()}>
              Try again
            </Button>
          </div>
        ) : copy ? (
          <>
            <p className="text-sm text-slate-700">{copy.text}</p>
            {copy.button && (
              <Button onClick={onStart} disabled={start.isPending}>
                <ExternalLink aria-hidden="true" />
                {start.isPending ? "Opening..." : copy.button}
              </Button>
            )}
            {start.isError && (
              <p role="alert" className="text-sm text-red-800">
                {messageOf(start.error, "Couldn't open the payout set-up. Please try again.")}
              </p>
            )}
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
