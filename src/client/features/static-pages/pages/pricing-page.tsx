import {
  BarChart3,
  CreditCard,
  HandCoins,
  Megaphone,
  PartyPopper,
  Star,
  Store,
} from "lucide-react";
import { Link } from "react-router";
import { Badge } from "#client/components/ui/badge";
import { Button } from "#client/components/ui/button";
import { CheckList } from "#client/features/static-pages/components/check-list";
import { CtaBand } from "#client/features/static-pages/components/cta-band";
import { SectionHeading, StaticPage } from "#client/features/static-pages/components/static-page";
import { TextLink } from "#client/features/static-pages/components/text-link";
import { paths } from "#client/lib/paths";
import { formatPounds } from "#shared/domain/format";
import {
  DEFAULT_MONTHLY_QUOTE_LIMIT,
  MONTHLY_PRICE_PENCE,
  YEARLY_PRICE_PENCE,
} from "#shared/domain/limits";

const monthly = formatPounds(MONTHLY_PRICE_PENCE);
const yearly = formatPounds(YEARLY_PRICE_PENCE);
const yearlySaving = formatPounds(MONTHLY_PRICE_PENCE * 12 - YEARLY_PRICE_PENCE);
const freeQuotes =
  DEFAULT_MONTHLY_QUOTE_LIMIT === 1 ? "1 quote" : `${DEFAULT_MONTHLY_QUOTE_LIMIT} quotes`;

const facts = [
  {
    title: "No commission",
    body: "We never take a percentage of a booking. Whatever you agree with an organizer is yours to keep.",
    icon: HandCoins,
  },
  {
    title: "Free for organizers",
    body: "Posting requests, receiving and accepting quotes, messaging suppliers and leaving reviews cost nothing, now or later.",
    icon: PartyPopper,
  },
  {
    title: "Free to start for suppliers",
    body: `Create your profile, appear in the directory and send ${freeQuotes} a month without paying a penny.`,
    icon: Store,
  },
];

const freeFeatures = [
  `${freeQuotes} per month`,
  "Profile listing in the supplier directory",
  "Notifications of new requests in your categories",
  "Contact details hidden from organizers",
];

const standardFeatures = [
  "Unlimited quotes",
  "Contact details (phone, email and website) shown to organizers",
  "Message organizers directly",
  "Browse every request that matches your categories",
  "Business profile listing and profile analytics",
  "Notifications of new requests, quotes and messages",
];

const yearlyBenefits = [
  {
    title: "Priority listing",
    body: "Your profile appears higher in the supplier directory, where organizers look first.",
    icon: Star,
  },
  {
    title: "Featured supplier opportunity",
    body: "Be considered for featured spots that put your business in front of organizers across EventEazy.",
    icon: Megaphone,
  },
  {
    title: "Advanced analytics",
    body: "See how organizers find and view your profile, so you know what's working.",
    icon: BarChart3,
  },
];

const faqs = [
  {
    question: "Do organizers ever pay?",
    answer:
      "No. Organizers use every part of EventEazy free of charge, and we don't add booking fees to suppliers' quotes.",
  },
  {
    question: "What happens when I've used my free quote?",
    answer: `On the Free plan you can send ${freeQuotes} each calendar month; your allowance starts again at the beginning of the next month. Upgrade to Standard at any time for unlimited quotes.`,
  },
  {
    question: "Can I cancel?",
    answer:
      "Yes, whenever you like. Cancelling stops the next renewal, and you keep your Standard benefits until the end of the period you've paid for.",
  },
  {
    question: "Why are my contact details hidden on the Free plan?",
    answer:
      "On the Free plan organizers reach you through your quotes. With Standard, your phone number, email and website are shown to logged-in organizers on your public profile. Your address is shown on every plan.",
  },
];

