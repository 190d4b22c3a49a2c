import { ArrowRight, ClipboardPen, Handshake, Inbox } from "lucide-react";
import { Link } from "react-router";
import { paths } from "#client/lib/paths";

const steps = [
  {
    title: "Create a Request",
    description:
      "Tell suppliers what you need: the date, location, number of guests, budget and the services you're looking for.",
    icon: ClipboardPen,
  },
  {
    title: "Receive Quotes",
    description:
      "Suppliers who match your event send tailored quotes. Compare prices, portfolios and reviews in one place.",
    icon: Inbox,
  },
  {
    title: "Choose & Connect",
    description:
      "Accept the quotes you like, message your suppliers directly and get on with enjoying your event.",
    icon: Handshake,
  },
];

export function HowItWorksSection() {
  return (
    <section
      id="how-it-works"
      aria-labelledby="how-it-works-heading"
      className="scroll-mt-16 border-y border-slate-200 bg-surface"
    >
      <div className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6 lg:py-20">
        <div className="mx-auto max-w-2xl text-center">
          <h2
            id="how-it-works-heading"
            className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
          >
            How it works
          </h2>
          <p className="mt-2 text-slate-600">
            From first idea to booked suppliers in three simple steps.
          </p>
        </div>
        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {steps.map((step, index) => (
            <li
              key={step.title}
              className="relative rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-8"
            >
              <span className="absolute -top-4 left-1/2 flex size-8 -translate-x-1/2 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white ring-4 ring-surface">
                <span className="sr-only">Step </span>
                {index + 1}
              </span>
              <span className="mx-auto mt-2 flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
                <step.icon className="size-7" aria-hidden="true" />
              </span>
              <h3 className="mt-5 text-lg font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">{step.description}</p>
            </li>
          ))}
        </ol>
        <div className="mt-10 text-center">
          <Link
            to={paths.howItWorks}
            className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline"
          >
            Read the full guide for organizers and suppliers
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </div>
      </div>
    </section>
  );
}
