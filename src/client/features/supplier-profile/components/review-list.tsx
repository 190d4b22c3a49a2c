import { MessageSquareText } from "lucide-react";
import { EmptyState } from "#client/components/ui/empty-state";
import { ReviewCard } from "#client/features/reviews";
import { paths } from "#client/lib/paths";
import type { PublicReview } from "#shared/contracts/suppliers";
import type { UserProfile } from "#shared/contracts/users";
import { DELETED_USER_NAME } from "#shared/domain/display-name";

interface ReviewItemProps {
  review: PublicReview;
  supplierId: number;
  supplierName: string;
  viewer: UserProfile | null;
}

function ReviewItem({ review, supplierId, supplierName, viewer }: ReviewItemProps) {
  const organizerId = review.organizer.id;
  return (
    <ReviewCard
      subject="supplier"
      review={review}
      author={{
        ...review.organizer,
        name: organizerId === null ? DELETED_USER_NAME : review.organizer.name,
        path: organizerId === null ? null : paths.organizer(organizerId),
      }}
      replierName={supplierName}
      isOwnPage={viewer?.id === supplierId}
      canReport={viewer !== null && viewer.id !== organizerId}
    />
  );
}

export function ReviewList({
  reviews,
  supplierId,
  supplierName,
  viewer,
}: {
  reviews: PublicReview[];
  supplierId: number;
  supplierName: string;
  viewer: UserProfile | null;
}) {
  if (reviews.length === 0) {
    return (
      <EmptyState
        icon={MessageSquareText}
        title="No reviews yet"
        description="Reviews appear here after organizers book this supplier through EventEazy."
      />
    );
  }
  return (
    <ul className="space-y-4">
      {reviews.map((review) => (
        <li key={review.id}>
          <ReviewItem
            review={review}
            supplierId={supplierId}
            supplierName={supplierName}
            viewer={viewer}
          />
        </li>
      ))}
    </ul>
  );
}
