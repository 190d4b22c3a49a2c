import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "#client/components/ui/button";
import { SectionHeading, StaticPage } from "#client/features/static-pages/components/static-page";
import { TextLink } from "#client/features/static-pages/components/text-link";
import { paths } from "#client/lib/paths";
import { formatPounds } from "#shared/domain/format";
import {
  DEFAULT_MONTHLY_QUOTE_LIMIT,
  MONTHLY_PRICE_PENCE,
  YEARLY_PRICE_PENCE,
} from "#shared/domain/limits";

interface Question {
  question: string;
  answer: ReactNode;
}

interface Topic {
  id: string;
  title: string;
  questions: Question[];
}

const freeQuotes =
  DEFAULT_MONTHLY_QUOTE_LIMIT === 1 ? "1 quote" : `${DEFAULT_MONTHLY_QUOTE_LIMIT} quotes`;

const topics: Topic[] = [
  {
    id: "quotes",
    title: "Requests and quotes",
    questions: [
      {
        question: "How do I get quotes for my event?",
        answer: (
          <>
            <TextLink to={paths.createRequest}>Post a request</TextLink> with the date, place,
            number of guests, budget and the services you need. Suppliers in those categories see it
            and send quotes, which appear on the request's page under My Requests.
          </>
        ),
      },
      {
        question: "How long until I hear from suppliers?",
        answer:
          "Most requests get their first quote within a day or two. Requests posted 3 to 4 months ahead, with a clear budget, get the most replies.",
      },
      {
        question: "Does accepting a quote commit me to paying?",
        answer:
          "Accepting tells the supplier you want to book them and lets you message them about the details. The booking itself, and any deposit, is agreed between you and the supplier, so read what the quote includes first.",
      },
      {
        question: "How many quotes can a supplier send?",
        answer: `On the Free plan, ${freeQuotes} a month. On the Standard plan, as many as they like.`,
      },
      {
        question: "Can I close a request once I have found a supplier?",
        answer:
          "Yes. On the request's page, mark it as Found Supplier, No Longer Needed or Cancelled, and suppliers stop seeing it.",
      },
    ],
  },
  {
    id: "plans",
    title: "Plans and billing",
    questions: [
      {
        question: "Do organizers pay anything?",
        answer: "No. Posting requests, comparing quotes and messaging suppliers is free.",
      },
      {
        question: "What do suppliers get on each plan?",
        answer: (
          <>
            The Free plan gives you a profile in the directory and {freeQuotes} a month. The
            Standard plan ({formatPounds(MONTHLY_PRICE_PENCE)} a month or{" "}
            {formatPounds(YEARLY_PRICE_PENCE)} a year) adds unlimited quotes, browsing every request
            in your categories, messaging organizers, and showing your phone, email and website. See{" "}
            <TextLink to={paths.plans}>Subscription Plans</TextLink>.
          </>
        ),
      },
      {
        question: "How do I cancel?",
        answer:
          "From the Account tab of your profile, at any time. You keep the Standard plan until the end of the period you paid for.",
      },
      {
        question: "Do you charge commission on bookings?",
        answer: "No, never. Whatever an organizer pays you for the event is yours.",
      },
    ],
  },
  {
    id: "refunds",
    title: "Refunds",
    questions: [
      {
        question: "Can I get a refund on my subscription?",
        answer: (
          <>
            We refund double charges, charges after you cancelled, and wrong amounts in full. Part-
            used months or years are not refunded, as you keep the plan until the period ends. The{" "}
            <TextLink to={paths.refundPolicy}>Refund Policy</TextLink> has the details.
          </>
        ),
      },
      {
        question: "An event was cancelled. Who refunds my deposit?",
        answer:
          "EventEazy does not take payments for bookings, so deposits are refunded by the supplier under the terms of their quote. If a supplier will not answer, contact us and we will look into it.",
      },
      {
        question: "How do I ask for a refund?",
        answer: (
          <>
            Use the <TextLink to={paths.contactAbout("refunds")}>contact form</TextLink> and choose
            "Refunds", from your account's email address. We answer within 2 working days.
          </>
        ),
      },
    ],
  },
  {
    id: "safety",
    title: "Safety and trust",
    questions: [
      {
        question: "How do I know a supplier is genuine?",
        answer:
          "Read their reviews, which only organizers who booked them can leave, look at their portfolio, and ask for proof of insurance and any licence their service needs. Be wary of anyone who asks to be paid in a way you cannot trace.",
      },
      {
        question: "How do I report a user or a message?",
        answer: (
          <>
            Use the <TextLink to={paths.contactAbout("safety")}>contact form</TextLink> and choose
            "Safety or a report about a user". Tell us who it is and what happened; we look into
            every report.
          </>
        ),
      },
      {
        question: "What do you expect of suppliers?",
        answer: (
          <>
            Honest profiles, clear prices and courteous, prompt replies. The{" "}
            <TextLink to={paths.supplierGuidelines}>Supplier Guidelines</TextLink> say it in full.
          </>
        ),
      },
      {
        question: "Who can see my details?",
        answer: (
          <>
            Suppliers see the requests you post, never your password; the{" "}
            <TextLink to={paths.privacy}>Privacy Policy</TextLink> explains what we keep and why.
            You can download or delete your data from your profile's Settings.
          </>
        ),
      },
    ],
  },
  {
    id: "account",
    title: "Your account",
    questions: [
      {
        question: "I forgot my password.",
        answer: (
          <>
            Use <TextLink to={paths.forgotPassword}>Forgot password</TextLink> and we will email you
            a link to choose a new one.
          </>
        ),
      },
      {
        question: "I did not get the confirmation email.",
        answer:
          "Look in your spam folder, then use the Resend button in the banner at the top of the page once you have logged in.",
      },
    ],
  },
];

export function HelpCentrePage() {
  return (
    <StaticPage
      eyebrow="Support"
      title="Help Centre"
      lead="Answers to what organizers and suppliers ask us most: quotes, plans, refunds and staying safe."
      headerExtra={
        <nav aria-label="Help topics">
          <ul className="flex flex-wrap gap-2">
            {topics.map((topic) => (
              <li key={topic.id}>
                <a
                  href={`#${topic.id}`}
                  className="inline-flex min-h-11 items-center rounded-full border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 hover:border-brand-600 hover:text-brand-700"
                >
                  {topic.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      }
    >
      {topics.map((topic) => (
        <section
          key={topic.id}
          id={topic.id}
          aria-labelledby={`${topic.id}-heading`}
          className="scroll-mt-24"
        >
          <SectionHeading id={`${topic.id}-heading`} title={topic.title} />
          <div className="max-w-3xl divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {topic.questions.map((item) => (
              <details key={item.question} className="group p-5 sm:p-6">
                <summary className="cursor-pointer font-semibold text-slate-900 marker:text-brand-700">
                  {item.question}
                </summary>
                <div className="mt-3 leading-7 text-slate-700">{item.answer}</div>
              </details>
            ))}
          </div>
        </section>
      ))}
      <section
        aria-labelledby="help-contact-heading"
        className="flex flex-col items-start gap-4 rounded-2xl bg-brand-50 p-6 sm:p-8"
      >
        <h2 id="help-contact-heading" className="text-xl font-bold text-slate-900">
          Still need help?
        </h2>
        <p className="text-slate-700">Write to our support team and we will reply by email.</p>
        <Button asChild>
          <Link to={paths.contact}>Contact Us</Link>
        </Button>
      </section>
    </StaticPage>
  );
}
