import { CalendarDays, Globe, Lock, Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { Card, CardContent, CardHeader, CardTitle } from "#client/components/ui/card";
import { paths } from "#client/lib/paths";
import type { SupplierProfile } from "#shared/contracts/suppliers";
import type { UserProfile } from "#shared/contracts/users";
import { formatMonthYear } from "#shared/domain/format";

/**
 * Why a contact line is hidden, as the server decided (docs/product.md §Contact details): a
 * supplier on a paid plan shows them to signed-in organizers; one on the free plan to no one.
 */
function lockedText(supplier: SupplierProfile, viewer: UserProfile | null): string {
  if (!supplier.isSubscribed) return "Available with paid plan";
  return viewer ? "Shown to event organizers" : "Sign in as an organizer to see contact details";
}

function ContactRow({
  icon: Icon,
  label,
  children,
}: {
  icon: typeof Phone;
  label: string;
  children: ReactNode;
}) {
  return (
    <div>
      <dt className="flex items-center gap-2 text-xs font-medium tracking-wide text-slate-600 uppercase">
        <Icon className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
        {label}
      </dt>
      <dd className="mt-1 pl-6 text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

function LockedValue({ text }: { text: string }) {
  return (
    <span className="inline-flex items-center gap-1.5 text-slate-700">
      <Lock className="size-3.5" aria-hidden="true" />
      {text}
    </span>
  );
}

function websiteHref(website: string): string {
  return /^https?:\/\//i.test(website) ? website : `https://${website}`;
}

function websiteLabel(website: string): string {
  return website.replace(/^https?:\/\//i, "").replace(/\/$/, "");
}

/** Why the details are hidden depends on who is looking, so the note says what would change it. */
function LockedNote({
  supplier,
  viewer,
}: {
  supplier: SupplierProfile;
  viewer: UserProfile | null;
}) {
  const location = useLocation();
  if (supplier.isSubscribed && !viewer) {
    return (
      <p className="text-sm text-slate-700">
        This supplier shares their phone, email and website with signed-in organizers.{" "}
        <Link
          to={paths.login}
          state={{ from: location.pathname }}
          className="font-semibold text-brand-700 underline underline-offset-4"
        >
          Log in
        </Link>{" "}
        to see them.
      </p>
    );
  }
  if (supplier.isSubscribed) {
    return (
      <p className="text-sm text-slate-700">
        This supplier shares their phone, email and website with event organizers.
      </p>
    );
  }
  return (
    <p className="text-sm text-slate-700">
      Phone, email and website appear once this supplier is on a paid plan. You can still reach them
      through EventEazy with a quote request.
    </p>
  );
}

export function ContactCard({
  supplier,
  viewer,
}: {
  supplier: SupplierProfile;
  viewer: UserProfile | null;
}) {
  const { contactAvailable } = supplier;
  const locked = lockedText(supplier, viewer);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Contact Information</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <dl className="space-y-4">
          <ContactRow icon={MapPin} label="Address">
            {supplier.address || <span className="text-slate-700">Not provided</span>}
          </ContactRow>
          {contactAvailable ? (
            <>
              {supplier.phone && (
                <ContactRow icon={Phone} label="Phone">
                  <a
                    href={`tel:${supplier.phone.replace(/\s+/g, "")}`}
                    className="text-brand-700 underline-offset-4 hover:underline"
                  >
                    {supplier.phone}
                  </a>
                </ContactRow>
              )}
              {supplier.email && (
                <ContactRow icon={Mail} label="Email">
                  <a
                    href={`mailto:${supplier.email}`}
                    className="text-brand-700 underline-offset-4 hover:underline"
                  >
                    {supplier.email}
                  </a>
                </ContactRow>
              )}
              {supplier.website && (
                <ContactRow icon={Globe} label="Website">
                  <a
                    href={websiteHref(supplier.website)}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="text-brand-700 underline-offset-4 hover:underline"
                  >
                    {websiteLabel(supplier.website)}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </ContactRow>
              )}
            </>
          ) : (
            <>
              <ContactRow icon={Phone} label="Phone">
                <LockedValue text={locked} />
              </ContactRow>
              <ContactRow icon={Mail} label="Email">
                <LockedValue text={locked} />
              </ContactRow>
              <ContactRow icon={Globe} label="Website">
                <LockedValue text={locked} />
              </ContactRow>
            </>
          )}
          <ContactRow icon={CalendarDays} label="Member since">
            <time dateTime={supplier.createdAt}>{formatMonthYear(supplier.createdAt)}</time>
          </ContactRow>
        </dl>
        {!contactAvailable && (
          <div className="rounded-lg bg-slate-50 p-3">
            <LockedNote supplier={supplier} viewer={viewer} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
