import { useParams } from "react-router";
import { usePageTitle } from "#client/app/use-page-title";
import { RequireUser } from "#client/features/auth/components/route-guards";
import { requestIdFrom } from "#client/features/requests/api/requests";
import { ReviewPage } from "#client/features/reviews/pages/review-page";

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
