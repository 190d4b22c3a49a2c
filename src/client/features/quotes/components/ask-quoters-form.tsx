import { Send } from "lucide-react";
import { type FormEvent, useRef, useState } from "react";
import { Button } from "#client/components/ui/button";
import { FormField } from "#client/components/ui/form-field";
import { Textarea } from "#client/components/ui/input";
import { toast } from "#client/components/ui/toast";
import { useAskQuoters } from "#client/features/messages/api/ask-quoters";
import { messageOf } from "#client/lib/api-client";
import {
  MESSAGE_EMPTY_MESSAGE,
  MESSAGE_MAX_LENGTH,
  MESSAGE_TOO_LONG_MESSAGE,
} from "#shared/contracts/messages";

const ASK_FAILED_MESSAGE = "Your question couldn't be sent. Please try again.";

/**
 * "Sent to 4 suppliers; 2 can reply once they subscribe": who was asked, and how many of them
 * are on the free plan, so the organizer doesn't wait on answers that can't come yet.
 */
export function askQuotersSentMessage(sentCount: number, awaitingSubscriptionCount: number) {
  const sent = `Sent to ${sentCount === 1 ? "1 supplier" : `${sentCount} suppliers`}`;
  if (awaitingSubscriptionCount === 0) return sent;
  return `${sent}; ${awaitingSubscriptionCount} can reply once they subscribe`;
}

/**
 * One question to every supplier whose quote is still in the running: each gets it as a message
 * in their own conversation about this request, and their answers show in the comparison.
 */
export function AskQuotersForm({
  requestId,
  quoterCount,
}: {
  requestId: number;
  quoterCount: number;
}) {
  const ask = useAskQuoters(requestId);
  const [content, setContent] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  // On a refusal the question field takes focus, so a screen reader reads out why with it.
  const field = useRef<HTMLTextAreaElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = content.trim();
    const problem =
      text === ""
        ? MESSAGE_EMPTY_MESSAGE
        : text.length > MESSAGE_MAX_LENGTH
          ? MESSAGE_TOO_LONG_MESSAGE
          : null;
    setSentMessage(null);
    if (problem) {
      setError(problem);
      field.current?.focus();
      return;
    }
    setError(null);
    try {
      const result = await ask.mutateAsync({ content: text });
      setContent("");
      const sent = askQuotersSentMessage(result.sentCount, result.awaitingSubscriptionCount);
      setSentMessage(sent);
      toast({ title: sent, variant: "success" });
    } catch (failure) {
      setError(messageOf(failure, ASK_FAILED_MESSAGE));
      // Wait for the field to be enabled again before focusing it.
      requestAnimationFrame(() => field.current?.focus());
    }
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="ask-quoters-heading"
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <div>
        <h3 id="ask-quoters-heading" className="font-semibold text-slate-900">
          Ask every quoter
        </h3>
        <p className="text-sm text-slate-600">
          One question to the {quoterCount === 1 ? "supplier" : `${quoterCount} suppliers`} still in
          the running. Each answer shows under their quote below.
        </p>
      </div>
      <FormField label="Your question" error={error ?? undefined}>
        <Textarea
          ref={field}
          value={content}
          onChange={(event) => setContent(event.target.value)}
          rows={3}
          maxLength={MESSAGE_MAX_LENGTH}
          disabled={ask.isPending}
        />
      </FormField>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={ask.isPending}>
          <Send aria-hidden="true" />
          {ask.isPending ? "Sending..." : "Ask All Quoters"}
        </Button>
        {/* The toast reads it out; this line keeps it in view beside the form. */}
        <p className="text-sm text-green-800">
          {sentMessage !== null && `${sentMessage}. You'll see their answers here.`}
        </p>
      </div>
    </form>
  );
}
