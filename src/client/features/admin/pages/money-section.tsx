import { Banknote } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { Badge } from "#client/components/ui/badge";
import { Button } from "#client/components/ui/button";
import { ConfirmDialog } from "#client/components/ui/confirm-dialog";
import { DataTable, type DataTableColumn } from "#client/components/ui/data-table";
import { EmptyState } from "#client/components/ui/empty-state";
import { toast } from "#client/components/ui/toast";
import { useAdminMoney, useResolveDispute } from "#client/features/admin/api/money";
import { messageOf } from "#client/lib/api-client";
import { formatCalendarDay } from "#client/lib/calendar-month";
import { paths } from "#client/lib/paths";
import {
  type AdminMoneyBooking,
  type AdminMoneyTotals,
  MONEY_BUCKETS,
} from "#shared/contracts/bookings";
import { formatPounds } from "#shared/domain/format";

type Bucket = (typeof MONEY_BUCKETS)[number];

const BUCKETS: Record<Bucket, { label: string; total: keyof AdminMoneyTotals }> = {
  held: { label: "Held", total: "heldPence" },
  releasing: { label: "Releasing", total: "releasingPence" },
  released: { label: "Released", total: "releasedPence" },
  refunded: { label: "Refunded", total: "refundedPence" },
  disputed: { label: "Disputed", total: "disputedPence" },
  fees: { label: "Fees", total: "feesPence" },
};

const partyName = (party: AdminMoneyBooking["supplier"]) => party.businessName ?? party.name;

type Resolution = { booking: AdminMoneyBooking; outcome: "release" | "refund" };

/** Where every booking's money is, with totals; a disputed booking is released or refunded here. */
export function MoneySection() {
  const headingId = useId();
  const totalsId = useId();
  const money = useAdminMoney();
  const resolve = useResolveDispute();
  const [pending, setPending] = useState<Resolution | null>(null);

  const onConfirm = () => {
    if (!pending) return;
    const { booking, outcome } = pending;
    resolve.mutate(
      { bookingId: booking.id, outcome },
      {
        onSuccess() {
          setPending(null);
          toast({
            title: "Dispute settled",
            description:
              outcome === "release"
                ? `Booking #${booking.id} is held again and released to the supplier when due.`
                : `What is held on booking #${booking.id} is being refunded to the organizer.`,
            variant: "success",
          });
        },
        onError(error) {
          setPending(null);
          toast({
            title: "Error",
            description: messageOf(error, "Couldn't settle the dispute. Please try again."),
            variant: "destructive",
          });
        },
      },
    );
  };

  const columns: DataTableColumn<AdminMoneyBooking>[] = [
    {
      header: "Booking",
      card: "lead",
      cell: (row) => (
        <span className="space-y-0.5">
          <Link to={paths.booking(row.id)} className="font-medium text-brand-700 underline">
            #{row.id} {row.eventTitle}
          </Link>
          <span className="block text-xs text-slate-600">
            {formatCalendarDay(row.eventFirstDay)} · {partyName(row.organizer)} →{" "}
            {partyName(row.supplier)}
          </span>
        </span>
      ),
    },
    {
      header: "Status",
      card: "badge",
      cell: (row) => (
        <Badge tone={row.status === "disputed" ? "red" : "neutral"}>
          {row.status.replace("_", " ")}
        </Badge>
      ),
    },
    { header: "Paid", card: "field", cell: (row) => formatPounds(row.paidPence) },
    { header: "Refunded", card: "field", cell: (row) => formatPounds(row.refundedPence) },
    { header: "Released", card: "field", cell: (row) => formatPounds(row.releasedPence) },
    {
      header: "Release on",
      card: "field",
      cell: (row) => (row.releaseOn ? formatCalendarDay(row.releaseOn) : "—"),
    },
    { header: "Payouts", card: "field", cell: (row) => row.supplierPayoutStatus.replace("_", " ") },
    {
      header: "Dispute",
      card: "wide-field",
      cell: (row) => row.disputeReason ?? "—",
    },
    {
      header: "Actions",
      card: "actions",
      cell: (row) =>
        row.status === "disputed" && row.cardDispute ? (
          <span className="text-sm text-muted-foreground">With the card issuer</span>
        ) : row.status === "disputed" ? (
          <span className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="outline"
              aria-label={`Release booking #${row.id} to the supplier`}
              onClick={() => setPending({ booking: row, outcome: "release" })}
            >
              Release
            </Button>
            <Button
              size="sm"
              variant="destructive"
              aria-label={`Refund booking #${row.id} to the organizer`}
              onClick={() => setPending({ booking: row, outcome: "refund" })}
            >
              Refund
            </Button>
          </span>
        ) : null,
    },
  ];

  const totals = money.data?.totals;
  return (
    <section aria-labelledby={headingId} className="space-y-6">
      <div className="space-y-1">
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          Money
        </h2>
        <p className="text-sm text-slate-600">
          Booking deposits held, being released, released, refunded and disputed. Disputed bookings
          come first.
        </p>
      </div>

      {totals && (
        <section aria-labelledby={totalsId}>
          <h3 id={totalsId} className="sr-only">
            Totals
          </h3>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
            <div className="rounded-lg border border-slate-200 p-3">
              <dt className="text-xs text-slate-600">Paid</dt>
              <dd className="font-semibold text-slate-900">{formatPounds(totals.paidPence)}</dd>
            </div>
            {MONEY_BUCKETS.map((bucket) => (
              <div key={bucket} className="rounded-lg border border-slate-200 p-3">
                <dt className="text-xs text-slate-600">{BUCKETS[bucket].label}</dt>
                <dd className="font-semibold text-slate-900" data-testid={`money-${bucket}`}>
                  {formatPounds(totals[BUCKETS[bucket].total])}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      )}

      <DataTable
        caption="Bookings with money on them, disputed first"
        columns={columns}
        rows={money.data?.bookings}
        rowKey={(row) => row.id}
        rowLabel={(row) => `Booking #${row.id}`}
        loadingLabel="Loading bookings' money"
        error={
          money.isError
            ? {
                title: "Could not load the money",
                message: messageOf(money.error, "Please check your connection and try again."),
                onRetry: () => money.refetch(),
              }
            : undefined
        }
        empty={<EmptyState icon={Banknote} title="No money on any booking yet" />}
      />

      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open && !resolve.isPending) setPending(null);
        }}
        title={
          pending?.outcome === "refund" ? "Refund to the organizer?" : "Release to the supplier?"
        }
        description={
          pending
            ? pending.outcome === "refund"
              ? `Everything held on booking #${pending.booking.id} goes back to ${partyName(pending.booking.organizer)}.`
              : `Booking #${pending.booking.id} is held again, and released to ${partyName(pending.booking.supplier)} when due.`
            : ""
        }
        confirmLabel={pending?.outcome === "refund" ? "Refund" : "Release"}
        pendingLabel="Settling..."
        isPending={resolve.isPending}
        onConfirm={onConfirm}
      />
    </section>
  );
}
