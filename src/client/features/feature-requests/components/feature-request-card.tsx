import { Tag } from "lucide-react";
import { useId } from "react";
import {
  FEATURE_REQUEST_CATEGORY_LABELS,
  type FeatureRequestView,
} from "#shared/contracts/feature-requests";
import { formatLongDate } from "#shared/domain/format";
import { FeatureRequestPriorityBadge, FeatureRequestStatusBadge } from "./feature-request-badges";
import { VoteButton } from "./vote-button";

interface FeatureRequestCardProps {
  request: FeatureRequestView;
  canVote: boolean;
  isVoting: boolean;
  onVote: (request: FeatureRequestView) => void;
}

export function FeatureRequestCard({
  request,
  canVote,
  isVoting,
  onVote,
}: FeatureRequestCardProps) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="flex gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <VoteButton
        featureRequestId={request.id}
        title={request.title}
        votes={request.votes}
        hasVoted={request.hasVoted}
        canVote={canVote}
        isPending={isVoting}
        onVote={() => onVote(request)}
      />
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
          <h2
            id={titleId}
            className="text-base font-semibold break-words text-slate-900 sm:text-lg"
          >
            {request.title}
          </h2>
          <FeatureRequestStatusBadge status={request.status} />
        </div>
        <p className="text-sm break-words whitespace-pre-line text-slate-700">
          {request.description}
        </p>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 pt-1 text-xs text-slate-600">
          <FeatureRequestPriorityBadge priority={request.priority} />
          <span className="inline-flex items-center gap-1">
            <Tag className="size-3.5" aria-hidden="true" />
            <span className="sr-only">Category: </span>
            {FEATURE_REQUEST_CATEGORY_LABELS[request.category]}
          </span>
          <span>
            Suggested by {request.authorName} on{" "}
            <time dateTime={request.createdAt}>{formatLongDate(request.createdAt)}</time>
          </span>
        </div>
      </div>
    </article>
  );
}
