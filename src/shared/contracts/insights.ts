import { z } from "zod";
import { INSIGHTS_DEFAULT_WEEKS, INSIGHTS_MAX_WEEKS } from "#shared/domain/insights";

const WEEKS_MESSAGE = `weeks must be a whole number from 1 to ${INSIGHTS_MAX_WEEKS.advanced}.`;

export const InsightsQuery = z.object({
  weeks: z.coerce
    .number({ error: WEEKS_MESSAGE })
    .int(WEEKS_MESSAGE)
    .min(1, WEEKS_MESSAGE)
    .max(INSIGHTS_MAX_WEEKS.advanced, WEEKS_MESSAGE)
    .default(INSIGHTS_DEFAULT_WEEKS),
});
export type InsightsQuery = z.input<typeof InsightsQuery>;

/** Standard: the monthly plan; advanced: the yearly plan (and lifetime access), with 52 weeks and CSV. */
export const INSIGHTS_LEVELS = ["standard", "advanced"] as const;
export type InsightsLevel = (typeof INSIGHTS_LEVELS)[number];

export const FunnelWeek = z.object({
  /** The Monday (UK day) the week starts. */
  weekStart: z.string(),
  /** Cards shown on directory results pages. */
  appearances: z.number().int(),
  profileViews: z.number().int(),
  contactReveals: z.number().int(),
  /** New requests the supplier was alerted of. */
  leadsMatched: z.number().int(),
  /** Requests the supplier opened. */
  leadsOpened: z.number().int(),
  quotesSent: z.number().int(),
  /** Quotes their organizer first opened that week. */
  quotesRead: z.number().int(),
  /** Quotes sent that week that are on their organizer's shortlist. */
  shortlisted: z.number().int(),
  /** Quotes accepted (booked) that week. */
  hired: z.number().int(),
});
export type FunnelWeek = z.infer<typeof FunnelWeek>;

export const ResponseTime = z.object({
  /** Median hours from a request being posted to this supplier's quote on it; null without quotes. */
  yourMedianHours: z.number().nullable(),
  yourQuotes: z.number().int(),
  /**
   * The same median over other suppliers' quotes in this supplier's categories, from suppliers
   * within this supplier's service area; null unless enough suppliers make it.
   */
  localMedianHours: z.number().nullable(),
  localSuppliers: z.number().int(),
});
export type ResponseTime = z.infer<typeof ResponseTime>;

export const LocalPrices = z.object({
  medianPence: z.number().int(),
  lowerQuartilePence: z.number().int(),
  upperQuartilePence: z.number().int(),
  /** Other suppliers whose quotes make these figures (at least LOCAL_FIGURES_MIN_SUPPLIERS). */
  suppliers: z.number().int(),
});

export const PricePosition = z.object({
  category: z.string(),
  yourMedianPence: z.number().int().nullable(),
  yourQuotes: z.number().int(),
  /** Null when fewer than LOCAL_FIGURES_MIN_SUPPLIERS other suppliers quoted nearby. */
  local: LocalPrices.nullable(),
});
export type PricePosition = z.infer<typeof PricePosition>;

export const ClosingReason = z.object({
  /** How the organizer closed the request: found_supplier, no_longer_needed, cancelled, completed. */
  status: z.string(),
  requests: z.number().int(),
  /** What organizers wrote, newest first (at most 10). */
  notes: z.array(z.string()),
});
export type ClosingReason = z.infer<typeof ClosingReason>;

export const Insights = z.object({
  level: z.enum(INSIGHTS_LEVELS),
  weeks: z.number().int(),
  /** The first and last UK days the figures cover. */
  from: z.string(),
  to: z.string(),
  funnel: z.array(FunnelWeek),
  responseTime: ResponseTime,
  pricePositions: z.array(PricePosition),
  winRate: z.object({
    quotesSent: z.number().int(),
    hired: z.number().int(),
    /** hired / quotesSent, from 0 to 1; null without quotes. */
    rate: z.number().nullable(),
  }),
  closingReasons: z.array(ClosingReason),
});
export type Insights = z.infer<typeof Insights>;

export const INSIGHTS_PLAN_REQUIRED_MESSAGE =
  "Insights are part of the Standard plan. Subscribe to see how organizers find and choose you.";
export const INSIGHTS_SUPPLIERS_ONLY_MESSAGE = "Insights are for suppliers' accounts.";
export const insightsWeeksNeedYearlyMessage = (weeks: number) =>
  `${weeks} weeks of insights are part of the yearly plan; the monthly plan shows up to ${INSIGHTS_MAX_WEEKS.standard} weeks.`;
export const INSIGHTS_CSV_NEEDS_YEARLY_MESSAGE =
  "Downloading insights as CSV is part of the yearly plan.";

/** Closing statuses as the insights page names them. */
export const CLOSING_STATUS_LABELS: Record<string, string> = {
  found_supplier: "Found a supplier elsewhere",
  no_longer_needed: "No longer needed",
  cancelled: "Event cancelled",
  completed: "Completed",
};
