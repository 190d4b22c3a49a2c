import {
  BulletList,
  CONTACT_EMAIL,
  LEGAL_LAST_UPDATED,
  LegalDocument,
  type LegalSection,
} from "#client/features/static-pages/components/legal-document";
import { StaticPage } from "#client/features/static-pages/components/static-page";
import { MailLink, TextLink } from "#client/features/static-pages/components/text-link";
import { paths } from "#client/lib/paths";
import { formatPounds } from "#shared/domain/format";
import {
  DEFAULT_MONTHLY_QUOTE_LIMIT,
  MONTHLY_PRICE_PENCE,
  YEARLY_PRICE_PENCE,
} from "#shared/domain/limits";

const freeQuotes =
  DEFAULT_MONTHLY_QUOTE_LIMIT === 1 ? "1 quote" : `${DEFAULT_MONTHLY_QUOTE_LIMIT} quotes`;

const sections: LegalSection[] = [
  {
    id: "about",
    title: "About these terms",
    content: (
      <>
        <p>
          These terms are the agreement between you and EventEazy for using the EventEazy website
          and services. By creating an account or using EventEazy, you accept them. If you don't
          agree, please don't use EventEazy.
        </p>
        <p>
          Our <TextLink to={paths.privacy}>Privacy Policy</TextLink> explains how we handle your
          personal data.
        </p>
      </>
    ),
  },
  {
    id: "accounts",
    title: "Your account",
    content: (
      <BulletList>
        <li>You must be 18 or over to create an account.</li>
        <li>
          Register as an organizer if you plan events, or as a supplier if you provide services for
          events. Give accurate information and keep it up to date.
        </li>
        <li>
          One account per person or business. Keep your password secret: you're responsible for what
          happens in your account, and you should tell us straight away if you think someone else
          has used it.
        </li>
        <li>
          We may suspend or close an account that breaks these terms, with notice where we can give
          it.
        </li>
        <li>
          You can close your account at any time in Settings &gt; Danger Zone of your profile
          settings.
        </li>
      </BulletList>
    ),
  },
  {
    id: "platform-usage",
    title: "Using the platform",
    content: (
      <>
        <p>
          EventEazy is a marketplace. We help organizers and suppliers find each other, exchange
          quotes and messages, and share reviews. When an organizer accepts a supplier's quote, any
          agreement for the event is made directly between the organizer and the supplier. EventEazy
          is not a party to that agreement, does not act as either side's agent and does not employ
          suppliers.
        </p>
        <BulletList>
          <li>
            Suppliers are responsible for the services they provide and for holding the insurance,
            licences, registrations and permissions their work requires, and for their own tax.
          </li>
          <li>
            Organizers are responsible for describing their event accurately and for paying
            suppliers as agreed with them.
          </li>
          <li>
            A supplier may send one quote per request. Quotes should be genuine offers for the event
            described.
          </li>
          <li>
            Reviews must be honest and based on a real booking. Only an organizer who accepted a
            supplier's quote can review that supplier for that request.
          </li>
        </BulletList>
      </>
    ),
  },
  {
    id: "subscriptions",
    title: "Subscriptions and payments",
    content: (
      <BulletList>
        <li>Organizers use EventEazy free of charge. We charge no commission on bookings.</li>
        <li>
          Suppliers start on the Free plan, which includes {freeQuotes} per calendar month. Their
          phone number, email and website are not shown to organizers on the Free plan.
        </li>
        <li>
          The Standard plan costs {formatPounds(MONTHLY_PRICE_PENCE)} per month or{" "}
          {formatPounds(YEARLY_PRICE_PENCE)} per year and includes unlimited quotes, messaging and
          public contact details. Prices are in pounds sterling and are shown on the{" "}
          <TextLink to={paths.pricing}>pricing page</TextLink> before you pay.
        </li>
        <li>
          Subscriptions are paid in advance by card through our card payment provider and renew
          automatically on the same date each month or year until you cancel.
        </li>
        <li>
          You can cancel at any time. Your plan stays active until the end of the period you've paid
          for and is not renewed after that. We don't refund part-used periods unless the law
          requires us to.
        </li>
        <li>
          Coupons can be used once per account, only while they're valid, and can't be exchanged for
          cash.
        </li>
        <li>
          If we change our prices, we'll tell you at least 30 days before the new price applies to
          your subscription, so you can cancel first if you wish.
        </li>
      </BulletList>
    ),
  },
  {
    id: "content-licence",
    title: "Your content and our licence to use it",
    content: (
      <>
        <p>
          You keep ownership of everything you post on EventEazy, including profile text, photos,
          requests, quotes, reviews and messages.
        </p>
        <p>
          You give EventEazy a non-exclusive, royalty-free, worldwide licence to host, store, copy,
          resize and display that content so we can run and promote EventEazy. The licence lasts
          while your content is on EventEazy; for reviews and messages kept after you close your
          account (shown as "Deleted user"), it continues for as long as we keep them.
        </p>
        <p>
          You confirm that you have the right to post your content, including permission from the
          photographer and from anyone clearly shown in your photos. We may remove content that
          breaks these terms.
        </p>
      </>
    ),
  },
  {
    id: "prohibited",
    title: "Prohibited activities",
    content: (
      <>
        <p>When using EventEazy, you must not:</p>
        <BulletList>
          <li>post false or misleading information, or pretend to be someone else;</li>
          <li>
            write fake reviews, review your own business or a competitor, or offer anything in
            return for a review;
          </li>
          <li>
            send spam or unsolicited marketing, or harass, threaten or discriminate against anyone;
          </li>
          <li>offer or request services that are illegal in the UK;</li>
          <li>open extra accounts to get around the limits of the Free plan or a suspension;</li>
          <li>
            share other people's personal data without their permission, or use contact details from
            EventEazy for anything other than the event concerned;
          </li>
          <li>
            copy data from EventEazy by automated means, or try to break, overload or get around the
            security of the service;
          </li>
          <li>upload viruses or any other harmful code.</li>
        </BulletList>
      </>
    ),
  },
  {
    id: "liability",
    title: "Liability",
    content: (
      <>
        <p>
          We provide EventEazy with reasonable care and skill, but we can't guarantee that it will
          always be available or free of errors. We don't check or guarantee the quality, safety or
          legality of suppliers' services, the accuracy of what users post, or that a request will
          receive quotes.
        </p>
        <p>
          We are not responsible for what organizers and suppliers do, or fail to do, under
          agreements made between them. We are not liable for loss of profits, business or
          opportunity, or for losses we could not reasonably have foreseen. Otherwise, our total
          liability to you is limited to the greater of £100 and the amount you paid us in the 12
          months before the claim.
        </p>
        <p>
          Nothing in these terms limits our liability for death or personal injury caused by our
          negligence, for fraud, or for anything else the law does not allow us to limit, and
          nothing affects your statutory rights as a consumer.
        </p>
      </>
    ),
  },
  {
    id: "disputes",
    title: "Disputes",
    content: (
      <>
        <p>
          If you disagree with another user, please try to resolve it with them directly; keeping
          your conversation in EventEazy messages gives you both a clear record. We may help where
          we can, but we are not obliged to decide disputes between users.
        </p>
        <p>
          If you have a complaint about EventEazy, contact us first at{" "}
          <MailLink address={CONTACT_EMAIL} /> and we'll try to put it right. Any dispute between
          you and EventEazy that we can't resolve together within 30 days will be settled by binding
          arbitration in the United Kingdom under the Arbitration Act 1996, before a single
          arbitrator and in English. These terms are governed by the law of England and Wales.
        </p>
        <p>
          Nothing in this section takes away any right you have as a consumer to bring a claim in
          the courts of the part of the UK where you live, including smaller claims that the law
          does not allow to be sent to arbitration without your agreement.
        </p>
      </>
    ),
  },
  {
    id: "modifications",
    title: "Changes to these terms and to EventEazy",
    content: (
      <>
        <p>
          We may update these terms, for example when we add features or the law changes. We'll
          update the date at the top of this page and, for significant changes, tell you by email or
          in the app at least 30 days before they take effect. If you keep using EventEazy after
          that, the new terms apply; if you don't accept them, you can close your account.
        </p>
        <p>
          We may also change, add or remove features of EventEazy. If a change significantly reduces
          what a paid plan includes, we'll tell you in advance.
        </p>
      </>
    ),
  },
  {
    id: "contact",
    title: "Contact us",
    content: (
      <p>
        Questions about these terms? Email <MailLink address={CONTACT_EMAIL} />.
      </p>
    ),
  },
];

export function TermsPage() {
  return (
    <StaticPage
      eyebrow="Legal"
      title="Terms of Service"
      lead="The rules for using EventEazy, as an organizer or as a supplier, written as plainly as we can."
      meta={`Last updated: ${LEGAL_LAST_UPDATED}`}
    >
      <LegalDocument sections={sections} />
    </StaticPage>
  );
}