export function PricingPage() {
  return (
    <StaticPage
      eyebrow="Pricing & Fees"
      title="Simple pricing with no commission"
      lead="Organizers use EventEazy free. Suppliers start on a free plan and upgrade when they're ready to quote more. We never take a cut of your bookings."
    >
      <section aria-labelledby="costs-heading">
        <SectionHeading id="costs-heading" title="What EventEazy costs" />
        <ul className="grid gap-4 md:grid-cols-3">
          {facts.map((fact) => (
            <li
              key={fact.title}
              className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <span className="flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <fact.icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-4 font-semibold text-slate-900">{fact.title}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">{fact.body}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="plans-heading">
        <SectionHeading
          id="plans-heading"
          title="Supplier plans"
          description="Two plans, no contracts. Pay monthly, or yearly and get 2 months free."
        />
        <div className="grid gap-6 lg:grid-cols-2">
          <article
            aria-labelledby="free-plan"
            className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
          >
            <h3 id="free-plan" className="text-lg font-semibold text-slate-900">
              Free
            </h3>
            <p className="mt-1 text-sm text-slate-600">For trying EventEazy and occasional work.</p>
            <p className="mt-6 flex items-baseline gap-1">
              <span className="text-4xl font-bold tracking-tight text-slate-900">
                {formatPounds(0)}
              </span>
              <span className="text-slate-600">per month</span>
            </p>
            <CheckList items={freeFeatures} className="mt-6 flex-1" />
            <Button asChild variant="outline" size="lg" className="mt-8">
              <Link to={paths.register}>Create a free profile</Link>
            </Button>
          </article>

          <article
            aria-labelledby="standard-plan"
            className="flex flex-col rounded-2xl border-2 border-brand-600 bg-white p-6 shadow-md sm:p-8"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 id="standard-plan" className="text-lg font-semibold text-slate-900">
                Standard
              </h3>
              <Badge tone="brand">Recommended</Badge>
            </div>
            <p className="mt-1 text-sm text-slate-600">For suppliers who want every opportunity.</p>
            <p className="mt-6 flex items-baseline gap-1">
              <span className="text-4xl font-bold tracking-tight text-slate-900">{monthly}</span>
              <span className="text-slate-600">per month</span>
            </p>
            <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700">
              or {yearly} per year, saving {yearlySaving}
              <Badge tone="green">2 months free</Badge>
            </p>
            <CheckList items={standardFeatures} className="mt-6 flex-1" />
            <Button asChild size="lg" className="mt-8">
              <Link to={paths.plans}>Choose a plan</Link>
            </Button>
          </article>
        </div>
      </section>

      <section aria-labelledby="yearly-heading">
        <SectionHeading
          id="yearly-heading"
          title="Extra benefits of paying yearly"
          description={`Pay ${yearly} once a year instead of ${monthly} a month, save ${yearlySaving}, and get more visibility too.`}
        />
        <ul className="grid gap-4 md:grid-cols-3">
          {yearlyBenefits.map((benefit) => (
            <li key={benefit.title} className="flex gap-4 rounded-xl bg-brand-50 p-6">
              <benefit.icon className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
              <div>
                <h3 className="font-semibold text-brand-900">{benefit.title}</h3>
                <p className="mt-1 text-sm leading-6 text-slate-700">{benefit.body}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="billing-heading" className="grid gap-8 lg:grid-cols-[2fr_3fr]">
        <div>
          <span className="flex size-12 items-center justify-center rounded-xl bg-brand-700 text-white">
            <CreditCard className="size-6" aria-hidden="true" />
          </span>
          <h2
            id="billing-heading"
            className="mt-5 text-2xl font-bold tracking-tight text-slate-900"
          >
            Billing and payments
          </h2>
          <p className="mt-2 text-slate-600">Straightforward card billing, in pounds sterling.</p>
        </div>
        <div className="space-y-4 leading-7 text-slate-700">
          <p>
            Subscriptions are paid by card (Visa, Mastercard or American Express) through our secure
            card payment provider. Your card details go straight to the provider: EventEazy never
            sees or stores your full card number.
          </p>
          <p>
            Billing starts as soon as your payment goes through and renews on the same date each
            month or year. You can cancel whenever you like and keep your benefits until the end of
            the period you've paid for.
          </p>
          <p>
            Have a coupon? Enter it on the <TextLink to={paths.plans}>plans page</TextLink> before
            you pay and the discount is applied straight away.
          </p>
        </div>
      </section>

      <section aria-labelledby="faq-heading">
        <SectionHeading id="faq-heading" title="Frequently asked questions" />
        <dl className="grid gap-4 md:grid-cols-2">
          {faqs.map((faq) => (
            <div key={faq.question} className="rounded-xl border border-slate-200 bg-white p-6">
              <dt className="font-semibold text-slate-900">{faq.question}</dt>
              <dd className="mt-2 text-sm leading-6 text-slate-600">{faq.answer}</dd>
            </div>
          ))}
        </dl>
      </section>

      <CtaBand
        title="Ready to win more bookings?"
        description="Compare the plans, pick monthly or yearly, and start sending quotes today."
      >
        <Button asChild variant="accent" size="lg">
          <Link to={paths.plans}>View plans</Link>
        </Button>
        <Button asChild variant="outline" size="lg">
          <Link to={paths.register}>Join as a supplier</Link>
        </Button>
      </CtaBand>
    </StaticPage>
  );
}
