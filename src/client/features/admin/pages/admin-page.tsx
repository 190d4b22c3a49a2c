import { Page } from "#client/components/ui/page";
import { AdminNav } from "#client/features/admin/components/admin-nav";
import type { AdminSection } from "#client/features/admin/lib/admin-sections";
import type { UserProfile } from "#shared/contracts/users";
import { BadgesSection } from "./badges-section";
import { CouponsSection } from "./coupons-section";
import { FeatureRequestsSection } from "./feature-requests-section";
import { MoneySection } from "./money-section";
import { ReviewsSection } from "./reviews-section";
import { UsersSection } from "./users-section";

function SectionContent({ section, user }: { section: AdminSection; user: UserProfile }) {
  switch (section) {
    case "users":
      return <UsersSection currentUser={user} />;
    case "reviews":
      return <ReviewsSection key={section} subject="supplier" />;
    case "organizer-reviews":
      return <ReviewsSection key={section} subject="organizer" />;
    case "badges":
      return <BadgesSection />;
    case "feature-requests":
      return <FeatureRequestsSection />;
    case "coupons":
      return <CouponsSection />;
    case "money":
      return <MoneySection />;
  }
}

/** The admin console: the section nav beside (or above, on phones) the chosen section. */
export function AdminPage({ section, user }: { section: AdminSection; user: UserProfile }) {
  return (
    <Page
      title="Admin"
      subtitle="Look after accounts, reviews and compliance badges, the feature-request board, coupons and booking money."
    >
      <div className="grid gap-6 lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-10">
        <AdminNav />
        <div className="min-w-0">
          <SectionContent section={section} user={user} />
        </div>
      </div>
    </Page>
  );
}
