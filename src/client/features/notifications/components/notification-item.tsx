import { Link } from "react-router";
import { Button } from "#client/components/ui/button";
import type { NotificationEntry } from "#client/features/notifications/lib/notification-entries";
import { formatRelativeTime } from "#client/features/notifications/lib/relative-time";
import { cn } from "#client/lib/cn";
import { NotificationIcon } from "./notification-icon";

export function NotificationItem({
  entry,
  now,
  onMarkRead,
  isMarking,
}: {
  entry: NotificationEntry;
  now: Date;
  onMarkRead: (id: number) => void;
  isMarking: boolean;
}) {
  const { id, read, linkTo, title } = entry;
  const canMarkRead = id !== null && !read;
  const markRead = () => {
    if (canMarkRead) onMarkRead(id);
  };
  return (
    <li className={cn("relative flex gap-3 p-4 sm:gap-4 sm:p-5", !read && "bg-brand-50/70")}>
      <NotificationIcon type={entry.type} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
          <h3 className={cn("text-sm text-slate-900", read ? "font-medium" : "font-semibold")}>
            {linkTo ? (
              // The link covers the whole item, so the item is one large target.
              <Link
                to={linkTo}
                onClick={markRead}
                className="rounded-sm after:absolute after:inset-0 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                {title}
              </Link>
            ) : (
              title
            )}
            {!read && <span className="sr-only"> (unread)</span>}
          </h3>
          <time dateTime={entry.createdAt} className="shrink-0 text-xs text-slate-600">
            {formatRelativeTime(entry.createdAt, now)}
          </time>
        </div>
        <p className="mt-1 text-sm break-words text-slate-700">{entry.description}</p>
        {canMarkRead && (
          <Button
            variant="link"
            size="sm"
            className="relative z-10 -ml-3 h-9"
            aria-label={`Mark as read: ${title}`}
            onClick={markRead}
            disabled={isMarking}
          >
            Mark as read
          </Button>
        )}
      </div>
      {!read && (
        <span aria-hidden="true" className="mt-1.5 size-2.5 shrink-0 rounded-full bg-coral-700" />
      )}
    </li>
  );
}
