import {
  CalendarCheck,
  CalendarX,
  Check,
  FileText,
  Inbox,
  MailCheck,
  SearchX,
  X,
} from "lucide-react";
import { useMemo } from "react";
import { Link } from "react-router";
import { ListPage } from "#client/components/list-page";
import { ListResults } from "#client/components/list-results";
import { RequestLeadFactsList } from "#client/components/request-lead-facts";
import {
  RequestSummaryCard,
  RequestSummaryCardSkeleton,
} from "#client/components/request-summary-card";
import { Badge } from "#client/components/ui/badge";
import { Button } from "#client/components/ui/button";
import { EmptyState } from "#client/components/ui/empty-state";
import { Page } from "#client/components/ui/page";
import { CategorySelect } from "#client/features/browse-requests/components/category-select";
import { MyCategoriesPanel } from "#client/features/browse-requests/components/my-categories-panel";
import { RequestSearchBox } from "#client/features/browse-requests/components/request-search-box";
import { ViewSwitch } from "#client/features/browse-requests/components/view-switch";
import { useBrowseFilters } from "#client/features/browse-requests/hooks/use-browse-filters";
import {
  type BrowseFilters,
  type HiddenAsUnavailable,
  hasQuoted,
  isBookedFor,
  visibleRequests,
} from "#client/features/browse-requests/lib/filter-requests";
import { useRequestList } from "#client/features/requests/api/requests";
import { paths } from "#client/lib/paths";
import type { UserProfile } from "#shared/contracts/users";
import { categoryName } from "#shared/domain/categories";
import { isRequestFull } from "#shared/domain/fair-leads";
import { formatNumber } from "#shared/domain/format";

const SKELETON_COUNT = 3;

function pluralRequests(count: number): string {
  return `${formatNumber(count)} ${count === 1 ? "request" : "requests"}`;
}

function describeResults(shown: number, total: number, filters: BrowseFilters): string {
  if (total === 0) return "No active requests";
  const parts = [shown === total ? pluralRequests(total) : `${shown} of ${pluralRequests(total)}`];
  if (filters.category) parts.push(`in ${categoryName(filters.category)}`);
  if (filters.q) parts.push(`matching “${filters.q}”`);
  const included = [
    filters.includeFull && "full ones",
    filters.showUnavailable && "those on your unavailable days",
  ].filter(Boolean);
  return `${parts.join(" ")}${included.length > 0 ? `, ${included.join(" and ")} included` : ""}, newest first`;
}

const hiddenCount = ({ blocked, booked }: HiddenAsUnavailable) => blocked + booked;

/**
 * "1 request hidden: you're booked that day", "2 requests hidden: on days you blocked",
 * "3 requests hidden: 2 on days you blocked, 1 on a day you're booked".
 */
export function hiddenNotice(hidden: HiddenAsUnavailable): string {
  const { blocked, booked } = hidden;
  const total = hiddenCount(hidden);
  const head = `${pluralRequests(total)} hidden`;
  if (blocked === 0)
    return booked === 1
      ? `${head}: you're booked that day`
      : `${head}: you're booked on their dates`;
  if (booked === 0)
    return blocked === 1 ? `${head}: on a day you blocked` : `${head}: on days you blocked`;
  const onBlocked =
    blocked === 1 ? "1 on a day you blocked" : `${formatNumber(blocked)} on days you blocked`;
  const onBooked =
    booked === 1 ? "1 on a day you're booked" : `${formatNumber(booked)} on days you're booked`;
  return `${head}: ${onBlocked}, ${onBooked}`;
}

function NoResults({
  filters,
  total,
  hiddenAsUnavailable,
  onClear,
}: {
  filters: BrowseFilters;
  total: number;
  hiddenAsUnavailable: HiddenAsUnavailable;
  onClear: () => void;
}) {
  const hidden = hiddenCount(hiddenAsUnavailable);
  if (hidden > 0 && !filters.q && !filters.category) {
    return (
      <EmptyState
        icon={CalendarX}
        title="No requests on your free days"
        description={`${hiddenNotice(hiddenAsUnavailable)}. Switch on “Show requests on my unavailable days” to see ${hidden === 1 ? "it" : "them"}.`}
      />
    );
  }
  if (total === 0) {
    return (
      <EmptyState
        icon={Inbox}
        title="No active requests available at the moment"
        description={
          filters.includeFull
            ? "New event requests in your categories will appear here as soon as organizers post them. Check back soon."
            : "New event requests in your categories will appear here as soon as organizers post them. Requests that already have all their quotes are hidden; switch on “Include full requests” to see them."
        }
      />
    );
  }
  const clear = <Button onClick={onClear}>Clear Filters</Button>;
  if (filters.q) {
    return (
      <EmptyState
        icon={SearchX}
        title={`No requests match “${filters.q}”`}
        description={
          filters.category
            ? `Nothing in ${categoryName(filters.category)} mentions “${filters.q}” in its title, description or location. Try another word or clear the filters.`
            : `No request mentions “${filters.q}” in its title, description or location. Try another word or clear the search.`
        }
        action={clear}
      />
    );
  }
  const category = filters.category ? categoryName(filters.category) : "";
  return (
    <EmptyState
      icon={SearchX}
      title={`No requests in ${category}`}
      description={`There are no active requests in ${category} right now. Try another category or show them all.`}
      action={clear}
    />
  );
}

