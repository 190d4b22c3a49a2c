import { Bell } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { Link } from "react-router";
import { Button } from "#client/components/ui/button";
import { useNotifications } from "#client/features/notifications/api/get-notifications";
import { useMarkNotificationRead } from "#client/features/notifications/api/mark-notifications-read";
import { NotificationIcon } from "#client/features/notifications/components/notification-icon";
import {
  fromServer,
  type NotificationEntry,
} from "#client/features/notifications/lib/notification-entries";
import { formatRelativeTime } from "#client/features/notifications/lib/relative-time";
import { cn } from "#client/lib/cn";
import { paths } from "#client/lib/paths";

/** The bell shows the newest few; the page shows the rest. */
const SHOWN_IN_BELL = 5;

const itemClass =
  "relative flex gap-3 rounded-lg p-2 text-left outline-none data-[highlighted]:bg-slate-100";

function EntryContent({ entry, now }: { entry: NotificationEntry; now: Date }) {
  return (
    <>
      <NotificationIcon type={entry.type} size="sm" />
      <span className="min-w-0 flex-1">
        <span
          className={cn(
            "block text-sm text-slate-900",
            entry.read ? "font-medium" : "font-semibold",
          )}
        >
          {entry.title}
          {!entry.read && <span className="sr-only"> (unread)</span>}
        </span>
        <span className="line-clamp-2 block text-xs text-slate-600">{entry.description}</span>
        <span className="mt-0.5 block text-xs text-slate-600">
          {formatRelativeTime(entry.createdAt, now)}
        </span>
      </span>
      {!entry.read && (
        <span aria-hidden="true" className="mt-1.5 size-2 shrink-0 rounded-full bg-coral-700" />
      )}
    </>
  );
}

export function NotificationBell() {
  const notifications = useNotifications(true);
  const markRead = useMarkNotificationRead();
  const now = new Date();

  // Unread messages are among these: one "New message" entry per conversation, kept by the server.
  const entries = (notifications.data?.notifications ?? []).slice(0, SHOWN_IN_BELL).map(fromServer);
  const newItems = notifications.data?.unreadCount ?? 0;

  const open = (entry: NotificationEntry) => {
    if (entry.id !== null && !entry.read) markRead.mutate(entry.id);
  };

  return (
    <DropdownMenu.Root
      // Not modal: a modal menu hides the page with aria-hidden while its links stay focusable.
      modal={false}
      onOpenChange={(isOpen) => {
        if (!isOpen) return;
        void notifications.refetch();
      }}
    >
      <DropdownMenu.Trigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={newItems ? `Notifications, ${newItems} new` : "Notifications"}
          className="relative"
        >
          <Bell className="size-5" aria-hidden="true" />
          {newItems > 0 && (
            <span className="absolute top-1.5 right-1.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-coral-700 px-1 text-[10px] font-bold text-white">
              {newItems > 99 ? "99+" : newItems}
            </span>
          )}
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          className="z-50 w-[min(22rem,calc(100vw-1rem))] rounded-xl border border-slate-200 bg-white p-2 shadow-lg"
        >
          <div className="flex items-center justify-between px-2 py-1.5">
            <DropdownMenu.Label className="text-sm font-semibold">Notifications</DropdownMenu.Label>
            {newItems > 0 && <span className="text-xs text-slate-600">{newItems} new</span>}
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          {entries.length === 0 ? (
            <p className="px-2 py-6 text-center text-sm text-slate-600">
              {notifications.isPending
                ? "Loading notifications..."
                : notifications.isError
                  ? "Could not load notifications"
                  : "No notifications yet"}
            </p>
          ) : (
            <div className="max-h-[min(24rem,60vh)] overflow-y-auto">
              {entries.map((entry) =>
                entry.linkTo ? (
                  <DropdownMenu.Item key={entry.key} asChild onSelect={() => open(entry)}>
                    <Link to={entry.linkTo} className={itemClass}>
                      <EntryContent entry={entry} now={now} />
                    </Link>
                  </DropdownMenu.Item>
                ) : (
                  <DropdownMenu.Item
                    key={entry.key}
                    className={itemClass}
                    onSelect={() => open(entry)}
                  >
                    <EntryContent entry={entry} now={now} />
                  </DropdownMenu.Item>
                ),
              )}
            </div>
          )}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item asChild>
            <Link
              to={paths.notifications}
              className="block rounded-lg px-2 py-2 text-center text-sm font-medium text-brand-700 outline-none data-[highlighted]:bg-slate-100"
            >
              View All Notifications
            </Link>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
