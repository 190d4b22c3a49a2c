import { Clock } from "lucide-react";
import { canReplyOnceSubscribedMessage } from "#shared/domain/standard-plan";

/**
 * Said above the reply box when the other side is a supplier on the free plan: what is sent
 * reaches them, but they can't read or answer it until they subscribe.
 */
export function ReplyOnceSubscribedNotice({ name }: { name: string }) {
  return (
    <div
      role="status"
      className="flex shrink-0 items-start gap-2 border-t border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950 sm:px-4"
    >
      <Clock className="mt-0.5 size-4 shrink-0 text-amber-800" aria-hidden="true" />
      <p>
        <span className="font-semibold">{canReplyOnceSubscribedMessage(name)}</span> We'll tell them
        you wrote.
      </p>
    </div>
  );
}
