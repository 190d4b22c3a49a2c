import { Lightbulb, LogIn, Plus } from "lucide-react";
import { useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import { Button } from "#client/components/ui/button";
import { EmptyState } from "#client/components/ui/empty-state";
import { ErrorState } from "#client/components/ui/error-state";
import { FilterButtons } from "#client/components/ui/filter-buttons";
import { Page } from "#client/components/ui/page";
import { toast } from "#client/components/ui/toast";
import { useFeatureRequests } from "#client/features/feature-requests/api/get-feature-requests";
import { useVoteForFeatureRequest } from "#client/features/feature-requests/api/vote-for-feature-request";
import { FeatureRequestCard } from "#client/features/feature-requests/components/feature-request-card";
import { FeatureRequestListSkeleton } from "#client/features/feature-requests/components/feature-request-list-skeleton";
import { NewFeatureRequestDialog } from "#client/features/feature-requests/components/new-feature-request-dialog";
import { voteButtonId } from "#client/features/feature-requests/components/vote-button";
import { ApiError } from "#client/lib/api-client";
import { countByStatus } from "#client/lib/count-by";
import { paths } from "#client/lib/paths";
import {
  FEATURE_REQUEST_STATUS_LABELS,
  FEATURE_REQUEST_STATUSES,
  type FeatureRequestStatus,
  type FeatureRequestView,
} from "#shared/contracts/feature-requests";
import type { UserProfile } from "#shared/contracts/users";

const VOTE_FAILED_MESSAGE = "Failed to record vote. Please try again.";

type StatusFilterValue = FeatureRequestStatus | "all";

function GuestNotice() {
  return (
    <div className="mb-6 flex flex-col gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-slate-800">
        Have an idea, or want to back one? Log in or create a free account to suggest features and
        vote.
      </p>
      <div className="flex shrink-0 gap-2">
        <Button asChild size="sm">
          <Link to={paths.login} state={{ from: paths.featureRequests }}>
            <LogIn aria-hidden="true" />
            Log in to take part
          </Link>
        </Button>
        <Button asChild size="sm" variant="outline">
          <Link to={paths.register}>Sign up</Link>
        </Button>
      </div>
    </div>
  );
}

interface FeatureRequestsPageProps {
  /** Null for a guest, who can read the board but not take part. */
  user: UserProfile | null;
  /** True while the session is still being checked, so guests' controls do not flash. */
  isSessionLoading: boolean;
}

export function FeatureRequestsPage({ user, isSessionLoading }: FeatureRequestsPageProps) {
  const list = useFeatureRequests(user?.id ?? null, !isSessionLoading);
  const vote = useVoteForFeatureRequest();
  const [filter, setFilter] = useState<StatusFilterValue>("all");
  const [isDialogOpen, setDialogOpen] = useState(false);
  const newRequestButton = useRef<HTMLButtonElement>(null);
  const requests = list.data ?? [];
  const counts = useMemo(
    () => countByStatus(list.data ?? [], FEATURE_REQUEST_STATUSES),
    [list.data],
  );
  const shown = filter === "all" ? requests : requests.filter((item) => item.status === filter);
  const filterWord =
    filter === "all" ? "" : `${FEATURE_REQUEST_STATUS_LABELS[filter].toLowerCase()} `;

  const onDialogOpenChange = (open: boolean) => {
    setDialogOpen(open);
    // The shared Dialog has no Radix Trigger to hand focus back to, so the opener takes it back.
    if (!open) setTimeout(() => newRequestButton.current?.focus(), 0);
  };

  const onVote = (request: FeatureRequestView) => {
    vote.mutate(request.id, {
      onSuccess() {
        toast({
          title: "Vote Recorded",
          description: `Thanks for backing “${request.title}”.`,
          variant: "success",
        });
      },
      onError(error) {
        const isKnownRefusal =
          error instanceof ApiError && (error.status === 404 || error.status === 409);
        toast({
          title: "Error",
          description: isKnownRefusal ? error.serverMessage : VOTE_FAILED_MESSAGE,
          variant: "destructive",
        });
      },
      onSettled() {
        // The board re-sorts by votes; a card that moves can drop keyboard focus on the way.
        requestAnimationFrame(() => {
          if (document.activeElement === document.body)
            document.getElementById(voteButtonId(request.id))?.focus();
        });
      },
    });
  };

  const actions = user ? (
    <Button ref={newRequestButton} onClick={() => setDialogOpen(true)}>
      <Plus aria-hidden="true" />
      New Request
    </Button>
  ) : undefined;

  return (
    <Page
      title="Feature Requests"
      subtitle="Suggest improvements to EventEazy and vote for the ideas you want most."
      actions={actions}
    >
      {!user && !isSessionLoading && <GuestNotice />}
      {list.data ? (
        requests.length === 0 ? (
          <EmptyState
            icon={Lightbulb}
            title="No feature requests yet. Be the first to submit one!"
            action={
              user ? (
                <Button onClick={() => setDialogOpen(true)}>
                  <Plus aria-hidden="true" />
                  New Request
                </Button>
              ) : undefined
            }
          />
        ) : (
          <>
            <div className="mb-6">
              <FilterButtons
                legend="Filter by status"
                options={[
                  { value: "all", label: "All", count: counts.all },
                  ...FEATURE_REQUEST_STATUSES.map((status) => ({
                    value: status,
                    label: FEATURE_REQUEST_STATUS_LABELS[status],
                    count: counts[status],
                  })),
                ]}
                value={filter}
                onChange={setFilter}
              />
            </div>
            <p className="sr-only" aria-live="polite">
              {`Showing ${shown.length} ${filterWord}feature ${shown.length === 1 ? "request" : "requests"}`}
            </p>
            {shown.length === 0 ? (
              <EmptyState
                icon={Lightbulb}
                title={`No ${filterWord}feature requests`}
                action={
                  <Button variant="outline" onClick={() => setFilter("all")}>
                    Show all requests
                  </Button>
                }
              />
            ) : (
              <ul className="space-y-4">
                {shown.map((request) => (
                  <li key={request.id}>
                    <FeatureRequestCard
                      request={request}
                      canVote={user !== null}
                      isVoting={vote.isPending && vote.variables === request.id}
                      onVote={onVote}
                    />
                  </li>
                ))}
              </ul>
            )}
          </>
        )
      ) : list.isError ? (
        <ErrorState
          title="Could not load feature requests"
          message="Please check your connection and try again."
          onRetry={() => list.refetch()}
        />
      ) : (
        <FeatureRequestListSkeleton />
      )}
      {user && <NewFeatureRequestDialog open={isDialogOpen} onOpenChange={onDialogOpenChange} />}
    </Page>
  );
}
