import { Fragment, type ReactNode } from "react";
import { Tabs, TabsContent, TabsList } from "#client/components/ui/tabs";

interface ListPageTabs<Tab extends string> {
  value: Tab;
  options: readonly { value: Tab; label: string }[];
  onChange: (tab: Tab) => void;
  /** What screen readers call the tab list ("Request status"). */
  label: string;
  /** One tab's trigger, with its count. */
  renderTab: (tab: { value: Tab; label: string }) => ReactNode;
}

interface ListPageProps<Tab extends string> {
  /** The search box: what narrows the list by words. */
  search?: ReactNode;
  /** Filters beside the search: selects, switches, a way to clear them. */
  filters?: ReactNode;
  sort?: ReactNode;
  /** How the row of search, filters and sort is laid out on this page. */
  controlsClassName?: string;
  /** The list split by status; each tab's panel holds its own results. */
  tabs?: ListPageTabs<Tab>;
  /**
   * How many the list shows: a line above the results, or, when the results say it themselves
   * (a table's pager), told only to screen readers.
   */
  count?: { text: string; isVisuallyHidden?: boolean };
  /** Said between the count and the results: what the list leaves out. */
  notice?: ReactNode;
  /** Beside the results on wide screens, named for landmarks. */
  aside?: { label: string; content: ReactNode };
  /** The results' heading for screen readers, when the page has no other. */
  resultsHeading?: { id: string; text: string };
  /** The results: one tab's on a tabbed page. Wait, failure and empty states are theirs. */
  results: ReactNode | ((tab: Tab) => ReactNode);
}

function CountLine({
  text,
  isVisuallyHidden = false,
}: {
  text: string;
  isVisuallyHidden?: boolean;
}) {
  if (isVisuallyHidden)
    return (
      <p className="sr-only" aria-live="polite">
        {text}
      </p>
    );
  return (
    <p role="status" className="mb-4 text-sm text-slate-600">
      {text}
    </p>
  );
}

/**
 * The frame every list page shares, under its title: search, filters and sort in one row, then
 * the tabs, the count line and the results, each laid out the same way on every list.
 */
export function ListPage<Tab extends string = never>({
  search,
  filters,
  sort,
  controlsClassName,
  tabs,
  count,
  notice,
  aside,
  resultsHeading,
  results,
}: ListPageProps<Tab>) {
  const resultsOf = (tab: Tab) => (typeof results === "function" ? results(tab) : results);
  const controls = (search || filters || sort) && (
    <div className={controlsClassName}>
      {search}
      {filters}
      {sort}
    </div>
  );

  if (tabs) {
    return (
      <>
        {controls}
        <Tabs
          value={tabs.value}
          onValueChange={(value) => {
            const next = tabs.options.find((option) => option.value === value);
            if (next) tabs.onChange(next.value);
          }}
        >
          <TabsList aria-label={tabs.label}>
            {tabs.options.map((option) => (
              <Fragment key={option.value}>{tabs.renderTab(option)}</Fragment>
            ))}
          </TabsList>
          {tabs.options.map((option) => (
            <TabsContent key={option.value} value={option.value}>
              {count && <CountLine {...count} />}
              {resultsOf(option.value)}
            </TabsContent>
          ))}
        </Tabs>
      </>
    );
  }

  const body = typeof results === "function" ? null : results;
  const list = (
    <>
      {resultsHeading && (
        <h2 id={resultsHeading.id} className="sr-only">
          {resultsHeading.text}
        </h2>
      )}
      {count && <CountLine {...count} />}
      {notice}
      {body}
    </>
  );

  if (!aside) {
    return (
      <>
        {controls}
        {list}
      </>
    );
  }
  return (
    <>
      {controls}
      <div className="mt-6 grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-8">
        <aside aria-label={aside.label} className="lg:sticky lg:top-24 lg:self-start">
          {aside.content}
        </aside>
        <section aria-labelledby={resultsHeading?.id} className="min-w-0">
          {list}
        </section>
      </div>
    </>
  );
}
