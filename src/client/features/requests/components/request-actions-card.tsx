import { CalendarPlus, MessageSquare, Search } from "lucide-react";
import { Link } from "react-router";
import { expiryNote, statusLabel } from "#client/components/request-status-badge";
import { Button } from "#client/components/ui/button";
import { Card } from "#client/components/ui/card";
import { paths } from "#client/lib/paths";
import type { RequestDetail } from "#shared/contracts/requests";
import type { UserProfile } from "#shared/contracts/users";
import { RequestStatusActions } from "./request-status-actions";

function ClosedNote({ request }: { request: RequestDetail }) {
  return (
    <div className="space-y-4">
      {request.status === "expired" ? (
        <p className="text-sm text-slate-700">
          EventEazy closed this request, so it no longer takes quotes or status changes.{" "}
          {expiryNote(request)}
        </p>
      ) : (
        <p className="text-sm text-slate-700">
          This request is {statusLabel(request.status).toLowerCase()}, so it no longer takes quotes
          or status changes.
          {request.statusReason && <> Your note: “{request.statusReason}”</>}
        </p>
      )}
      <Button asChild variant="outline" className="w-full">
        <Link to={paths.createRequest}>
          <CalendarPlus aria-hidden="true" />
          Post a New Request
        </Link>
      </Button>
    </div>
  );
}

/** What the viewer can do from here: the owner ends the request, a supplier contacts its organizer. */
export function RequestActionsCard({
  request,
  viewer,
}: {
  request: RequestDetail;
  viewer: UserProfile;
}) {
  return (
    <Card className="p-6">
      <h2 className="mb-4 text-base font-semibold text-slate-900">Actions</h2>
      {request.isOwner ? (
        request.status === "active" ? (
          <RequestStatusActions request={request} />
        ) : (
          <ClosedNote request={request} />
        )
      ) : viewer.role === "supplier" ? (
        <div className="grid gap-2">
          <Button asChild variant="outline">
            <Link to={paths.messagesWith(request.organizerId, request.id)}>
              <MessageSquare aria-hidden="true" />
              Message Organizer
            </Link>
          </Button>
          <Button asChild variant="ghost">
            <Link to={paths.browseRequests}>
              <Search aria-hidden="true" />
              Browse More Requests
            </Link>
          </Button>
        </div>
      ) : viewer.role === "organizer" ? (
        <div className="space-y-3">
          <p className="text-sm text-slate-700">Planning something similar?</p>
          <Button asChild variant="outline" className="w-full">
            <Link to={paths.createRequest}>
              <CalendarPlus aria-hidden="true" />
              Post Your Own Request
            </Link>
          </Button>
        </div>
      ) : (
        <p className="text-sm text-slate-700">Only the organizer can change this request.</p>
      )}
    </Card>
  );
}
