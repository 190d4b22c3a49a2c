import { MessageSquare } from "lucide-react";
import { Link } from "react-router";
import { Avatar } from "#client/components/ui/avatar";
import { Button } from "#client/components/ui/button";
import { Card } from "#client/components/ui/card";
import { EmptyState } from "#client/components/ui/empty-state";
import { ErrorState } from "#client/components/ui/error-state";
import { Skeleton } from "#client/components/ui/skeleton";
import { useRequestMessages } from "#client/features/messages/api/get-request-messages";
import { paths } from "#client/lib/paths";
import type { RequestConversation } from "#shared/contracts/messages";
import { formatLongDate } from "#shared/domain/format";
import { profilePathOf } from "./profile-path";
import { RoleBadge } from "./role-badge";

/** How many of a conversation's latest messages the request page shows; the thread has the rest. */
const SHOWN_PER_CONVERSATION = 3;

const timeFormat = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit" });

function ConversationCard({
  conversation,
  viewerId,
  requestId,
}: {
  conversation: RequestConversation;
  viewerId: number;
  requestId: number;
}) {
  const { user, messages } = conversation;
  const shown = messages.slice(-SHOWN_PER_CONVERSATION);
  const earlier = messages.length - shown.length;
  return (
    <Card className="p-4 sm:p-5">
      <article aria-label={`Conversation with ${user.name}`}>
        <header className="flex flex-wrap items-center gap-3">
          <Avatar name={user.name} imageUrl={user.profileImage} />
          <Link
            to={profilePathOf(user)}
            className="font-semibold text-slate-900 underline-offset-4 hover:underline"
          >
            {user.name}
          </Link>
          <RoleBadge role={user.role} />
        </header>
        {earlier > 0 && (
          <p className="mt-3 text-xs text-slate-600">
            {earlier} earlier message{earlier === 1 ? "" : "s"}
          </p>
        )}
        <ol className="mt-3 space-y-2">
          {shown.map((message) => {
            const isMine = message.senderId === viewerId;
            return (
              <li
                key={message.id}
                className={
                  isMine
                    ? "ml-8 rounded-lg bg-brand-50 px-3 py-2 text-sm"
                    : "mr-8 rounded-lg bg-slate-100 px-3 py-2 text-sm"
                }
              >
                <p className="text-xs font-medium text-slate-600">
                  {isMine ? "You" : user.name} ·{" "}
                  <time dateTime={message.createdAt}>
                    {formatLongDate(message.createdAt)},{" "}
                    {timeFormat.format(new Date(message.createdAt))}
                  </time>
                </p>
                <p className="mt-1 whitespace-pre-wrap break-words text-slate-900">
                  {message.content}
                </p>
              </li>
            );
          })}
        </ol>
        <Button asChild variant="outline" size="sm" className="mt-4">
          <Link to={`${paths.messagesWith(user.id)}?request=${requestId}`}>
            Open conversation<span className="sr-only"> with {user.name}</span>
          </Link>
        </Button>
      </article>
    </Card>
  );
}

/** The request page's Messages tab: every conversation about this request, latest first. */
export function RequestMessagesPanel({
  requestId,
  viewerId,
}: {
  requestId: number;
  viewerId: number;
}) {
  const query = useRequestMessages(requestId);
  if (query.isPending)
    return (
      <div className="space-y-4" role="status" aria-label="Loading messages">
        <Skeleton className="h-32 w-full" />
        <Skeleton className="h-32 w-full" />
      </div>
    );
  if (query.isError)
    return (
      <ErrorState
        title="Error loading messages. Please try again."
        onRetry={() => void query.refetch()}
      />
    );
  if (query.data.length === 0)
    return (
      <EmptyState
        icon={MessageSquare}
        title="No messages about this request yet"
        description="Message a supplier from their quote or their profile, and the conversation shows here."
        action={
          <Button asChild variant="outline">
            <Link to={paths.messages}>Go to Messages</Link>
          </Button>
        }
      />
    );
  return (
    <div className="space-y-4">
      {query.data.map((conversation) => (
        <ConversationCard
          key={conversation.user.id}
          conversation={conversation}
          viewerId={viewerId}
          requestId={requestId}
        />
      ))}
    </div>
  );
}
