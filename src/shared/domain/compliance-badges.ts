/**
 * Compliance badges (docs/decisions/0033): what each kind proves, how long it counts for, and
 * how it reads on a card. Dates are UK calendar days as YYYY-MM-DD.
 */
import { madeOnFirstUse } from "./made-on-first-use";

export const BADGE_KINDS = ["insurance", "food_hygiene", "dbs", "pat"] as const;
export type BadgeKind = (typeof BADGE_KINDS)[number];

export const DBS_TYPES = ["basic", "standard", "enhanced"] as const;
export type DbsType = (typeof DBS_TYPES)[number];

export const BADGE_KIND_NAMES: Record<BadgeKind, string> = {
  insurance: "Public liability insurance",
  food_hygiene: "Food hygiene rating",
  dbs: "DBS check",
  pat: "PAT testing",
};

/** A food hygiene rating counts for two years after its inspection. */
export const FOOD_HYGIENE_VALID_YEARS = 2;
/** A DBS certificate has no expiry in law; EventEazy accepts one issued in the last three years. */
export const DBS_VALID_YEARS = 3;
/** Portable appliances are tested yearly. */
export const PAT_VALID_MONTHS = 12;
/** The rating the directory's "Food hygiene 4+" filter asks for. */
export const GOOD_FOOD_HYGIENE_RATING = 4;
/** Days before a badge's last valid day that its supplier is reminded, furthest first. */
export const BADGE_REMINDER_DAYS = [30, 7] as const;

/** The facts a supplier enters for each kind, as the contracts check them. */
export type BadgeDetails =
  | {
      kind: "insurance";
      insurer: string;
      policyNumber: string;
      coverPounds: number;
      expiryDate: string;
    }
  | { kind: "food_hygiene"; rating: number; businessName: string; inspectionDate: string }
  | { kind: "dbs"; dbsType: DbsType; issueDate: string }
  | { kind: "pat"; testDate: string };

function addMonths(day: string, months: number): string {
  const [year = 0, month = 1, date = 1] = day.split("-").map(Number);
  const moved = new Date(Date.UTC(year, month - 1 + months, 1));
  // 29 February plus a year, or 31 January plus a month, ends on the last day of that month.
  const lastDay = new Date(
    Date.UTC(moved.getUTCFullYear(), moved.getUTCMonth() + 1, 0),
  ).getUTCDate();
  moved.setUTCDate(Math.min(date, lastDay));
  return moved.toISOString().slice(0, 10);
}

/** The day a badge is issued or tested on, which may not be in the future. */
export function badgeIssuedOn(details: BadgeDetails): string | null {
  switch (details.kind) {
    case "insurance":
      return null;
    case "food_hygiene":
      return details.inspectionDate;
    case "dbs":
      return details.issueDate;
    case "pat":
      return details.testDate;
  }
}

/** The last day the badge counts; from the day after, it has expired. */
export function badgeValidUntil(details: BadgeDetails): string {
  switch (details.kind) {
    case "insurance":
      return details.expiryDate;
    case "food_hygiene":
      return addMonths(details.inspectionDate, FOOD_HYGIENE_VALID_YEARS * 12);
    case "dbs":
      return addMonths(details.issueDate, DBS_VALID_YEARS * 12);
    case "pat":
      return addMonths(details.testDate, PAT_VALID_MONTHS);
  }
}

/** Whether a badge valid until `validUntil` still counts on the UK day `today`. */
export const isBadgeCurrent = (validUntil: string, today: string): boolean => validUntil >= today;

/** £5m, £2.5m, £500k, £750: cover as people say it. */
export function formatCover(pounds: number): string {
  const short = (value: number, unit: string) =>
    `£${Number.isInteger(value) ? value : Number(value.toFixed(1))}${unit}`;
  if (pounds >= 1_000_000) return short(pounds / 1_000_000, "m");
  if (pounds >= 1_000) return short(pounds / 1_000, "k");
  return `£${pounds}`;
}

/** The public words of a badge: "Insured £5m", "Food hygiene 5", "Enhanced DBS", "PAT tested". */
export function badgeLabel(details: BadgeDetails): string {
  switch (details.kind) {
    case "insurance":
      return `Insured ${formatCover(details.coverPounds)}`;
    case "food_hygiene":
      return `Food hygiene ${details.rating}`;
    case "dbs":
      return `${details.dbsType[0]?.toUpperCase()}${details.dbsType.slice(1)} DBS`;
    case "pat":
      return "PAT tested";
  }
}

const untilMonth = madeOnFirstUse(
  () =>
    new Intl.DateTimeFormat("en-GB", {
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    }),
);

/** "Insured £5m · verified · until March 2027": a verified badge as cards and profiles say it. */
export function verifiedBadgeText(badge: { label: string; validUntil: string }): string {
  return `${badge.label} · verified · until ${untilMonth().format(new Date(`${badge.validUntil}T12:00:00Z`))}`;
}
