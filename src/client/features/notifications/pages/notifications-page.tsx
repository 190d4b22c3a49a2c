import { BellOff, CheckCheck, Inbox } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Badge } from "#client/components/ui/badge";
import { Button } from "#client/components/ui/button";
import { Card } from "#client/components/ui/card";
import { EmptyState } from "#client/components/ui/empty-state";
import { ErrorState } from "#client/components/ui/error-state";
import { Page } from "#client/components/ui/page";
import { Skeleton } from "#client/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#client/components/ui/tabs";
import { useNotifications } from "#client/features/notifications/api/get-notifications";
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
} from "#client/features/notifications/api/mark-notifications-read";
import { NotificationItem } from "#client/features/notifications/components/notification-item";
import {
  fromServer,
  type NotificationEntry,
  newestFirst,
  welcomeEntry,
} from "#client/features/notifications/lib/notification-entries";
import { useNow } from "#client/features/notifications/lib/use-now";
import { NOTIFICATION_LIST_LIMIT } from "#shared/contracts/notifications";
import type { UserProfile } from "#shared/contracts/users";

type View = "all" | "unread";

function ListSkeleton() {
  return (
    <Card aria-busy="true">
      <p className="sr-only" role="status">
        Loading notifications
      </p>
      <ul className="divide-y divide-slate-200">
        {[0, 1, 2, 3].map((row) => (
          <li key={row} className="flex gap-4 p-5">
            <Skeleton className="size-10 rounded-full" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-4 w-2/3" />
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}

function EntryList({
  entries,
  now,
  onMarkRead,
  markingId,
}: {
  entries: NotificationEntry[];
  now: Date;
  onMarkRead: (id: number) => void;
  markingId: number | undefined;
}) {
  return (
    <Card className="overflow-hidden">
      <ul className="divide-y divide-slate-200">
        {entries.map((entry) => (
          <NotificationItem
            key={entry.key}
            entry={entry}
            now={now}
            onMarkRead={onMarkRead}
            isMarking={markingId !== undefined && markingId === entry.id}
          />
        ))}
      </ul>
    </Card>
  );
}

export function NotificationsPage({ user }: { user: UserProfile }) {
  const notifications = useNotifications(true);
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const now = useNow();
  const [view, setView] = useState<View>("all");

  const list = notifications.data;
  // Unread messages are among these: one "New message" entry per conversation, kept by the server.
  const serverUnread = list?.unreadCount ?? 0;
  const unread = serverUnread;
  const serverEntries = (list?.notifications ?? []).map(fromServer);
  const allEntries = newestFirst([...serverEntries, welcomeEntry(user.role, user.createdAt)]);
  const unreadEntries = allEntries.filter((entry) => !entry.read);
  const markingId = markRead.isPending ? markRead.variables : undefined;

  const onMarkRead = (id: number) => markRead.mutate(id);

  let content: ReactNode;
  if (notifications.isPending) {
    content = <ListSkeleton />;
  } else if (notifications.isError && !list) {
    content = (
      <ErrorState
        title="Could not load notifications"
        message="Please check your connection and try again."
        onRetry={() => void notifications.refetch()}
      />
    );
  } else {
    content = (
      <Tabs value={view} onValueChange={(next) => setView(next as View)}>
        <TabsList aria-label="Which notifications" className="max-w-xs">
          <TabsTrigger value="all">All</TabsTrigger>
          <TabsTrigger value="unread">Unread{unread > 0 ? ` (${unread})` : ""}</TabsTrigger>
        </TabsList>
        <TabsContent value="all" className="space-y-4">
          <h2 className="sr-only">All notifications</h2>
          {serverEntries.length === 0 && (
            <EmptyState
              icon={Inbox}
              title="No notifications yet"
              description="New quotes, messages, requests and reviews will appear here."
            />
          )}
          <EntryList entries={allEntries} now={now} onMarkRead={onMarkRead} markingId={markingId} />
          {(list?.notifications.length ?? 0) >= NOTIFICATION_LIST_LIMIT && (
            <p className="text-center text-sm text-slate-600">
              Showing your {NOTIFICATION_LIST_LIMIT} most recent notifications.
            </p>
          )}
        </TabsContent>
        <TabsContent value="unread">
          <h2 className="sr-only">Unread notifications</h2>
          {unreadEntries.length === 0 ? (
            <EmptyState
              icon={BellOff}
              title="You're all caught up"
              description="You have no unread notifications."
            />
          ) : (
            <EntryList
              entries={unreadEntries}
              now={now}
              onMarkRead={onMarkRead}
              markingId={markingId}
            />
          )}
        </TabsContent>
      </Tabs>
    );
  }

  return (
    <Page
      className="max-w-3xl"
      title={
        <span className="flex flex-wrap items-center gap-3">
          Notifications
          {unread > 0 && (
            <Badge tone="brand" className="text-sm">
              {unread} unread
            </Badge>
          )}
        </span>
      }
      subtitle="Quotes, messages and updates about your events."
      actions={
        <Button
          variant="outline"
          onClick={() => markAll.mutate()}
          disabled={serverUnread === 0 || markAll.isPending}
        >
          <CheckCheck aria-hidden="true" />
          Mark all as read
        </Button>
      }
    >
      {content}
    </Page>
  );
}
