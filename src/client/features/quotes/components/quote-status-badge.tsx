import { CalendarX, CircleCheck, CircleX, Hourglass } from "lucide-react";
import { Badge } from "#client/components/ui/badge";
import type { QuoteStatus } from "#shared/contracts/quotes";

const looks = {
  pending: { tone: "amber", label: "Pending", Icon: Hourglass },
  accepted: { tone: "green", label: "Accepted", Icon: CircleCheck },
  rejected: { tone: "red", label: "Rejected", Icon: CircleX },
  expired: { tone: "neutral", label: "Expired", Icon: CalendarX },
} as const;

/** Where a quote stands; a pending quote past its valid-until date reads "Expired". */
export function QuoteStatusBadge({
  status,
  isExpired = false,
}: {
  status: QuoteStatus;
  isExpired?: boolean;
}) {
  const { tone, label, Icon } = looks[isExpired ? "expired" : status];
  return (
    <Badge tone={tone}>
      <Icon className="size-3.5" aria-hidden="true" />
      {label}
    </Badge>
  );
}
