import { CalendarDays, MapPin, PoundSterling, Users } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "#client/components/ui/badge";
import { Card } from "#client/components/ui/card";
import type { RequestDetail } from "#shared/contracts/requests";
import { categoryName } from "#shared/domain/categories";
import { formatEventDate } from "#shared/domain/request-age";

const NOT_SPECIFIED = "Not specified";

function Fact({
  icon: Icon,
  label,
  children,
}: {
  icon: typeof MapPin;
  label: string;
  children: ReactNode;
}) {
  // The icon sits inside the term: a <dl> may hold only its terms and definitions.
  return (
    <div className="relative min-h-10 pl-13">
      <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">
        <span className="absolute top-0 left-0 flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        {label}
      </dt>
      <dd className="font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** What the event is: the facts a supplier prices from, then the organizer's own words. */
export function RequestOverview({ request }: { request: RequestDetail }) {
  return (
    <Card className="p-5 sm:p-6">
      <dl className="grid gap-5 sm:grid-cols-2">
        <Fact icon={CalendarDays} label="Event date">
          {formatEventDate(request.eventDate)}
        </Fact>
        <Fact icon={MapPin} label="Location">
          {request.location}
        </Fact>
        <Fact icon={PoundSterling} label="Budget">
          {request.budget ?? NOT_SPECIFIED}
        </Fact>
        <Fact icon={Users} label="Attendees">
          {request.attendees ?? NOT_SPECIFIED}
        </Fact>
      </dl>
      <div className="mt-6 border-t border-slate-100 pt-5">
        <h2 className="text-sm font-semibold text-slate-900">Categories</h2>
        <ul className="mt-2 flex flex-wrap gap-1.5">
          {request.categories.map((key) => (
            <li key={key}>
              <Badge tone="brand">{categoryName(key)}</Badge>
            </li>
          ))}
        </ul>
      </div>
      <div className="mt-6 border-t border-slate-100 pt-5">
        <h2 className="text-sm font-semibold text-slate-900">Description</h2>
        <p className="mt-2 leading-relaxed break-words whitespace-pre-line text-slate-700">
          {request.description}
        </p>
      </div>
    </Card>
  );
}
