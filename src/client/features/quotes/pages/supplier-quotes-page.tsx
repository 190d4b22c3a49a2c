import { CircleCheck, CircleX, Hourglass, Search, SearchX } from "lucide-react";
import { Tabs as TabsPrimitive } from "radix-ui";
import { useMemo } from "react";
import { Link, useSearchParams } from "react-router";
import { ListPage } from "#client/components/list-page";
import { ListResults } from "#client/components/list-results";
import { SearchField } from "#client/components/search-box";
import { SortSelect } from "#client/components/sort-select";
import { Button } from "#client/components/ui/button";
import { EmptyState } from "#client/components/ui/empty-state";
import { Page } from "#client/components/ui/page";
import { useSupplierQuotes } from "#client/features/quotes/api/quotes";
import {
  SupplierQuoteCard,
  SupplierQuoteCardSkeleton,
} from "#client/features/quotes/components/supplier-quote-card";
import {
  countQuotesByTab,
  isQuoteSort,
  isQuoteTab,
  matchesQuoteSearch,
  QUOTE_SORTS,
  QUOTE_TABS,
  type QuoteSort,
  sortQuotes,
} from "#client/features/quotes/components/supplier-quote-filters";
import { paths } from "#client/lib/paths";
import { useDebouncedSearch } from "#client/lib/use-debounced-search";
import type { QuoteStatus } from "#shared/contracts/quotes";

const TAB_LABELS: Record<QuoteStatus, string> = {
  pending: "Pending",
  accepted: "Accepted",
  rejected: "Rejected",
};

const EMPTY_TABS: Record<QuoteStatus, { icon: typeof Hourglass; title: string; text: string }> = {
  pending: {
    icon: Hourglass,
    title: "No pending quotes",
    text: "Quotes waiting for an organizer's answer show here. Find a request that fits your services and send a quote.",
  },
  accepted: {
    icon: CircleCheck,
    title: "No accepted quotes yet",
    text: "When an organizer accepts one of your quotes it moves here, and you can message them to plan the event.",
  },
  rejected: {
    icon: CircleX,
    title: "No rejected quotes",
    text: "Quotes an organizer turns down show here. Nothing to see, which is good news.",
  },
};

const SEARCH_DEBOUNCE_MS = 250;

/** Tab, sort and search live in the address, so a reload or Back shows the same list. */
function useQuoteFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const rawTab = searchParams.get("status");
  const rawSort = searchParams.get("sort");
  const tab: QuoteStatus = isQuoteTab(rawTab) ? rawTab : "pending";
  const sort: QuoteSort = isQuoteSort(rawSort) ? rawSort : "newest";
  const q = searchParams.get("q")?.trim() ?? "";

  const set = (name: string, value: string | undefined, replace = false) =>
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace, preventScrollReset: true },
    );

  return {
    tab,
    sort,
    q,
    setTab: (next: QuoteStatus) => set("status", next === "pending" ? undefined : next),
    setSort: (next: QuoteSort) => set("sort", next === "newest" ? undefined : next, true),
    setSearch: (next: string) => set("q", next || undefined, true),
  };
}

/** Three tabs with counts must fit a 375 px screen, so these sit tighter than the shared ones. */
function StatusTab({ value, label, count }: { value: QuoteStatus; label: string; count?: number }) {
  return (
    <TabsPrimitive.Trigger
      value={value}
      className="inline-flex min-h-10 flex-1 items-center justify-center gap-1.5 rounded-md px-2 text-sm font-medium whitespace-nowrap text-slate-700 transition-colors hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm sm:gap-2 sm:px-3"
    >
      {label}{" "}
      <span className="min-w-5 rounded-full bg-slate-200 px-1.5 py-0.5 text-xs font-semibold text-slate-800 tabular-nums">
        {count ?? "–"}
      </span>
    </TabsPrimitive.Trigger>
  );
}

export function SupplierQuotesPage() {
  const { tab, sort, q, setTab, setSort, setSearch } = useQuoteFilters();
  // Filters as the supplier types; the address catches up after a pause.
  const { text, setText } = useDebouncedSearch(q, setSearch, SEARCH_DEBOUNCE_MS);
  const search = text.trim();
  const query = useSupplierQuotes(true);

  const matching = useMemo(
    () => (query.data ?? []).filter((quote) => matchesQuoteSearch(quote, search)),
    [query.data, search],
  );
  const counts = useMemo(() => countQuotesByTab(matching), [matching]);
  const shown = useMemo(
    () =>
      sortQuotes(
        matching.filter((quote) => quote.status === tab),
        sort,
      ),
    [matching, tab, sort],
  );
  const isLoading = query.isPending || (query.isLoadingError && query.isFetching);
  const hasFailed = query.isLoadingError && !query.isFetching;

  const empty = EMPTY_TABS[tab];
  const body = (
    <ListResults
      items={shown}
      isLoading={isLoading}
      failure={
        hasFailed
          ? {
              title: "Your quotes could not be loaded",
              message: "Please check your connection and try again.",
              onRetry: () => void query.refetch(),
            }
          : undefined
      }
      loading={
        <>
          <p className="sr-only" role="status">
            Loading your quotes…
          </p>
          <ul className="space-y-4" aria-busy="true">
            {[0, 1].map((key) => (
              <li key={key}>
                <SupplierQuoteCardSkeleton />
              </li>
            ))}
          </ul>
        </>
      }
      empty={
        search ? (
          <EmptyState
            icon={SearchX}
            title={`No ${TAB_LABELS[tab].toLowerCase()} quotes match “${search}”`}
            description="Try another word, or clear the search to see them all."
            action={
              <Button variant="outline" onClick={() => setText("")}>
                Clear search
              </Button>
            }
          />
        ) : (
          <EmptyState
            icon={empty.icon}
            title={empty.title}
            description={empty.text}
            action={
              tab === "pending" && (
                <Button asChild>
                  <Link to={paths.browseRequests}>Browse Requests</Link>
                </Button>
              )
            }
          />
        )
      }
      itemKey={(quote) => quote.id}
      renderItem={(quote) => <SupplierQuoteCard quote={quote} />}
    />
  );

  return (
    <Page
      title="My Quotes"
      subtitle="Every quote you've sent, and what the organizers said."
      actions={
        <Button asChild variant="accent">
          <Link to={paths.browseRequests}>
            <Search aria-hidden="true" />
            Find New Requests
          </Link>
        </Button>
      }
    >
      <ListPage
        controlsClassName="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end"
        search={
          <search className="min-w-0 flex-1">
            <form onSubmit={(event) => event.preventDefault()}>
              <SearchField
                label="Search quotes"
                enterKeyHint="search"
                maxLength={100}
                placeholder="Request title, your description or location"
                value={text}
                onChange={(event) => setText(event.target.value)}
              />
            </form>
          </search>
        }
        sort={
          <SortSelect
            options={QUOTE_SORTS}
            value={sort}
            onChange={(next) => {
              if (isQuoteSort(next)) setSort(next);
            }}
            className="sm:w-52"
          />
        }
        tabs={{
          value: tab,
          options: QUOTE_TABS.map((status) => ({ value: status, label: TAB_LABELS[status] })),
          onChange: setTab,
          label: "Quotes by status",
          renderTab: (option) => (
            <StatusTab
              value={option.value}
              label={option.label}
              count={isLoading || hasFailed ? undefined : counts[option.value]}
            />
          ),
        }}
        results={(status) => (
          <>
            <h2 className="sr-only">{TAB_LABELS[status]} quotes</h2>
            {status === tab && body}
          </>
        )}
      />
    </Page>
  );
}
