import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "#client/components/ui/button";
import { formatNumber } from "#shared/domain/format";

interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  /** What is counted, in the plural: "accounts", "reviews". */
  noun: string;
  onPageChange: (page: number) => void;
}

export function Pager({ page, pageSize, total, noun, onPageChange }: PagerProps) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav
      aria-label={`Pages of ${noun}`}
      className="mt-6 flex flex-col items-center gap-3 sm:flex-row sm:justify-between"
    >
      <p className="text-sm text-slate-600">
        {`Showing ${formatNumber(first)}–${formatNumber(last)} of ${formatNumber(total)} ${noun}`}
      </p>
      <div className="flex items-center gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
        >
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
        <span className="px-2 text-sm text-slate-700">
          Page {page} of {pageCount}
        </span>
        <Button
          variant="outline"
          size="sm"
          disabled={page >= pageCount}
          onClick={() => onPageChange(page + 1)}
        >
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
