import { MessagesSquare } from "lucide-react";
import { useThread } from "#client/features/messages/api/get-thread";
import { ConversationList } from "#client/features/messages/components/conversation-list";
import { ThreadError, ThreadPanel } from "#client/features/messages/components/thread-panel";
import { cn } from "#client/lib/cn";
import type { ConversationUser } from "#shared/contracts/messages";
import type { UserProfile } from "#shared/contracts/users";

/** What the address asks for: the list alone, one conversation, or something that is not a user. */
export type MessagesSelection =
  | { kind: "none" }
  | { kind: "user"; userId: number; requestId: number | null }
  | { kind: "invalid" };

function NoConversationOpen() {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 p-8 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <MessagesSquare className="size-7" aria-hidden="true" />
      </span>
      <h2 className="text-lg font-semibold text-slate-900">Select a conversation</h2>
      <p className="max-w-sm text-sm text-slate-600">
        Choose a conversation from the list to read and reply to messages.
      </p>
    </div>
  );
}

/**
 * Conversations on the left, the open thread on the right; on a phone, one at a time with a way
 * back to the list.
 */
export function MessagesPage({
  viewer,
  selection,
}: {
  viewer: UserProfile;
  selection: MessagesSelection;
}) {
  const activeUserId = selection.kind === "user" ? selection.userId : null;
  const thread = useThread(activeUserId);
  const threadUser = thread.data?.pages[0]?.user;
  const newConversation: ConversationUser | null = threadUser
    ? {
        id: threadUser.id,
        name: threadUser.name,
        role: threadUser.role,
        profileImage: threadUser.profileImage,
        urlSlug: threadUser.urlSlug,
      }
    : null;
  const isThreadShown = selection.kind !== "none";

  return (
    <div className="mx-auto w-full max-w-6xl md:px-6 md:py-6">
      <h1
        className={cn(
          "px-4 pt-6 pb-4 text-2xl font-bold tracking-tight text-slate-900 md:px-0 md:pt-0 sm:text-3xl",
          isThreadShown && "max-md:sr-only",
        )}
      >
        Messages
      </h1>
      <div
        className={cn(
          "grid grid-cols-1 border-slate-200 bg-white md:h-[calc(100dvh-11rem)] md:min-h-[32rem] md:grid-cols-[20rem_minmax(0,1fr)] md:overflow-hidden md:rounded-xl md:border md:shadow-sm lg:grid-cols-[22rem_minmax(0,1fr)]",
          isThreadShown && "max-md:h-[calc(100dvh-4rem)]",
        )}
      >
        <section
          aria-label="Conversations"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
          tabIndex={0}
          className={cn(
            "min-h-0 border-t border-slate-200 md:overflow-y-auto md:border-t-0 md:border-r",
            isThreadShown && "max-md:hidden",
          )}
        >
          <ConversationList
            viewer={viewer}
            activeUserId={activeUserId}
            newConversation={newConversation}
          />
        </section>
        <section
          aria-label="Conversation"
          className={cn("flex min-h-0 flex-col", !isThreadShown && "max-md:hidden")}
        >
          {selection.kind === "user" ? (
            <ThreadPanel
              key={selection.userId}
              viewer={viewer}
              userId={selection.userId}
              requestId={selection.requestId}
            />
          ) : selection.kind === "invalid" ? (
            <ThreadError error={null} isMissingUser />
          ) : (
            <NoConversationOpen />
          )}
        </section>
      </div>
    </div>
  );
}
