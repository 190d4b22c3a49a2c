import { CircleCheck, CircleX, Hourglass } from "lucide-react";
import { Badge } from "#client/components/ui/badge";
import type { QuoteStatus } from "#shared/contracts/quotes";

const looks = {
  pending: { tone: "amber", label: "Pending", Icon: Hourglass },
  accepted: { tone: "green", label: "Accepted", Icon: CircleCheck },
  rejected: { tone: "red", label: "Rejected", Icon: CircleX },
} as const;

export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  const { tone, label, Icon } = looks[status];
  return (
    <Badge tone={tone}>
      <Icon className="size-3.5" aria-hidden="true" />
      {label}
    </Badge>
  );
}
