import type { Key, ReactNode } from "react";
import { ErrorState } from "./ui/error-state";

interface ListResultsProps<T> {
  /** The items to show, already searched, filtered and sorted by the page. */
  items: readonly T[];
  isLoading?: boolean;
  /** Set when loading failed, in place of the list. */
  failure?: { title: string; message: string; onRetry: () => void };
  /** What stands in while loading: skeletons and how a screen reader hears the wait. */
  loading?: ReactNode;
  /** Why nothing shows, and the way out: shown when `items` is empty. */
  empty: ReactNode;
  /** How many are shown, told to screen readers when the list changes ("3 requests"). */
  count?: string;
  itemKey: (item: T) => Key;
  renderItem: (item: T) => ReactNode;
}

/** The results of a list page: a wait, a failure to retry, an empty state or the list itself. */
export function ListResults<T>({
  items,
  isLoading = false,
  failure,
  loading,
  empty,
  count,
  itemKey,
  renderItem,
}: ListResultsProps<T>) {
  if (isLoading) return loading;
  if (failure) return <ErrorState {...failure} />;
  if (items.length === 0) return empty;
  return (
    <>
      {count !== undefined && (
        <p className="sr-only" role="status">
          {count}
        </p>
      )}
      <ul className="space-y-4">
        {items.map((item) => (
          <li key={itemKey(item)}>{renderItem(item)}</li>
        ))}
      </ul>
    </>
  );
}
