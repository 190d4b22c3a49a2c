import {
  BulletList,
  CONTACT_EMAIL,
  LegalDocument,
  type LegalSection,
} from "#client/features/static-pages/components/legal-document";
import { StaticPage } from "#client/features/static-pages/components/static-page";
import { MailLink, TextLink } from "#client/features/static-pages/components/text-link";
import { paths } from "#client/lib/paths";
import { formatPounds } from "#shared/domain/format";
import { MONTHLY_PRICE_PENCE, YEARLY_PRICE_PENCE } from "#shared/domain/limits";

const sections: LegalSection[] = [
  {
    id: "who-pays",
    title: "Who pays EventEazy",
    content: (
      <>
        <p>
          Organizers never pay EventEazy: posting requests, comparing quotes and messaging suppliers
          is free. The only payments EventEazy takes are suppliers' Standard plan subscriptions, at{" "}
          {formatPounds(MONTHLY_PRICE_PENCE)} a month or {formatPounds(YEARLY_PRICE_PENCE)} a year.
          This policy is about those payments.
        </p>
        <p>
          We take no commission on bookings. What an organizer pays a supplier for their event is
          agreed between the two of them, so deposits and refunds for the event itself follow the
          supplier's own terms (see <a href="#bookings">section 5</a>).
        </p>
      </>
    ),
  },
  {
    id: "cancelling",
    title: "Cancelling a subscription",
    content: (
      <BulletList>
        <li>
          You can cancel at any time from the Account tab of your{" "}
          <TextLink to={paths.profile}>profile</TextLink>. Nothing more is taken after that.
        </li>
        <li>
          Your Standard plan stays active until the end of the month or year you have paid for, then
          your account moves to the Free plan. Your profile, quotes, messages and reviews stay as
          they are.
        </li>
        <li>
          Because you keep what you paid for until the end of the period, we do not refund part-used
          months or years.
        </li>
      </BulletList>
    ),
  },
  {
    id: "refunds",
    title: "When we refund",
    content: (
      <>
        <p>We refund the payment in full when:</p>
        <BulletList>
          <li>you were charged twice for the same period, or charged after you had cancelled;</li>
          <li>you were charged a different amount from the price shown when you subscribed;</li>
          <li>
            EventEazy was unavailable for a long part of a period you paid for because of a fault on
            our side; or
          </li>
          <li>the law gives you a right to a refund.</li>
        </BulletList>
        <p>
          A coupon or a free access grant is not exchangeable for cash, and a period paid with a
          100% coupon has nothing to refund.
        </p>
      </>
    ),
  },
  {
    id: "asking",
    title: "How to ask for a refund",
    content: (
      <>
        <p>
          Write to us with the <TextLink to={paths.contactAbout("refunds")}>contact form</TextLink>{" "}
          (choose "Refunds"), or email <MailLink address={CONTACT_EMAIL} />, from the email address
          of your account. Tell us the date and amount of the payment and why you think it should be
          refunded.
        </p>
        <p>
          We answer within 2 working days. An approved refund goes back to the card you paid with
          within 5 to 10 working days, depending on your bank.
        </p>
      </>
    ),
  },
  {
    id: "bookings",
    title: "Payments between organizers and suppliers",
    content: (
      <>
        <p>
          EventEazy does not hold or pass on money for bookings. A supplier's quote should say what
          deposit they ask for and when it can be refunded; organizers should read it before
          accepting.
        </p>
        <p>
          If a supplier or an organizer behaves dishonestly, tell us through the{" "}
          <TextLink to={paths.contactAbout("safety")}>contact form</TextLink>. We can warn, suspend
          or remove accounts, although we cannot recover money paid outside EventEazy.
        </p>
      </>
    ),
  },
];

export function RefundPolicyPage() {
  return (
    <StaticPage
      eyebrow="Legal"
      title="Refund Policy"
      lead="What happens to your money when you cancel a Standard plan, and when we give it back."
    >
      <LegalDocument sections={sections} />
    </StaticPage>
  );
}
