import { CalendarDays, ChevronRight, Clock, MapPin, PoundSterling, Users } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Link } from "react-router";
import { cn } from "#client/lib/cn";
import { paths } from "#client/lib/paths";
import type { RequestListItem } from "#shared/contracts/requests";
import { categoryName } from "#shared/domain/categories";
import { formatEventDate, requestAgeLabel } from "#shared/domain/request-age";
import { Badge } from "./ui/badge";
import { buttonVariants } from "./ui/button";
import { Skeleton } from "./ui/skeleton";

/** The fields a request card reads, so lists of any request shape can use it. */
export type RequestSummary = Pick<
  RequestListItem,
  | "id"
  | "title"
  | "eventDate"
  | "location"
  | "budget"
  | "attendees"
  | "categories"
  | "organizerName"
  | "createdAt"
>;

interface RequestSummaryCardProps {
  request: RequestSummary;
  /** "View Quotes" for the request's organizer, "View Details" for everyone else. */
  actionLabel: string;
  /** Badges beside the title, such as "Quoted". */
  badges?: ReactNode;
  /** A short line above the button, such as "3 quotes". */
  note?: ReactNode;
  /** Facts below the categories, such as what a supplier weighs before quoting. */
  facts?: ReactNode;
  /** Whether the organizer's name is worth showing: it is not on the organizer's own cards. */
  showOrganizer?: boolean;
  headingLevel?: 2 | 3;
  className?: string;
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="flex items-center gap-1.5 text-xs font-medium text-slate-600">
        {icon}
        {label}
      </dt>
      <dd className="mt-0.5 break-words text-sm font-medium text-slate-900">{children}</dd>
    </div>
  );
}

/** One event request in a list: what, when, where, for how many, and the way in. */
export function RequestSummaryCard({
  request,
  actionLabel,
  badges,
  note,
  facts,
  showOrganizer = true,
  headingLevel = 2,
  className,
}: RequestSummaryCardProps) {
  const titleId = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const age = requestAgeLabel(request.createdAt);
  const iconClass = "size-3.5 text-brand-700";
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        "group flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:border-brand-200 hover:shadow-md",
        className,
      )}
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
        <div className="min-w-0 space-y-1.5">
          <Heading id={titleId} className="text-base font-semibold break-words text-slate-900">
            <Link
              to={paths.request(request.id)}
              className="rounded-sm hover:text-brand-800 hover:underline hover:underline-offset-4"
            >
              {request.title}
            </Link>
          </Heading>
          {badges && <div className="flex flex-wrap gap-1.5">{badges}</div>}
        </div>
        {age && (
          <p className="inline-flex shrink-0 items-center gap-1.5 text-xs font-medium text-slate-600">
            <Clock className="size-3.5" aria-hidden="true" />
            <span className="sr-only">Posted </span>
            {age}
          </p>
        )}
      </div>

      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:gap-x-6">
        <Fact icon={<CalendarDays className={iconClass} aria-hidden="true" />} label="Event date">
          {formatEventDate(request.eventDate)}
        </Fact>
        <Fact icon={<MapPin className={iconClass} aria-hidden="true" />} label="Location">
          {request.location}
        </Fact>
        <Fact icon={<PoundSterling className={iconClass} aria-hidden="true" />} label="Budget">
          {request.budget ?? <span className="font-normal text-slate-600">Not specified</span>}
        </Fact>
        <Fact icon={<Users className={iconClass} aria-hidden="true" />} label="Attendees">
          {request.attendees ?? <span className="font-normal text-slate-600">Not specified</span>}
        </Fact>
      </dl>

      {request.categories.length > 0 && (
        <ul aria-label="Categories" className="flex flex-wrap gap-1.5">
          {request.categories.map((category) => (
            <li key={category}>
              <Badge tone="brand">{categoryName(category)}</Badge>
            </li>
          ))}
        </ul>
      )}

      {facts}

      <div className="mt-auto flex flex-col gap-3 border-t border-slate-100 pt-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0 text-sm text-slate-600">
          {showOrganizer && (
            <p className="truncate">
              Posted by <span className="font-medium text-slate-800">{request.organizerName}</span>
            </p>
          )}
          {note && <p>{note}</p>}
        </div>
        <Link
          to={paths.request(request.id)}
          aria-describedby={titleId}
          className={cn(buttonVariants({ variant: "outline", size: "sm" }), "shrink-0")}
        >
          {actionLabel}
          <ChevronRight aria-hidden="true" />
        </Link>
      </div>
    </article>
  );
}

export function RequestSummaryCardSkeleton() {
  return (
    <div className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex justify-between gap-4">
        <Skeleton className="h-5 w-3/5" />
        <Skeleton className="h-4 w-16" />
      </div>
      <div className="grid grid-cols-2 gap-x-4 gap-y-3 sm:gap-x-6">
        {[0, 1, 2, 3].map((key) => (
          <div key={key} className="space-y-1.5">
            <Skeleton className="h-3 w-16" />
            <Skeleton className="h-4 w-3/4" />
          </div>
        ))}
      </div>
      <div className="flex gap-1.5">
        <Skeleton className="h-5 w-20 rounded-full" />
        <Skeleton className="h-5 w-16 rounded-full" />
      </div>
      <div className="flex items-center justify-between border-t border-slate-100 pt-4">
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-9 w-28" />
      </div>
    </div>
  );
}
