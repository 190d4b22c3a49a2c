import { CalendarCheck, CalendarDays, ClipboardList, MapPin } from "lucide-react";
import { Avatar } from "#client/components/ui/avatar";
import { Badge } from "#client/components/ui/badge";
import { Card } from "#client/components/ui/card";
import type { OrganizerProfile } from "#shared/contracts/users";
import { formatMonthYear, formatNumber } from "#shared/domain/format";

function StatCard({
  icon: Icon,
  label,
  value,
}: {
  icon: typeof ClipboardList;
  label: string;
  value: number;
}) {
  return (
    <li>
      <Card className="flex h-full items-center gap-3 p-4 sm:p-5">
        <span className="hidden size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 sm:flex">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <p className="flex flex-col">
          <span className="text-2xl font-bold text-slate-900 tabular-nums">
            {formatNumber(value)}
          </span>
          <span className="text-sm text-slate-600">{label}</span>
        </p>
      </Card>
    </li>
  );
}

export function OrganizerHeader({ organizer }: { organizer: OrganizerProfile }) {
  return (
    <header>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:gap-6">
        <Avatar name={organizer.name} imageUrl={organizer.profileImage} size="lg" />
        <div className="min-w-0 space-y-2">
          <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
            {organizer.name}
          </h1>
          <Badge tone="brand">Event Organizer</Badge>
          <div className="flex flex-col gap-1 text-sm text-slate-700 sm:flex-row sm:flex-wrap sm:gap-x-5">
            {organizer.town && (
              <span className="inline-flex items-center gap-1.5">
                <MapPin className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
                <span className="sr-only">Town: </span>
                {organizer.town}
              </span>
            )}
            <span className="inline-flex items-center gap-1.5">
              <CalendarDays className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
              <span>
                Member since{" "}
                <time dateTime={organizer.createdAt}>{formatMonthYear(organizer.createdAt)}</time>
              </span>
            </span>
          </div>
        </div>
      </div>
      {organizer.description && (
        <p className="mt-6 max-w-3xl leading-relaxed whitespace-pre-line text-slate-700">
          {organizer.description}
        </p>
      )}
      <ul aria-label="Activity" className="mt-8 grid grid-cols-2 gap-3 sm:max-w-xl sm:gap-4">
        <StatCard icon={ClipboardList} label="Requests made" value={organizer.requestsCount} />
        <StatCard icon={CalendarCheck} label="Events completed" value={organizer.completedCount} />
      </ul>
    </header>
  );
}
