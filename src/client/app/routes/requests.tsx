import { useParams, useSearchParams } from "react-router";
import { usePageTitle } from "#client/app/use-page-title";
import { useSession } from "#client/features/auth/api/session";
import { RequireUser } from "#client/features/auth/components/route-guards";
import { RequestMessagesPanel } from "#client/features/messages/components/request-messages-panel";
import { RequestQuotePanel } from "#client/features/quotes/components/request-quote-panel";
import { requestIdFrom, useRequestDetail } from "#client/features/requests/api/requests";
import { CreateRequestPage } from "#client/features/requests/pages/create-request-page";
import { MyRequestsPage } from "#client/features/requests/pages/my-requests-page";
import { RequestDetailPage } from "#client/features/requests/pages/request-detail-page";
import { supplierLookupFrom } from "#client/features/supplier-profile/api/get-supplier-detail";

export function CreateRequestRoute() {
  usePageTitle("Create Request");
  const supplierParam = useSearchParams()[0].get("supplier");
  const supplier = supplierParam === null ? null : supplierLookupFrom({ id: supplierParam });
  return (
    <RequireUser roles={["organizer"]}>
      <CreateRequestPage supplier={supplier} />
    </RequireUser>
  );
}

export function MyRequestsRoute() {
  usePageTitle("My Requests");
  return (
    <RequireUser roles={["organizer"]}>
      <MyRequestsPage />
    </RequireUser>
  );
}

function RequestDetailWithTitle({ requestId }: { requestId: number | null }) {
  const { user } = useSession();
  const { data, isError } = useRequestDetail(requestId);
  usePageTitle(
    data ? data.title : requestId === null || isError ? "Request Not Found" : "Event Request",
  );
  // RequireUser has made sure there is a user.
  if (!user) return null;
  return (
    <RequestDetailPage
      requestId={requestId}
      viewer={user}
      quotes={(request) => <RequestQuotePanel request={request} viewer={user} />}
      messages={(request) => <RequestMessagesPanel requestId={request.id} viewerId={user.id} />}
    />
  );
}

export function RequestDetailRoute() {
  const requestId = requestIdFrom(useParams().id);
  return (
    <RequireUser>
      <RequestDetailWithTitle key={requestId} requestId={requestId} />
    </RequireUser>
  );
}
