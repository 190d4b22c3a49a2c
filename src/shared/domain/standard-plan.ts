/**
 * The supplier pages that need the Standard plan. A supplier on the free plan who opens one is
 * sent to /plans with the page's key in `?from=`, so the plans page can say why they are there.
 */
export const STANDARD_PLAN_PAGES = {
  "browse-events": {
    name: "Browse Events",
    title: "Browse Events is part of the Standard plan",
    detail: "Subscribe to see every event request that suits you and quote on as many as you like.",
  },
  "my-quotes": {
    name: "My Quotes",
    title: "My Quotes is part of the Standard plan",
    detail: "Subscribe to follow every quote you send, from pending to accepted, in one place.",
  },
  insights: {
    name: "Insights",
    title: "Insights are part of the Standard plan",
    detail:
      "Subscribe to see how organizers find you, how fast you answer beside suppliers near you, and where your prices sit.",
  },
  messages: {
    name: "Messages",
    title: "Messages is part of the Standard plan",
    detail: "Subscribe to read and reply to organizers' messages.",
  },
} as const;

export type StandardPlanPage = keyof typeof STANDARD_PLAN_PAGES;

/** The page a `?from=` value names, or null for anything else (a hand-typed or stale address). */
export function standardPlanPageOf(value: string | null | undefined): StandardPlanPage | null {
  return value && Object.hasOwn(STANDARD_PLAN_PAGES, value) ? (value as StandardPlanPage) : null;
}

/** What a message to a supplier on the free plan asks them to do. */
export const SUBSCRIBE_TO_REPLY = "Subscribe to read and reply";
/** What a message to anyone who can answer it asks them to do. */
export const READ_AND_REPLY = "Read and reply";

/** What the writer is told about a supplier who can't reply until they subscribe. */
export function canReplyOnceSubscribedMessage(name: string): string {
  return `${name} can read and reply once they subscribe.`;
}
