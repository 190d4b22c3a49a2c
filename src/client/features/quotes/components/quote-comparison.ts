import type { QuoteWithSupplier } from "#shared/contracts/quotes";
import type { RequestDetail } from "#shared/contracts/requests";
import { type CategoryKey, categoryName, isCategoryKey } from "#shared/domain/categories";
import { formatNumber, formatPounds } from "#shared/domain/format";
import { QUOTE_CATEGORY_FIELDS, type QuoteFieldDefinition } from "#shared/domain/quote-fields";
import { serviceName } from "#shared/domain/quote-services";
import { budgetCeilingPence } from "#shared/domain/request-budget";

export type BudgetFlag =
  | { kind: "within"; text: string }
  | { kind: "over"; text: string }
  | { kind: "unknown" };

/** "Within budget", or "Over budget by £1,450", against the budget's ceiling. */
export function budgetFlag(totalPence: number | null, ceilingPence: number | null): BudgetFlag {
  if (totalPence === null || ceilingPence === null) return { kind: "unknown" };
  if (totalPence <= ceilingPence)
    return {
      kind: "within",
      text:
        totalPence === ceilingPence
          ? "Within budget (exactly)"
          : `Within budget by ${formatPounds(ceilingPence - totalPence)}`,
    };
  return { kind: "over", text: `Over budget by ${formatPounds(totalPence - ceilingPence)}` };
}

/**
 * What one service's quotes are measured against:
 * - `whole`: the request asks for one service, so its whole budget (or none, in words);
 * - `line`: the organizer's budget for this service;
 * - `unsplit`: one of several services with no line of its own. A quote is then said to be over
 *   only when it alone is more than the whole budget: set against the whole budget a cake looks
 *   cheap whatever it costs.
 */
export type ServiceBudget =
  | { kind: "whole"; pence: number | null }
  | { kind: "line"; pence: number }
  | { kind: "unsplit"; pence: number | null };

export function serviceBudgetOf(
  request: Pick<RequestDetail, "budget" | "categories" | "comparison">,
  service: string,
): ServiceBudget {
  const ceiling = budgetCeilingPence(request.budget);
  if (request.categories.length <= 1) return { kind: "whole", pence: ceiling };
  const line = request.comparison?.serviceBudgets[service];
  return line === undefined ? { kind: "unsplit", pence: ceiling } : { kind: "line", pence: line };
}

/** A quote's total against its service's budget, in words; "unknown" shows a dash. */
export function serviceBudgetFlag(totalPence: number | null, budget: ServiceBudget): BudgetFlag {
  if (budget.kind !== "unsplit") return budgetFlag(totalPence, budget.pence);
  if (totalPence === null || budget.pence === null || totalPence <= budget.pence)
    return { kind: "unknown" };
  return {
    kind: "over",
    text: `Over your whole budget by ${formatPounds(totalPence - budget.pence)}`,
  };
}

interface ServiceGroup {
  service: string;
  name: string;
  quotes: QuoteWithSupplier[];
}

/**
 * The quotes by the service they answer, in the request's order of services (each service shown,
 * with or without quotes), then any other service a quote was filed under. Each group keeps the
 * quotes' order.
 */
export function groupQuotesByService(
  categories: readonly string[],
  quotes: readonly QuoteWithSupplier[],
): ServiceGroup[] {
  const services = [...new Set([...categories, ...quotes.map((quote) => quote.service)])];
  return services.map((service) => ({
    service,
    name: serviceName(service),
    quotes: quotes.filter((quote) => quote.service === service),
  }));
}

/** Per head, rounded to the penny: £3,950 for 60 guests → £65.83. */
export function perHeadPence(totalPence: number | null, attendees: number | null): number | null {
  if (totalPence === null || attendees === null) return null;
  return Math.round(totalPence / attendees);
}

export type QuoteMark = "Lowest total" | "Best rated" | "Closest";

/**
 * The marks each quote earns among those compared: the lowest total, the best rated (among
 * reviewed suppliers) and the closest to the event. Ties share a mark; a mark needs at least two
 * quotes with a value to mean anything.
 */
export function quoteMarks(quotes: readonly QuoteWithSupplier[]): Map<number, QuoteMark[]> {
  const marks = new Map<number, QuoteMark[]>(quotes.map((quote) => [quote.id, []]));
  const award = (mark: QuoteMark, measure: (quote: QuoteWithSupplier) => number | null) => {
    const valued = quotes.filter((quote) => measure(quote) !== null);
    if (valued.length < 2) return;
    const best = Math.min(...valued.map((quote) => measure(quote) as number));
    for (const quote of valued) if (measure(quote) === best) marks.get(quote.id)?.push(mark);
  };
  award("Lowest total", (quote) => quote.totalPence);
  award("Best rated", (quote) =>
    quote.supplier.reviewCount > 0 ? -quote.supplier.avgRating : null,
  );
  award("Closest", (quote) => quote.supplier.distanceKm);
  return marks;
}

export interface CategoryFieldRow {
  category: CategoryKey;
  categoryLabel: string;
  field: QuoteFieldDefinition;
}

/** Every category field any of the quotes answers, by category in definition order. */
export function categoryFieldRows(quotes: readonly QuoteWithSupplier[]): CategoryFieldRow[] {
  const answered = new Map<string, Set<string>>();
  for (const quote of quotes) {
    for (const [category, answers] of Object.entries(quote.details?.categoryFields ?? {})) {
      const keys = answered.get(category) ?? new Set<string>();
      for (const key of Object.keys(answers)) keys.add(key);
      answered.set(category, keys);
    }
  }
  const rows: CategoryFieldRow[] = [];
  for (const [category, keys] of answered) {
    if (!isCategoryKey(category)) continue;
    for (const field of QUOTE_CATEGORY_FIELDS[category]) {
      if (keys.has(field.key))
        rows.push({ category, categoryLabel: categoryName(category), field });
    }
  }
  return rows;
}

/** "Usually quotes within 4 hours": a median in hours as words. */
export function formatHours(hours: number): string {
  if (hours < 1) return "under an hour";
  if (hours < 48) {
    const rounded = Math.round(hours);
    return rounded === 1 ? "1 hour" : `${rounded} hours`;
  }
  const days = Math.round(hours / 24);
  return `${days} days`;
}

/** "21 km" or "3.4 km". */
export function formatKm(km: number): string {
  return `${km < 10 ? km.toFixed(1) : formatNumber(Math.round(km))} km`;
}
