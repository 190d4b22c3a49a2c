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
      <ReviewPage
        requestId={requestIdFrom(params.requestId)}
        supplierId={requestIdFrom(params.supplierId)}
      />
    </RequireUser>
  );
}
