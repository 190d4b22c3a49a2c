import {
  CalendarCheck,
  CalendarPlus,
  CalendarX2,
  ClipboardList,
  MessageSquareQuote,
  Plus,
  SearchX,
} from "lucide-react";
import { useMemo } from "react";
import { Link, useSearchParams } from "react-router";
import { ListPage } from "#client/components/list-page";
import { ListResults } from "#client/components/list-results";
import { RequestStatusBadge } from "#client/components/request-status-badge";
import {
  RequestSummaryCard,
  RequestSummaryCardSkeleton,
} from "#client/components/request-summary-card";
import { SearchField } from "#client/components/search-box";
import { SortSelect } from "#client/components/sort-select";
import { Badge } from "#client/components/ui/badge";
import { Button } from "#client/components/ui/button";
import { EmptyState } from "#client/components/ui/empty-state";
import { ErrorState } from "#client/components/ui/error-state";
import { Page } from "#client/components/ui/page";
import { TabsTrigger } from "#client/components/ui/tabs";
import { useRequestList } from "#client/features/requests/api/requests";
import {
  matchesSearch,
  parseSort,
  parseTab,
  quoteCountLabel,
  REQUEST_SORTS,
  REQUEST_TABS,
  type RequestTab,
  sortRequests,
  tabOf,
} from "#client/features/requests/lib/request-list";
import { paths } from "#client/lib/paths";
import type { RequestListItem } from "#shared/contracts/requests";

const emptyTabs: Record<
  RequestTab,
  { icon: typeof CalendarX2; title: string; description: string }
> = {
  active: {
    icon: CalendarPlus,
    title: "No active requests",
    description: "Post a request and suppliers in the categories you choose will send you quotes.",
  },
  completed: {
    icon: CalendarCheck,
    title: "No completed requests",
    description: "Requests you mark as completed after the event will appear here.",
  },
  cancelled: {
    icon: CalendarX2,
    title: "No cancelled requests",
    description: "Requests you cancel or close, and those that expire, will appear here.",
  },
};

function ListSkeleton() {
  return (
    <>
      <p className="sr-only" role="status">
        Loading your requests
      </p>
      <ul className="space-y-4">
        {[0, 1, 2].map((key) => (
          <li key={key}>
            <RequestSummaryCardSkeleton />
          </li>
        ))}
      </ul>
    </>
  );
}

function MyRequestCard({ request }: { request: RequestListItem }) {
  const pending = request.quotes.filter((quote) => quote.status === "pending").length;
  return (
    <RequestSummaryCard
      request={request}
      actionLabel={request.quotes.length > 0 ? "View Quotes" : "View Request"}
      showOrganizer={false}
      badges={
        <>
          <RequestStatusBadge status={request.status} />
          {pending > 0 && request.status === "active" && (
            <Badge tone="amber">{pending} to review</Badge>
          )}
        </>
      }
      note={
        <>
          <span className="inline-flex items-center gap-1.5 font-medium text-slate-800">
            <MessageSquareQuote className="size-4 text-brand-700" aria-hidden="true" />
            {quoteCountLabel(request.quotes.length)}
          </span>
          {request.status === "expired" && (
            <span className="mt-1 block">
              EventEazy closed it when it went quiet or its date passed; open it to see why.
            </span>
          )}
        </>
      }
    />
  );
}

function TabPanel({
  tab,
  all,
  query,
  onClearSearch,
}: {
  tab: RequestTab;
  all: RequestListItem[];
  query: string;
  onClearSearch: () => void;
}) {
  const inTab = all.filter((request) => tabOf(request.status) === tab);
  const shown = inTab.filter((request) => matchesSearch(request, query));
  const empty = emptyTabs[tab];
  return (
    <ListResults
      items={shown}
      count={shown.length === 1 ? "1 request" : `${shown.length} requests`}
      empty={
        inTab.length === 0 ? (
          <EmptyState
            icon={empty.icon}
            title={empty.title}
            description={empty.description}
            action={
              tab === "active" ? (
                <Button asChild variant="accent">
                  <Link to={paths.createRequest}>Create Your First Request</Link>
                </Button>
              ) : undefined
            }
          />
        ) : (
          <EmptyState
            icon={SearchX}
            title="No matching requests"
            description={`Nothing in this tab matches “${query.trim()}”. Try other words or clear the search.`}
            action={
              <Button variant="outline" onClick={onClearSearch}>
                Clear search
              </Button>
            }
          />
        )
      }
      itemKey={(request) => request.id}
      renderItem={(request) => <MyRequestCard request={request} />}
    />
  );
}

/** The organizer's requests; tab, search and sort live in the address so reload and back keep them. */
export function MyRequestsPage() {
  const [params, setParams] = useSearchParams();
  const tab = parseTab(params.get("tab"));
  const sort = parseSort(params.get("sort"));
  const query = params.get("q") ?? "";
  const requests = useRequestList(true);

  const update = (key: "tab" | "sort" | "q", value: string, fallback: string) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === fallback) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );
  };

  const sorted = useMemo(() => sortRequests(requests.data ?? [], sort), [requests.data, sort]);
  const counts = useMemo(() => {
    const byTab: Record<RequestTab, number> = { active: 0, completed: 0, cancelled: 0 };
    for (const request of sorted) byTab[tabOf(request.status)] += 1;
    return byTab;
  }, [sorted]);

  return (
    <Page
      title="My Requests"
      subtitle="Follow your event requests and the quotes they receive."
      actions={
        <Button asChild variant="accent">
          <Link to={paths.createRequest}>
            <Plus aria-hidden="true" />
            New Request
          </Link>
        </Button>
      }
    >
      <ListPage
        controlsClassName="mb-6 grid gap-4 sm:grid-cols-[minmax(0,1fr)_14rem]"
        search={
          <SearchField
            label="Search requests"
            placeholder="Title, description or location"
            value={query}
            onChange={(event) => update("q", event.target.value, "")}
          />
        }
        sort={
          <SortSelect
            options={REQUEST_SORTS}
            value={sort}
            onChange={(next) => update("sort", next, "newest")}
          />
        }
        tabs={{
          value: tab,
          options: REQUEST_TABS,
          onChange: (next) => update("tab", next, "active"),
          label: "Request status",
          renderTab: (option) => (
            <TabsTrigger value={option.value} className="gap-1.5 px-2 sm:gap-2 sm:px-3">
              {option.label}
              {requests.data && (
                <span className="rounded-full bg-slate-200 px-1.5 py-0.5 text-xs font-semibold text-slate-800 tabular-nums">
                  {counts[option.value]}
                </span>
              )}
            </TabsTrigger>
          ),
        }}
        results={(value) => (
          <>
            {value === "cancelled" && (
              <p className="mb-4 flex items-start gap-2 text-sm text-slate-600">
                <ClipboardList className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                Closed requests: those you cancelled, closed because you found a supplier or no
                longer need, and those that expired.
              </p>
            )}
            {requests.data ? (
              <TabPanel
                tab={value}
                all={sorted}
                query={query}
                onClearSearch={() => update("q", "", "")}
              />
            ) : requests.isError ? (
              <ErrorState
                title="Couldn't load your requests"
                message="Please check your connection and try again."
                onRetry={() => requests.refetch()}
              />
            ) : (
              <ListSkeleton />
            )}
          </>
        )}
      />
    </Page>
  );
}
