import { Badge } from "#client/components/ui/badge";
import { formatLongDate } from "#shared/domain/format";

interface ModerationStatusProps {
  /** The label while nothing has been done, such as "Active". */
  clearLabel: string;
  /** The label once moderated, such as "Suspended". */
  actionLabel: string;
  /** When the action was taken; null while clear. */
  since: string | null;
  reason: string | null;
}

/** A green badge while clear; once an admin acted, a red one with the date and the reason. */
export function ModerationStatus({
  clearLabel,
  actionLabel,
  since,
  reason,
}: ModerationStatusProps) {
  if (!since) return <Badge tone="green">{clearLabel}</Badge>;
  return (
    <span className="flex flex-col items-start gap-1">
      <Badge tone="red">{actionLabel}</Badge>
      <span className="text-xs text-slate-600">since {formatLongDate(since)}</span>
      {reason && (
        <span className="max-w-56 text-xs break-words text-slate-700">Reason: {reason}</span>
      )}
    </span>
  );
}
