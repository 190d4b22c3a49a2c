import type { ReactNode } from "react";
import { cn } from "#client/lib/cn";
import { useMediaQuery } from "#client/lib/use-media-query";
import { ErrorState } from "./error-state";
import { Skeleton } from "./skeleton";

/** Tables from this width; below it each row becomes a card. */
const WIDE_SCREEN_QUERY = "(min-width: 768px)";

/**
 * Where a column's value sits on a phone's card: the opening lines that name the record ("lead",
 * also the table's row header), a status beside them ("badge"), a labelled field ("field", or
 * "wide-field" across the card), or the buttons at its foot ("actions").
 */
export type CardPlacement = "lead" | "badge" | "field" | "wide-field" | "actions";

export interface DataTableColumn<Row> {
  /** The column heading in the table, and the field's label on a card. */
  header: string;
  cell: (row: Row) => ReactNode;
  card: CardPlacement;
  /** Widths and wrapping of the table cell. */
  className?: string;
}

export interface DataTableError {
  title: string;
  message: string;
  onRetry: () => void;
}

interface DataTableProps<Row> {
  /** Read to screen readers before the table: what the rows are and their order. */
  caption: string;
  columns: readonly DataTableColumn<Row>[];
  /** Undefined until the first answer arrives. */
  rows: Row[] | undefined;
  rowKey: (row: Row) => string | number;
  /** Names each card for screen readers, as the row header names a table row. */
  rowLabel: (row: Row) => string;
  /** Said to screen readers while the first answer is awaited. */
  loadingLabel: string;
  /** Shown instead of the placeholders when there are no rows to show and the load failed. */
  error?: DataTableError;
  /** Shown when the answer has no rows. */
  empty: ReactNode;
  /** Below the rows, such as a pager. */
  footer?: ReactNode;
  /** Rows from the previous page or filter stay while the next ones load. */
  isRefreshing?: boolean;
}

const PLACEHOLDER_ROWS = [0, 1, 2, 3, 4];

function DataTableSkeleton({ label }: { label: string }) {
  return (
    <div className="space-y-3">
      <p role="status" className="sr-only">
        {label}
      </p>
      {PLACEHOLDER_ROWS.map((key) => (
        <div
          key={key}
          className="flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-4"
        >
          <Skeleton className="size-9 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-3 w-1/2" />
          </div>
          <Skeleton className="hidden h-9 w-24 sm:block" />
        </div>
      ))}
    </div>
  );
}

function Table<Row>({
  caption,
  columns,
  rows,
  rowKey,
}: Pick<DataTableProps<Row>, "caption" | "columns" | "rowKey"> & { rows: Row[] }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase">
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={cn("px-4 py-3", column.card === "actions" && "text-right")}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.map((row) => (
            <tr key={rowKey(row)} className="align-top">
              {columns.map((column) => {
                const className = cn(
                  "px-4 py-3",
                  column.card === "actions" && "text-right",
                  column.className,
                );
                return column.card === "lead" ? (
                  <th key={column.header} scope="row" className={cn("font-normal", className)}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.header} className={className}>
                    {column.cell(row)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function CardField<Row>({ column, row }: { column: DataTableColumn<Row>; row: Row }) {
  return (
    <div className={cn("min-w-0", column.card === "wide-field" && "col-span-2")}>
      <dt className="text-xs font-medium text-slate-600">{column.header}</dt>
      <dd className="text-slate-900">{column.cell(row)}</dd>
    </div>
  );
}

function Cards<Row>({
  columns,
  rows,
  rowKey,
  rowLabel,
}: Pick<DataTableProps<Row>, "columns" | "rowKey" | "rowLabel"> & { rows: Row[] }) {
  const placed = (...placements: CardPlacement[]) =>
    columns.filter((column) => placements.includes(column.card));
  // Half-width fields pair up first, so a wide one never leaves a gap beside a lone half.
  const fields = [...placed("field"), ...placed("wide-field")];
  const leads = placed("lead");
  const badges = placed("badge");
  const actions = placed("actions");
  return (
    <ul className="space-y-3">
      {rows.map((row) => (
        <li key={rowKey(row)}>
          <article
            aria-label={rowLabel(row)}
            className="min-w-0 space-y-4 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm"
          >
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0 flex-1 space-y-1">
                {leads.map((column) => (
                  <div key={column.header}>{column.cell(row)}</div>
                ))}
              </div>
              {badges.map((column) => (
                <div key={column.header} className="shrink-0">
                  {column.cell(row)}
                </div>
              ))}
            </div>
            {fields.length > 0 && (
              <dl className="grid grid-cols-2 gap-3">
                {fields.map((column) => (
                  <CardField key={column.header} column={column} row={row} />
                ))}
              </dl>
            )}
            {actions.map((column) => (
              <div key={column.header} className="flex justify-end">
                {column.cell(row)}
              </div>
            ))}
          </article>
        </li>
      ))}
    </ul>
  );
}

/**
 * A list of records with its loading, failed and empty states: a table on wide screens, one
 * labelled card per row on phones. The columns say where each value goes on the card.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  rowLabel,
  loadingLabel,
  error,
  empty,
  footer,
  isRefreshing = false,
}: DataTableProps<Row>) {
  const isWide = useMediaQuery(WIDE_SCREEN_QUERY);
  if (!rows) {
    if (error) {
      return <ErrorState title={error.title} message={error.message} onRetry={error.onRetry} />;
    }
    return <DataTableSkeleton label={loadingLabel} />;
  }
  if (rows.length === 0) return empty;
  return (
    <div aria-busy={isRefreshing}>
      {isWide ? (
        <Table caption={caption} columns={columns} rows={rows} rowKey={rowKey} />
      ) : (
        <Cards columns={columns} rows={rows} rowKey={rowKey} rowLabel={rowLabel} />
      )}
      {footer}
    </div>
  );
}
