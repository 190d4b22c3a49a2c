import {
  BulletList,
  LegalDocument,
  type LegalSection,
} from "#client/features/static-pages/components/legal-document";
import { StaticPage } from "#client/features/static-pages/components/static-page";
import { TextLink } from "#client/features/static-pages/components/text-link";
import { paths } from "#client/lib/paths";

const sections: LegalSection[] = [
  {
    id: "profile",
    title: "An honest profile",
    content: (
      <BulletList>
        <li>
          Use your real business name, and choose only the categories you actually provide. A venue
          that does not cook is not a caterer.
        </li>
        <li>
          Show photographs of your own work and equipment, taken at real events. Stock images, other
          businesses' photos and pictures you have no right to use are removed.
        </li>
        <li>
          Set your location and service area to where you will really travel, and a "Starting from"
          price you would actually quote for a small booking.
        </li>
        <li>Keep your phone number, email and website up to date.</li>
      </BulletList>
    ),
  },
  {
    id: "quotes",
    title: "Quoting",
    content: (
      <BulletList>
        <li>
          Quote only for requests you can deliver on the date, at the place and for the number of
          guests asked for.
        </li>
        <li>
          Give one clear price in pounds and say what it includes: hours, travel, set-up, VAT, and
          any deposit and when it can be refunded. No surprise charges after an organizer accepts.
        </li>
        <li>
          Send quotes written for the request, not the same text to everyone. Organizers can tell,
          and they choose the supplier who read what they asked.
        </li>
        <li>
          If you can no longer do an event you quoted for, tell the organizer straight away through
          EventEazy's messages.
        </li>
      </BulletList>
    ),
  },
  {
    id: "messages",
    title: "Messages and contact",
    content: (
      <BulletList>
        <li>Reply within 24 hours, even if only to say when you will answer in full.</li>
        <li>
          Be courteous. No pressure selling, no repeated messages after an organizer has said no,
          and no marketing to organizers who have not asked for it.
        </li>
        <li>
          Use organizers' details only for the event they asked about, as the{" "}
          <TextLink to={paths.privacy}>Privacy Policy</TextLink> describes.
        </li>
      </BulletList>
    ),
  },
  {
    id: "reviews",
    title: "Reviews",
    content: (
      <BulletList>
        <li>Reviews come only from organizers whose booking with you was accepted.</li>
        <li>
          Never offer money, discounts or gifts for a review, write reviews of your own business, or
          pressure an organizer to change one. Doing so can lead to your account being suspended.
        </li>
        <li>
          If a review is false or abusive, report it through the{" "}
          <TextLink to={paths.contactAbout("safety")}>contact form</TextLink> rather than arguing in
          public.
        </li>
      </BulletList>
    ),
  },
  {
    id: "safety",
    title: "Safety, insurance and the law",
    content: (
      <BulletList>
        <li>
          Hold the insurance your service needs (public liability insurance at the least, and
          employer's liability if you employ staff), and show it when an organizer or venue asks.
        </li>
        <li>
          Follow the rules for your trade: food hygiene registration for caterers, PAT-tested
          electrical equipment, licences for alcohol and for entertainment where they apply.
        </li>
        <li>Never ask an organizer to pay you by a method they cannot trace.</li>
      </BulletList>
    ),
  },
  {
    id: "enforcement",
    title: "When the guidelines are broken",
    content: (
      <p>
        We look into every report. Depending on what happened, we remove content, warn the supplier,
        or suspend or close the account, as the{" "}
        <TextLink to={paths.terms}>Terms of Service</TextLink> allow. To report a supplier, use the{" "}
        <TextLink to={paths.contactAbout("safety")}>contact form</TextLink>.
      </p>
    ),
  },
];

export function SupplierGuidelinesPage() {
  return (
    <StaticPage
      eyebrow="For suppliers"
      title="Supplier Guidelines"
      lead="What organizers can expect from every supplier on EventEazy, and what we expect of you."
    >
      <LegalDocument sections={sections} />
    </StaticPage>
  );
}
