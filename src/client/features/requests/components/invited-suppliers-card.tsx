import { MailCheck } from "lucide-react";
import { Link } from "react-router";
import { Card } from "#client/components/ui/card";
import { useRequestInvitations } from "#client/features/requests/api/request-invitations";
import { paths } from "#client/lib/paths";
import type { RequestDetail } from "#shared/contracts/requests";
import { INVITATIONS_PER_REQUEST } from "#shared/domain/fair-leads";

/** The owner's list of the suppliers they invited to quote on this request, when there are any. */
export function InvitedSuppliersCard({ request }: { request: RequestDetail }) {
  const invitations = useRequestInvitations(request.id, request.isOwner);
  const invited = invitations.data ?? [];
  if (!request.isOwner || invited.length === 0) return null;
  return (
    <Card className="p-6">
      <h2 className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <MailCheck className="size-4 text-brand-700" aria-hidden="true" />
        Invited suppliers
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {invited.length} of {INVITATIONS_PER_REQUEST} invitations used.
      </p>
      <ul className="mt-3 space-y-1">
        {invited.map((invitation) => (
          <li key={invitation.supplierId}>
            <Link
              to={paths.supplier(invitation.supplierId)}
              className="-mx-2 flex min-h-11 items-center rounded-lg px-2 text-sm font-medium text-brand-700 hover:bg-slate-50 hover:underline"
            >
              {invitation.supplierName}
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