export function BrowseRequestsPage({ user }: { user: UserProfile }) {
  const {
    filters,
    hasFilters,
    setCategory,
    setSearch,
    setIncludeFull,
    setShowUnavailable,
    clearAll,
  } = useBrowseFilters();
  // Always with the requests on the supplier's unavailable days, so hiding them is the page's
  // choice: it can say how many it hides, and the switch shows them without asking again.
  const query = useRequestList(true, {
    includeFull: filters.includeFull,
    includeUnavailable: true,
  });
  const { shown, hiddenAsUnavailable } = useMemo(
    () => visibleRequests(query.data ?? [], filters),
    [query.data, filters],
  );
  const all = useMemo(
    () =>
      (query.data ?? []).filter(
        (request) => filters.showUnavailable || !request.supplierUnavailable,
      ),
    [query.data, filters.showUnavailable],
  );
  const isLoading = query.isPending || (query.isLoadingError && query.isFetching);
  const hasFailed = query.isLoadingError && !query.isFetching;

  // With nothing else to show, the empty state itself says what is hidden.
  const isHiddenInEmptyState = shown.length === 0 && !filters.q && !filters.category;

  let status: string;
  if (isLoading) status = "Loading requests…";
  else if (hasFailed) status = "";
  else status = describeResults(shown.length, all.length, filters);

  const results = (
    <ListResults
      items={shown}
      isLoading={isLoading}
      failure={
        hasFailed
          ? {
              title: "Requests could not be loaded",
              message: "Please check your connection and try again.",
              onRetry: () => void query.refetch(),
            }
          : undefined
      }
      loading={
        <ul className="space-y-4">
          {Array.from({ length: SKELETON_COUNT }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed-length placeholder list
            <li key={index}>
              <RequestSummaryCardSkeleton />
            </li>
          ))}
        </ul>
      }
      empty={
        <NoResults
          filters={filters}
          total={all.length}
          hiddenAsUnavailable={hiddenAsUnavailable}
          onClear={clearAll}
        />
      }
      itemKey={(request) => request.id}
      renderItem={(request) => (
        <RequestSummaryCard
          request={request}
          actionLabel="View Details"
          headingLevel={3}
          badges={
            <>
              {request.invited && (
                <Badge tone="brand">
                  <MailCheck className="size-3.5" aria-hidden="true" />
                  Invited
                </Badge>
              )}
              {isBookedFor(request, user.id) ? (
                <Badge tone="green">
                  <CalendarCheck className="size-3.5" aria-hidden="true" />
                  Booked
                </Badge>
              ) : (
                hasQuoted(request, user.id) && (
                  <Badge tone="green">
                    <Check className="size-3.5" aria-hidden="true" />
                    Quoted
                  </Badge>
                )
              )}
              {isRequestFull(request) && <Badge tone="amber">Full</Badge>}
              {request.supplierUnavailable && (
                <Badge tone="red">
                  <CalendarX className="size-3.5" aria-hidden="true" />
                  You're unavailable
                </Badge>
              )}
            </>
          }
          facts={<RequestLeadFactsList facts={request} />}
        />
      )}
    />
  );

  return (
    <Page
      title="Browse Requests"
      subtitle="Event requests that match your services. Send a quote to the ones you can help with."
      actions={
        <Button asChild variant="outline">
          <Link to={paths.quotes}>
            <FileText aria-hidden="true" />
            My Quotes
          </Link>
        </Button>
      }
    >
      <ListPage
        controlsClassName="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end"
        search={<RequestSearchBox value={filters.q ?? ""} onSearch={setSearch} />}
        filters={
          <>
            <CategorySelect value={filters.category} onChange={setCategory} />
            <ViewSwitch
              label="Include full requests"
              isOn={filters.includeFull ?? false}
              onChange={setIncludeFull}
              className="self-start sm:self-auto"
            />
            <ViewSwitch
              label="Show requests on my unavailable days"
              isOn={filters.showUnavailable ?? false}
              onChange={setShowUnavailable}
              className="self-start sm:self-auto"
            />
            {hasFilters && (
              <Button variant="ghost" onClick={clearAll} className="self-start sm:self-auto">
                <X aria-hidden="true" />
                Clear Filters
              </Button>
            )}
          </>
        }
        aside={{
          label: "Your categories",
          content: (
            <MyCategoriesPanel
              categories={user.categories}
              selected={filters.category}
              onToggle={setCategory}
            />
          ),
        }}
        resultsHeading={{ id: "browse-results-heading", text: "Requests" }}
        count={{ text: status }}
        notice={
          !isLoading &&
          !hasFailed &&
          hiddenCount(hiddenAsUnavailable) > 0 &&
          !isHiddenInEmptyState && (
            <p className="mb-4 flex items-center gap-2 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800">
              <CalendarX className="size-4 shrink-0 text-slate-600" aria-hidden="true" />
              {hiddenNotice(hiddenAsUnavailable)}
            </p>
          )
        }
        results={results}
      />
    </Page>
  );
}
