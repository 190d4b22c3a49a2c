import { MessageSquare } from "lucide-react";
import { Link } from "react-router";
import { Avatar } from "#client/components/ui/avatar";
import { Button } from "#client/components/ui/button";
import { EmptyState } from "#client/components/ui/empty-state";
import { ErrorState } from "#client/components/ui/error-state";
import { Skeleton } from "#client/components/ui/skeleton";
import { useConversations } from "#client/features/messages/api/get-conversations";
import { formatListTime } from "#client/features/messages/lib/message-time";
import { cn } from "#client/lib/cn";
import { paths } from "#client/lib/paths";
import type { ConversationUser } from "#shared/contracts/messages";
import { CONVERSATIONS_ERROR_MESSAGE } from "#shared/contracts/messages";
import type { UserProfile } from "#shared/contracts/users";
import { RoleBadge } from "./role-badge";

interface ConversationListProps {
  viewer: UserProfile;
  activeUserId: number | null;
  /** Someone the viewer is writing to for the first time: listed first until a message exists. */
  newConversation: ConversationUser | null;
}

interface ItemProps {
  user: ConversationUser;
  isActive: boolean;
  preview: string;
  time?: string;
  timeLabel?: string;
  unreadCount: number;
}

function ConversationItem({ user, isActive, preview, time, timeLabel, unreadCount }: ItemProps) {
  return (
    <li>
      <Link
        to={paths.messagesWith(user.id)}
        aria-current={isActive ? "page" : undefined}
        className={cn(
          "flex gap-3 border-l-4 px-4 py-3 outline-offset-[-2px] transition-colors",
          isActive ? "border-brand-700 bg-brand-50" : "border-transparent hover:bg-slate-50",
        )}
      >
        <Avatar name={user.name} imageUrl={user.profileImage} />
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline justify-between gap-2">
            <span
              className={cn(
                "truncate text-sm text-slate-900",
                unreadCount > 0 ? "font-bold" : "font-semibold",
              )}
            >
              {user.name}
            </span>
            {time && (
              <time dateTime={timeLabel} className="shrink-0 text-xs text-slate-600">
                {time}
              </time>
            )}
          </span>
          <span className="mt-0.5 flex items-center gap-2">
            <RoleBadge role={user.role} />
          </span>
          <span className="mt-1 flex items-center justify-between gap-2">
            <span
              className={cn(
                "truncate text-sm",
                unreadCount > 0 ? "font-medium text-slate-900" : "text-slate-600",
              )}
            >
              {preview}
            </span>
            {unreadCount > 0 && (
              <span className="shrink-0 rounded-full bg-coral-700 px-2 py-0.5 text-xs font-bold text-white tabular-nums">
                <span className="sr-only">Unread: </span>
                {unreadCount}
              </span>
            )}
          </span>
        </span>
      </Link>
    </li>
  );
}

function ConversationListSkeleton() {
  return (
    <ul aria-hidden="true" className="divide-y divide-slate-100">
      {[0, 1, 2, 3].map((index) => (
        <li key={index} className="flex gap-3 px-4 py-3">
          <Skeleton className="size-9 shrink-0 rounded-full" />
          <span className="flex-1 space-y-2">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-3 w-1/3" />
            <Skeleton className="h-3 w-5/6" />
          </span>
        </li>
      ))}
    </ul>
  );
}

function NoConversations({ viewer }: { viewer: UserProfile }) {
  const isOrganizer = viewer.role === "organizer";
  return (
    <div className="p-4">
      <EmptyState
        icon={MessageSquare}
        title="No conversations yet"
        description={
          isOrganizer
            ? "Find a supplier you like and send them a message from their profile."
            : "When an organizer messages you, the conversation appears here."
        }
        action={
          <Button asChild variant="outline">
            <Link to={isOrganizer ? paths.suppliers : paths.browseRequests}>
              {isOrganizer ? "Browse Suppliers" : "Browse Events"}
            </Link>
          </Button>
        }
      />
    </div>
  );
}

/** The viewer's conversations, most recent first; each opens its thread. */
export function ConversationList({ viewer, activeUserId, newConversation }: ConversationListProps) {
  const conversations = useConversations();
  if (conversations.isPending) {
    return (
      <>
        <span role="status" className="sr-only">
          Loading conversations
        </span>
        <ConversationListSkeleton />
      </>
    );
  }
  if (conversations.isError && !conversations.data) {
    return (
      <div className="p-4">
        <ErrorState
          title={CONVERSATIONS_ERROR_MESSAGE}
          onRetry={() => void conversations.refetch()}
        />
      </div>
    );
  }
  const entries = conversations.data;
  const isNew =
    newConversation !== null && !entries.some((entry) => entry.id === newConversation.id);
  if (entries.length === 0 && !isNew) return <NoConversations viewer={viewer} />;
  return (
    <ul className="divide-y divide-slate-100">
      {isNew && newConversation && (
        <ConversationItem
          user={newConversation}
          isActive={activeUserId === newConversation.id}
          preview="New conversation"
          unreadCount={0}
        />
      )}
      {entries.map((entry) => (
        <ConversationItem
          key={entry.id}
          user={entry}
          isActive={activeUserId === entry.id}
          preview={`${entry.lastMessage.senderId === viewer.id ? "You: " : ""}${entry.lastMessage.content}`}
          time={formatListTime(entry.lastMessage.createdAt)}
          timeLabel={entry.lastMessage.createdAt}
          unreadCount={entry.unreadCount}
        />
      ))}
    </ul>
  );
}
