import { Search } from "lucide-react";
import { Link } from "react-router";
import { Card } from "#client/components/ui/card";
import { formatCalendarDay } from "#client/lib/calendar-month";
import { paths } from "#client/lib/paths";
import type { RequestDetail } from "#shared/contracts/requests";
import { categoryName } from "#shared/domain/categories";

/**
 * The owner's way from a request to suppliers who can do it: each of its categories in the
 * directory, near the event when the directory knows its place, leaving out suppliers who have
 * marked the event's first day unavailable.
 */
export function FindSuppliersCard({ request }: { request: RequestDetail }) {
  if (!request.isOwner || request.status !== "active" || request.hasEventPassed) return null;
  if (request.categories.length === 0) return null;
  const day = formatCalendarDay(request.eventDateFrom);
  const place = request.directoryPlace;
  const near = place ? ` near ${place.name}` : "";
  return (
    <Card className="p-6">
      <h2 className="text-base font-semibold text-slate-900">Find suppliers</h2>
      <p className="mt-1 text-sm text-slate-600">
        Suppliers{near} who haven't marked your event day as taken.
      </p>
      <ul className="mt-3 space-y-1">
        {request.categories.map((category) => (
          <li key={category}>
            <Link
              to={paths.suppliersFreeOn(category, request.eventDateFrom, place)}
              className="-mx-2 flex min-h-11 items-center gap-2 rounded-lg px-2 text-sm font-medium text-brand-700 hover:bg-slate-50 hover:underline"
            >
              <Search className="size-4 shrink-0" aria-hidden="true" />
              {`Find suppliers in ${categoryName(category)}${near} free on ${day}`}
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
