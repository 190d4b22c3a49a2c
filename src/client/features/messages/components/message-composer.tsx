import { SendHorizontal } from "lucide-react";
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from "react";
import { Button } from "#client/components/ui/button";
import { Textarea } from "#client/components/ui/input";
import { MESSAGE_MAX_LENGTH } from "#shared/contracts/messages";
import { formatNumber } from "#shared/domain/format";

/** The counter appears this close to the limit. */
const COUNTER_FROM = MESSAGE_MAX_LENGTH - 500;

interface MessageComposerProps {
  recipientName: string;
  isSending: boolean;
  /** `restore` puts the text back in the box when sending fails. */
  onSend(content: string, restore: (content: string) => void): void;
}

/** Enter sends, Shift+Enter starts a new line; nothing goes while the text is blank or a send runs. */
export function MessageComposer({ recipientName, isSending, onSend }: MessageComposerProps) {
  const [draft, setDraft] = useState("");
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const content = draft.trim();
  const canSend = content !== "" && !isSending;

  const restore = (failed: string) => {
    setDraft((current) => (current.trim() === "" ? failed : `${failed}\n${current}`));
    textareaRef.current?.focus();
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    setDraft("");
    onSend(content, restore);
    textareaRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form onSubmit={submit} className="shrink-0 border-t border-slate-200 bg-white p-3 sm:p-4">
      <div className="flex items-end gap-2">
        <label htmlFor={id} className="sr-only">
          Message {recipientName}
        </label>
        <Textarea
          id={id}
          ref={textareaRef}
          rows={1}
          value={draft}
          maxLength={MESSAGE_MAX_LENGTH}
          placeholder="Type your message…"
          aria-describedby={`${id}-hint`}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          // The shared textarea starts four lines tall; a chat box starts at one and grows.
          className="max-h-40 min-h-11! flex-1 resize-none [field-sizing:content]"
        />
        <Button type="submit" size="icon" aria-label="Send message" disabled={!canSend}>
          <SendHorizontal aria-hidden="true" />
        </Button>
      </div>
      <p id={`${id}-hint`} className="mt-1.5 flex justify-between gap-2 text-xs text-slate-600">
        <span className="max-sm:sr-only">Enter to send, Shift+Enter for a new line</span>
        {draft.length >= COUNTER_FROM && (
          <span className="ml-auto tabular-nums">
            {formatNumber(draft.length)} / {formatNumber(MESSAGE_MAX_LENGTH)}
          </span>
        )}
      </p>
    </form>
  );
}
