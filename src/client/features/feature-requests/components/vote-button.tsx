import { ChevronUp } from "lucide-react";
import { useId } from "react";
import { cn } from "#client/lib/cn";

interface VoteButtonProps {
  featureRequestId: number;
  title: string;
  votes: number;
  hasVoted: boolean;
  /** Guests see the count but cannot vote. */
  canVote: boolean;
  isPending: boolean;
  onVote: () => void;
}

export function voteButtonId(featureRequestId: number) {
  return `vote-${featureRequestId}`;
}

/**
 * A toggle that only turns on: once the vote is in it stays pressed and says it cannot be used
 * again, while staying focusable so a screen reader can still hear the count.
 */
export function VoteButton({
  featureRequestId,
  title,
  votes,
  hasVoted,
  canVote,
  isPending,
  onVote,
}: VoteButtonProps) {
  const countId = useId();
  const isUnavailable = hasVoted || isPending;
  const note = !canVote ? "Log in to vote." : hasVoted ? "You have voted for this." : "";
  return (
    <button
      type="button"
      id={voteButtonId(featureRequestId)}
      aria-label={`Vote for ${title}`}
      aria-describedby={countId}
      aria-pressed={hasVoted}
      aria-disabled={canVote && isUnavailable ? true : undefined}
      disabled={!canVote}
      onClick={() => {
        if (canVote && !isUnavailable) onVote();
      }}
      className={cn(
        "flex min-h-16 w-14 shrink-0 flex-col self-start items-center justify-center gap-0.5 rounded-lg border text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
        hasVoted
          ? "border-brand-700 bg-brand-700 text-white"
          : "border-slate-300 bg-white text-slate-900",
        canVote && !isUnavailable && "hover:border-brand-600 hover:bg-brand-50",
        !canVote && "cursor-not-allowed bg-slate-50 text-slate-600",
        isPending && "opacity-70",
      )}
    >
      <ChevronUp className="size-5" aria-hidden="true" />
      <span aria-hidden="true" className="tabular-nums">
        {votes}
      </span>
      <span id={countId} className="sr-only">
        {votes === 1 ? "1 vote" : `${votes} votes`}. {note}
      </span>
    </button>
  );
}
