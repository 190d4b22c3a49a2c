import { MessageSquare } from "lucide-react";
import { Fragment, useLayoutEffect, useRef } from "react";
import { Button } from "#client/components/ui/button";
import type { SendMessageVariables } from "#client/features/messages/api/send-message";
import {
  dayKey,
  formatDayHeading,
  formatMessageTime,
} from "#client/features/messages/lib/message-time";
import { cn } from "#client/lib/cn";
import type { MessageView } from "#shared/contracts/messages";

/** How close to the bottom counts as reading the newest messages (then new ones scroll into view). */
const STICKY_BOTTOM_PX = 96;

interface ShownMessage {
  key: string | number;
  content: string;
  createdAt: string;
  isMine: boolean;
  isPending: boolean;
  read: boolean;
}

interface MessageListProps {
  messages: MessageView[];
  pending: SendMessageVariables[];
  viewerId: number;
  otherName: string;
  hasOlder: boolean;
  isLoadingOlder: boolean;
  onLoadOlder(): void;
}

function toShown(messages: MessageView[], pending: SendMessageVariables[], viewerId: number) {
  const now = new Date().toISOString();
  return [
    ...messages.map(
      (message): ShownMessage => ({
        key: message.id,
        content: message.content,
        createdAt: message.createdAt,
        isMine: message.senderId === viewerId,
        isPending: false,
        read: message.read,
      }),
    ),
    ...pending.map(
      (message): ShownMessage => ({
        key: message.tempId,
        content: message.content,
        createdAt: now,
        isMine: true,
        isPending: true,
        read: false,
      }),
    ),
  ];
}

function MessageBubble({
  message,
  otherName,
  status,
}: {
  message: ShownMessage;
  otherName: string;
  status?: string;
}) {
  return (
    <li className={cn("flex", message.isMine ? "justify-end" : "justify-start")}>
      <div className={cn("max-w-[85%] sm:max-w-[70%]", message.isMine && "text-right")}>
        <p
          className={cn(
            "rounded-2xl px-4 py-2 text-left text-sm break-words whitespace-pre-wrap",
            message.isMine
              ? "rounded-br-md bg-brand-700 text-white"
              : "rounded-bl-md bg-slate-100 text-slate-900",
            message.isPending && "opacity-75",
          )}
        >
          <span className="sr-only">{message.isMine ? "You" : otherName}: </span>
          {message.content}
        </p>
        <p className="mt-1 px-1 text-xs text-slate-600">
          {!message.isPending && (
            <time dateTime={message.createdAt}>{formatMessageTime(message.createdAt)}</time>
          )}
          {status && !message.isPending && " · "}
          {status && <span>{status}</span>}
        </p>
      </div>
    </li>
  );
}

/**
 * The thread as a chat log, oldest at the top. It opens at the newest message and follows new
 * ones while the reader is at the bottom; loading older messages keeps the reader's place.
 */
export function MessageList({
  messages,
  pending,
  viewerId,
  otherName,
  hasOlder,
  isLoadingOlder,
  onLoadOlder,
}: MessageListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const isAtBottom = useRef(true);
  const previous = useRef<{ first?: string | number; last?: string | number; height: number }>({
    height: 0,
  });
  const shown = toShown(messages, pending, viewerId);
  const first = shown.at(0);
  const last = shown.at(-1);
  const lastMine = shown.findLast((message) => message.isMine);

  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const before = previous.current;
    if (last?.key !== before.last) {
      if (before.last === undefined || isAtBottom.current || last?.isMine)
        element.scrollTop = element.scrollHeight;
    } else if (first?.key !== before.first) {
      element.scrollTop += element.scrollHeight - before.height;
    }
    previous.current = { first: first?.key, last: last?.key, height: element.scrollHeight };
  });

  const onScroll = () => {
    const element = scrollRef.current;
    if (!element) return;
    isAtBottom.current =
      element.scrollHeight - element.scrollTop - element.clientHeight < STICKY_BOTTOM_PX;
  };

  return (
    <div
      ref={scrollRef}
      onScroll={onScroll}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to be read
      tabIndex={0}
      role="log"
      aria-label={`Messages with ${otherName}`}
      className="min-h-0 flex-1 overflow-y-auto bg-white px-3 py-4 sm:px-6"
    >
      {hasOlder && (
        <div className="mb-4 flex justify-center">
          <Button variant="outline" size="sm" disabled={isLoadingOlder} onClick={onLoadOlder}>
            {isLoadingOlder ? "Loading…" : "Load earlier messages"}
          </Button>
        </div>
      )}
      {shown.length === 0 ? (
        <div className="flex h-full flex-col items-center justify-center gap-2 px-6 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <MessageSquare className="size-6" aria-hidden="true" />
          </span>
          <p className="font-semibold text-slate-900">No messages yet</p>
          <p className="max-w-xs text-sm text-slate-600">
            Send {otherName} a message to start the conversation.
          </p>
        </div>
      ) : (
        <ol className="space-y-3">
          {shown.map((message, index) => {
            const previousMessage = shown[index - 1];
            const isNewDay =
              !previousMessage ||
              dayKey(new Date(previousMessage.createdAt)) !== dayKey(new Date(message.createdAt));
            const status = message.isPending
              ? "Sending…"
              : message === lastMine
                ? message.read
                  ? "Seen"
                  : "Sent"
                : undefined;
            return (
              <Fragment key={message.key}>
                {isNewDay && (
                  <li className="flex justify-center py-2">
                    <span className="rounded-full bg-slate-100 px-3 py-1 text-xs font-medium text-slate-700">
                      {formatDayHeading(message.createdAt)}
                    </span>
                  </li>
                )}
                <MessageBubble message={message} otherName={otherName} status={status} />
              </Fragment>
            );
          })}
        </ol>
      )}
    </div>
  );
}
