import {
  CalendarClock,
  Camera,
  ClipboardCheck,
  Clock,
  FileText,
  Handshake,
  ListChecks,
  MapPin,
  MessageCircle,
  PiggyBank,
  Scale,
  ShieldCheck,
  Star,
  Tags,
  Timer,
  Zap,
} from "lucide-react";
import { Link } from "react-router";
import { Button } from "#client/components/ui/button";
import { CtaBand } from "#client/features/static-pages/components/cta-band";
import { SectionHeading, StaticPage } from "#client/features/static-pages/components/static-page";
import { type Tip, TipGrid } from "#client/features/static-pages/components/tip-grid";
import { paths } from "#client/lib/paths";

const keyNumbers = [
  {
    value: "3–4 months",
    label: "How far ahead to post your request, for the widest choice of suppliers.",
    icon: CalendarClock,
  },
  {
    value: "24 hours",
    label: "The longest a quote request or message should wait for a reply.",
    icon: Timer,
  },
  {
    value: "5 minutes",
    label: "About how long a clear, complete request takes to write.",
    icon: Clock,
  },
];

const organizerTips: Tip[] = [
  {
    title: "Post 3–4 months ahead",
    body: "Create your request 3–4 months before the event. Popular venues, photographers and bands book up early, especially Saturdays from May to September and the weeks before Christmas. For weddings and large corporate events, earlier still is better.",
    icon: CalendarClock,
  },
  {
    title: "Be specific about what you need",
    body: "“A buffet for 80 guests with two vegetarian options, served at 7pm in a village hall near Harrogate” gets far more accurate quotes than “need catering”. Include the date, times, location, guest numbers and the style of the event.",
    icon: ListChecks,
  },
  {
    title: "Share a realistic budget",
    body: "Even a rough range helps suppliers tailor their quote to what you can spend, rather than guessing. You're never obliged to accept a quote, so there's nothing to lose by being open.",
    icon: PiggyBank,
  },
  {
    title: "Pick every category you need",
    body: "Suppliers see requests in their own categories, so choose all the services you're looking for, from lighting to transport. The right categories put your request in front of the right people.",
    icon: Tags,
  },
  {
    title: "Compare more than the price",
    body: "Read what each quote includes, look at portfolios and check reviews from other organizers. Ask about travel, set-up time, VAT and overtime so you're comparing like with like.",
    icon: Scale,
  },
  {
    title: "Leave a review afterwards",
    body: "A few honest sentences after the event help good suppliers stand out and help the next organizer choose well. It only takes a minute.",
    icon: Star,
  },
];

const supplierTips: Tip[] = [
  {
    title: "Complete your profile",
    body: "Add a clear profile picture, a cover image and plenty of portfolio photos from real events. Describe what makes your business different and list your services or equipment, so organizers can see what they'll get.",
    icon: Camera,
  },
  {
    title: "Set your categories and service area",
    body: "Choose the categories that genuinely describe your work and a service area you can reliably cover. You'll see the requests that suit you and avoid quoting for events you can't reach.",
    icon: MapPin,
  },
  {
    title: "Respond within 24 hours",
    body: "Organizers often decide between the first few good quotes. Aim to reply to new requests within 24 hours, even if it's only to ask a question before you price the job.",
    icon: Zap,
  },
  {
    title: "Make every quote personal",
    body: "Refer to the organizer's date, venue and guest numbers, and explain exactly what's included. A tailored quote shows you've read the request; a copied one shows you haven't.",
    icon: FileText,
  },
  {
    title: "Be clear about the price",
    body: "Quote in pounds, say whether VAT is included and list any extras such as travel or additional hours. Surprises on the invoice cost you reviews and repeat bookings.",
    icon: ClipboardCheck,
  },
  {
    title: "Ask happy clients for reviews",
    body: "Reviews are the first thing many organizers read. After a successful event, thank the organizer and ask them to review you on EventEazy.",
    icon: Star,
  },
];

const communicationTips: Tip[] = [
  {
    title: "Reply promptly",
    body: "Answer messages within 24 hours. If you need longer to give a full answer, say so and say when you'll be back in touch: a short reply beats silence.",
    icon: MessageCircle,
  },
  {
    title: "Keep conversations on EventEazy",
    body: "Messaging through EventEazy keeps the whole conversation and every quote in one place, so both sides have a clear record of what was agreed.",
    icon: ShieldCheck,
  },
  {
    title: "Confirm the essentials in writing",
    body: "Before the day, agree the date, arrival and finish times, the address and access, the final price, any deposit and what happens if plans change.",
    icon: Handshake,
  },
];

export function SuccessTipsPage() {
  return (
    <StaticPage
      eyebrow="Success tips"
      title="Tips for a successful event"
      lead="Practical advice from the way successful organizers and suppliers use EventEazy: how to get better quotes, win more work and keep everyone on the same page."
    >
      <section aria-label="Key numbers">
        <ul className="grid gap-4 sm:grid-cols-3">
          {keyNumbers.map((item) => (
            <li
              key={item.value}
              className="flex gap-4 rounded-xl border border-brand-100 bg-brand-50 p-6"
            >
              <item.icon className="mt-1 size-6 shrink-0 text-brand-700" aria-hidden="true" />
              <div>
                <p className="text-2xl font-bold tracking-tight text-brand-900">{item.value}</p>
                <p className="mt-1 text-sm text-slate-700">{item.label}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="organizer-tips">
        <SectionHeading
          id="organizer-tips"
          title="For organizers"
          description="A clear, early request is the single best way to get great quotes."
        />
        <TipGrid tips={organizerTips} />
        <div className="mt-8">
          <Button asChild variant="accent" size="lg">
            <Link to={paths.createRequest}>Create a request</Link>
          </Button>
        </div>
      </section>

      <section aria-labelledby="supplier-tips">
        <SectionHeading
          id="supplier-tips"
          title="For suppliers"
          description="Speed, clarity and a strong profile win more bookings than the lowest price."
        />
        <TipGrid tips={supplierTips} />
        <div className="mt-8">
          <Button asChild size="lg">
            <Link to={paths.browseRequests}>Browse requests</Link>
          </Button>
        </div>
      </section>

      <section aria-labelledby="communication-tips">
        <SectionHeading
          id="communication-tips"
          title="Communication"
          description="Most problems at events start with a misunderstanding weeks before. Good communication prevents them."
        />
        <TipGrid tips={communicationTips} />
      </section>

      <CtaBand
        title="Put these tips into practice"
        description="Organizers, post your next request today. Suppliers, find events that match your services."
      >
        <Button asChild variant="accent" size="lg">
          <Link to={paths.createRequest}>Create a request</Link>
        </Button>
        <Button asChild variant="outline" size="lg">
          <Link to={paths.browseRequests}>Browse requests</Link>
        </Button>
      </CtaBand>
    </StaticPage>
  );
}
