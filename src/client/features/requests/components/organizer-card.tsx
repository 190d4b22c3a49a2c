import { Link } from "react-router";
import { Avatar } from "#client/components/ui/avatar";
import { Card } from "#client/components/ui/card";
import { paths } from "#client/lib/paths";
import type { RequestDetail } from "#shared/contracts/requests";
import { formatMonthYear } from "#shared/domain/format";

export function OrganizerCard({ organizer }: { organizer: RequestDetail["organizer"] }) {
  return (
    <Card className="p-6">
      <h2 className="text-base font-semibold text-slate-900">Organizer</h2>
      <div className="mt-4 flex items-center gap-3">
        <Avatar name={organizer.name} imageUrl={organizer.profileImage} size="md" />
        <div className="min-w-0">
          <p className="font-semibold break-words text-slate-900">{organizer.name}</p>
          <p className="text-sm text-slate-600">
            Member since{" "}
            <time dateTime={organizer.createdAt}>{formatMonthYear(organizer.createdAt)}</time>
          </p>
        </div>
      </div>
      <Link
        to={paths.organizer(organizer.id)}
        className="mt-4 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        View organizer profile
      </Link>
    </Card>
  );
}
