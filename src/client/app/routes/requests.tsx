import { useParams, useSearchParams } from "react-router";
import { useSession } from "../../features/auth/api/session";
import { RequireUser } from "../../features/auth/components/route-guards";
import { RequestMessagesPanel } from "../../features/messages/components/request-messages-panel";
import { RequestQuotePanel } from "../../features/quotes/components/request-quote-panel";
import { requestIdFrom, useRequestDetail } from "../../features/requests/api/requests";
import { CreateRequestPage } from "../../features/requests/pages/create-request-page";
import { MyRequestsPage } from "../../features/requests/pages/my-requests-page";
import { RequestDetailPage } from "../../features/requests/pages/request-detail-page";
import { supplierLookupFrom } from "../../features/supplier-profile/api/get-supplier-detail";
import { usePageTitle } from "../use-page-title";

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
