import { ExternalLink, Pencil } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { CategoryIcon } from "#client/components/category-icon";
import { CoverBanner } from "#client/components/cover-banner";
import { Avatar } from "#client/components/ui/avatar";
import { Badge } from "#client/components/ui/badge";
import { Button } from "#client/components/ui/button";
import { Card, CardContent, CardTitle } from "#client/components/ui/card";
import { paths } from "#client/lib/paths";
import { MAX_PORTFOLIO_IMAGES } from "#shared/contracts/uploads";
import type { UserProfile } from "#shared/contracts/users";
import { CATEGORIES, categoryName } from "#shared/domain/categories";

const iconsByKey = new Map<string, string>(CATEGORIES.map((c) => [c.id, c.icon]));

function Detail({
  label,
  children,
  isWide = false,
}: {
  label: string;
  children: ReactNode;
  isWide?: boolean;
}) {
  return (
    <div className={isWide ? "space-y-1 sm:col-span-2" : "space-y-1"}>
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

function NotGiven() {
  return <span className="text-slate-600 italic">Not provided</span>;
}

export function ProfileView({ user, onEdit }: { user: UserProfile; onEdit: () => void }) {
  const isSupplier = user.role === "supplier";
  return (
    <Card className="overflow-hidden">
      {isSupplier && (
        <CoverBanner
          coverImage={user.coverImage}
          category={user.categories[0]}
          alt="Your cover"
          placeholderLabel="No cover image yet"
          className="sm:max-h-56"
        />
      )}
      <div className="flex flex-col gap-4 p-6 pb-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-4">
          <Avatar name={user.displayName} imageUrl={user.profileImage} size="md" />
          <div className="min-w-0">
            <CardTitle className="break-words">{user.displayName}</CardTitle>
            <p className="text-sm text-slate-600">@{user.username}</p>
          </div>
        </div>
        <div className="grid gap-2 sm:flex sm:shrink-0">
          <Button onClick={onEdit}>
            <Pencil aria-hidden="true" />
            Edit profile
          </Button>
          {isSupplier && (
            <Button asChild variant="outline">
              <Link to={paths.supplier(user.id)}>
                <ExternalLink aria-hidden="true" />
                View Public Profile
              </Link>
            </Button>
          )}
        </div>
      </div>
      <CardContent className="space-y-8">
        <dl className="grid gap-5 sm:grid-cols-2">
          <Detail label="Name">{user.name}</Detail>
          <Detail label="Email">{user.email}</Detail>
          {isSupplier && <Detail label="Business name">{user.businessName || <NotGiven />}</Detail>}
          <Detail label="Phone">{user.phone || <NotGiven />}</Detail>
          {isSupplier && (
            <Detail label="Website">
              {user.website ? (
                <a
                  href={user.website}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-medium text-brand-700 underline-offset-4 hover:underline"
                >
                  {user.website}
                </a>
              ) : (
                <NotGiven />
              )}
            </Detail>
          )}
          <Detail label="Address">{user.address || <NotGiven />}</Detail>
          <Detail label="Description" isWide>
            {user.description ? (
              <span className="whitespace-pre-line">{user.description}</span>
            ) : (
              <NotGiven />
            )}
          </Detail>
          {isSupplier && (
            <>
              <Detail label="Service area">
                {user.serviceArea} km
                {user.latitude === null ? " (no base location set)" : " from your base location"}
              </Detail>
              <Detail label="Categories">
                {user.categories.length > 0 ? (
                  <span className="flex flex-wrap gap-1.5">
                    {user.categories.map((key) => (
                      <Badge key={key} tone="brand">
                        <CategoryIcon icon={iconsByKey.get(key) ?? ""} className="size-3.5" />
                        {categoryName(key)}
                      </Badge>
                    ))}
                  </span>
                ) : (
                  <span className="text-slate-600 italic">
                    None chosen: you will see requests in every category
                  </span>
                )}
              </Detail>
            </>
          )}
        </dl>
        {isSupplier && (
          <section aria-labelledby="portfolio-heading" className="space-y-3">
            <div className="flex items-baseline justify-between gap-2">
              <h3 id="portfolio-heading" className="text-sm font-medium text-slate-600">
                Portfolio
              </h3>
              <p className="text-sm text-slate-600">
                {user.portfolioImages.length} of {MAX_PORTFOLIO_IMAGES}
              </p>
            </div>
            {user.portfolioImages.length > 0 ? (
              <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
                {user.portfolioImages.map((url, index) => (
                  <li key={url} className="overflow-hidden rounded-lg bg-slate-100">
                    <img
                      src={url}
                      alt={`Portfolio ${index + 1} of ${user.portfolioImages.length}`}
                      loading="lazy"
                      className="aspect-square w-full object-cover"
                    />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600">
                No portfolio images yet. Edit your profile to add up to {MAX_PORTFOLIO_IMAGES}.
              </p>
            )}
          </section>
        )}
      </CardContent>
    </Card>
  );
}
