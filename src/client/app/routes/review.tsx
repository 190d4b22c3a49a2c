import { useParams } from "react-router";
import { RequireUser } from "../../features/auth/components/route-guards";
import { requestIdFrom } from "../../features/requests/api/requests";
import { ReviewPage } from "../../features/reviews/pages/review-page";
import { usePageTitle } from "../use-page-title";

export function ReviewRoute() {
  usePageTitle("Write a Review");
  const params = useParams();
  return (
    <RequireUser roles={["organizer"]}>
      {/* A new pair is a new page: nothing of the last booking's form may carry over. */}
      <ReviewPage
        key={`${params.requestId}/${params.supplierId}`}
        requestId={requestIdFrom(params.requestId)}
        supplierId={requestIdFrom(params.supplierId)}
      />
    </RequireUser>
  );
}
