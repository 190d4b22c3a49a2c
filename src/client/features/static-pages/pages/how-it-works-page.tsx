import {
  BadgeCheck,
  CalendarHeart,
  ClipboardPen,
  Handshake,
  Inbox,
  Search,
  Send,
  Store,
  TrendingUp,
} from "lucide-react";
import { Link } from "react-router";
import { Button } from "#client/components/ui/button";
import { Card } from "#client/components/ui/card";
import { CheckList } from "#client/features/static-pages/components/check-list";
import { CtaBand } from "#client/features/static-pages/components/cta-band";
import { SectionHeading, StaticPage } from "#client/features/static-pages/components/static-page";
import { type Step, StepList } from "#client/features/static-pages/components/step-list";
import { paths } from "#client/lib/paths";

const organizerSteps: Step[] = [
  {
    title: "Create your request",
    description:
      "Tell us about your event: the date, the location, how many guests you expect, your budget and the kinds of supplier you need, from a venue to the cake. It's free and takes less than 5 minutes.",
    icon: ClipboardPen,
  },
  {
    title: "Receive quotes",
    description:
      "Suppliers whose services match your event send you tailored quotes with their price and exactly what's included. We let you know by notification and email as each one arrives.",
    icon: Inbox,
  },
  {
    title: "Choose your supplier",
    description:
      "Compare quotes side by side, look through portfolios, read reviews from other organizers and message suppliers with any questions. Accept as many quotes as your event needs.",
    icon: Handshake,
  },
  {
    title: "Enjoy your event",
    description:
      "Keep every conversation and agreed detail in one place, then relax on the day. Afterwards, leave a review so other organizers can book with confidence.",
    icon: CalendarHeart,
  },
];

const supplierSteps: Step[] = [
  {
    title: "Create your profile",
    description:
      "Sign up as a supplier and show organizers what you do: your business name, categories, service area, photos of your work and the services or equipment you offer.",
    icon: Store,
  },
  {
    title: "Browse opportunities",
    description:
      "See live event requests in your categories, newest first, and focus on the ones within your service area. We notify you when a new request matches what you offer.",
    icon: Search,
  },
  {
    title: "Submit quotes",
    description:
      "Send a clear, personal quote with your price and what's included. The Free plan includes 1 quote a month; the Standard plan gives you unlimited quotes.",
    icon: Send,
  },
  {
    title: "Grow your business",
    description:
      "Win bookings, message organizers directly and collect reviews that build your reputation. Every happy client makes your profile more persuasive to the next one.",
    icon: TrendingUp,
  },
];

const reasons = [
  "Free for organizers: posting requests, receiving quotes and messaging suppliers cost nothing.",
  "No commission on bookings. Whatever a supplier quotes is what they keep.",
  "One request reaches every matching supplier, so you don't have to chase quotes one by one.",
  "Honest reviews, only from organizers who actually booked the supplier.",
  "Built for the UK: prices in pounds, and suppliers who say exactly which areas they cover.",
  "Your data stays yours: download it or delete your account whenever you like.",
];

const jumpLinkClass =
  "inline-flex min-h-11 items-center rounded-full border border-slate-200 bg-white px-4 text-sm font-medium text-slate-800 shadow-xs hover:border-brand-200 hover:text-brand-700";

function JumpLinks() {
  return (
    <nav aria-label="On this page" className="flex flex-wrap gap-2">
      <a href="#for-organizers" className={jumpLinkClass}>
        For organizers
      </a>
      <a href="#for-suppliers" className={jumpLinkClass}>
        For suppliers
      </a>
    </nav>
  );
}

export function HowItWorksPage() {
  return (
    <StaticPage
      eyebrow="How it works"
      title="How EventEazy works"
      lead="EventEazy brings together people planning events across the UK and the venues, caterers, photographers, entertainers and other suppliers who make them happen. Organizers post what they need for free; suppliers reply with tailored quotes."
      headerExtra={<JumpLinks />}
    >
      <section id="for-organizers" aria-labelledby="organizers-heading" className="scroll-mt-24">
        <SectionHeading
          id="organizers-heading"
          title="For event organizers"
          description="From a birthday in a village hall to a 300-guest conference, planning starts with a single request."
        />
        <StepList steps={organizerSteps} labelledBy="organizers-heading" />
        <div className="mt-8">
          <Button asChild variant="accent" size="lg">
            <Link to={paths.createRequest}>Create a request</Link>
          </Button>
        </div>
      </section>

      <section id="for-suppliers" aria-labelledby="suppliers-heading" className="scroll-mt-24">
        <SectionHeading
          id="suppliers-heading"
          title="For suppliers"
          description="Spend less time searching for work and more time doing it. Organizers come to you with the details already written down."
        />
        <StepList steps={supplierSteps} labelledBy="suppliers-heading" />
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to={paths.register}>Join as a supplier</Link>
          </Button>
          <Button asChild variant="outline" size="lg">
            <Link to={paths.pricing}>See pricing</Link>
          </Button>
        </div>
      </section>

      <section aria-labelledby="why-heading">
        <Card className="grid gap-8 p-6 sm:p-10 lg:grid-cols-[2fr_3fr]">
          <div>
            <span className="flex size-12 items-center justify-center rounded-xl bg-brand-700 text-white">
              <BadgeCheck className="size-6" aria-hidden="true" />
            </span>
            <h2 id="why-heading" className="mt-5 text-2xl font-bold tracking-tight text-slate-900">
              Why choose EventEazy
            </h2>
            <p className="mt-2 text-slate-600">
              A marketplace built for UK events, that treats organizers and suppliers fairly.
            </p>
          </div>
          <CheckList items={reasons} />
        </Card>
      </section>

      <CtaBand
        title="Ready to get started?"
        description="Post your first request in minutes, or set up your supplier profile and start quoting today."
      >
        <Button asChild variant="accent" size="lg">
          <Link to={paths.createRequest}>Create a request</Link>
        </Button>
        <Button asChild variant="outline" size="lg">
          <Link to={paths.register}>Sign up as a supplier</Link>
        </Button>
      </CtaBand>
    </StaticPage>
  );
}
