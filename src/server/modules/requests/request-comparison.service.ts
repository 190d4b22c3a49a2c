import { eq } from "drizzle-orm";
import type { Db } from "#server/db/client";
import type { UserRow } from "#server/db/schema";
import { eventRequests, quotes } from "#server/db/schema";
import { badRequest, conflict, forbidden, notFound } from "#server/lib/errors";
import {
  isRequestSettled,
  QUOTE_PICKS_NOT_ON_REQUEST_MESSAGE,
  REQUEST_NOT_FOUND_MESSAGE,
  type RequestComparison,
  SERVICE_BUDGET_ONE_SERVICE_MESSAGE,
  serviceBudgetNotAskedMessage,
  serviceBudgetsAboveTotalMessage,
  settledRequestMessage,
} from "#shared/contracts/requests";
import { budgetCeilingPence } from "#shared/domain/request-budget";

export const NOT_YOUR_REQUEST_COMPARISON =
  "Only the organizer of this request can weigh its quotes.";

type RequestRow = typeof eventRequests.$inferSelect;
type ComparisonColumns = Pick<
  RequestRow,
  "shortlistedQuoteIds" | "hiddenQuoteIds" | "serviceBudgets"
>;

/** The owner's request row, or the refusal: 404 when there is none, 403 when it is another's. */
export async function findOwnRequest(db: Db, organizer: UserRow, id: number): Promise<RequestRow> {
  const [row] = await db.select().from(eventRequests).where(eq(eventRequests.id, id));
  if (!row) throw notFound(REQUEST_NOT_FOUND_MESSAGE);
  if (row.organizerId !== organizer.id) throw forbidden(NOT_YOUR_REQUEST_COMPARISON);
  return row;
}

async function quoteIdsOn(db: Db, requestId: number): Promise<Set<number>> {
  const rows = await db
    .select({ id: quotes.id })
    .from(quotes)
    .where(eq(quotes.requestId, requestId));
  return new Set(rows.map((row) => row.id));
}

function toComparison(row: ComparisonColumns, quoteIds: ReadonlySet<number>): RequestComparison {
  // A quote removed with its supplier's account leaves its id behind: it is not shown.
  return {
    shortlist: row.shortlistedQuoteIds.filter((id) => quoteIds.has(id)),
    hidden: row.hiddenQuoteIds.filter((id) => quoteIds.has(id)),
    serviceBudgets: { ...row.serviceBudgets },
  };
}

/** What the owner's request page opens with: their shortlist, hidden quotes and service budgets. */
export async function requestComparisonOf(
  db: Db,
  row: ComparisonColumns & { id: number },
): Promise<RequestComparison> {
  return toComparison(row, await quoteIdsOn(db, row.id));
}

type QuotePickKind = "shortlist" | "hidden";

/**
 * Replaces the owner's shortlist or hidden quotes with `quoteIds` (deduplicated and sorted by the
 * body's schema), each of which must be a quote on the request. One statement: the last list sent
 * is the list kept, on every device. A settled request (completed, cancelled, expired) keeps its
 * lists as they were: 409.
 */
export async function setQuotePicks(
  db: Db,
  organizer: UserRow,
  requestId: number,
  kind: QuotePickKind,
  quoteIds: number[],
): Promise<RequestComparison> {
  const request = await findOwnRequest(db, organizer, requestId);
  if (isRequestSettled(request.status))
    throw conflict(settledRequestMessage(request.status, "picks"));
  const onRequest = await quoteIdsOn(db, requestId);
  const strangers = quoteIds.filter((id) => !onRequest.has(id));
  if (strangers.length > 0)
    throw badRequest(QUOTE_PICKS_NOT_ON_REQUEST_MESSAGE, {
      quoteIds: [`${QUOTE_PICKS_NOT_ON_REQUEST_MESSAGE} Not on it: ${strangers.join(", ")}.`],
    });
  const [row] = await db
    .update(eventRequests)
    .set(kind === "shortlist" ? { shortlistedQuoteIds: quoteIds } : { hiddenQuoteIds: quoteIds })
    .where(eq(eventRequests.id, requestId))
    .returning();
  if (!row) throw notFound(REQUEST_NOT_FOUND_MESSAGE);
  return toComparison(row, onRequest);
}

/**
 * Replaces the owner's split of the budget between the request's services. Only a request with
 * more than one service has a split; each line names one of its services; and when the request's
 * budget states an amount, the lines add up to no more than it. Amounts arrive in pounds.
 */
export async function setServiceBudgets(
  db: Db,
  organizer: UserRow,
  requestId: number,
  budgets: Record<string, number>,
): Promise<RequestComparison> {
  const request = await findOwnRequest(db, organizer, requestId);
  const entries = Object.entries(budgets);
  if (entries.length > 0 && request.categories.length < 2)
    throw badRequest(SERVICE_BUDGET_ONE_SERVICE_MESSAGE, {
      budgets: [SERVICE_BUDGET_ONE_SERVICE_MESSAGE],
    });
  const unknown = entries.filter(([service]) => !request.categories.includes(service));
  if (unknown.length > 0)
    throw badRequest(
      serviceBudgetNotAskedMessage(unknown[0]?.[0] ?? ""),
      Object.fromEntries(
        unknown.map(([service]) => [`budgets.${service}`, [serviceBudgetNotAskedMessage(service)]]),
      ),
    );
  // Kept in the request's order of services, in pence.
  const split = Object.fromEntries(
    request.categories.flatMap((service) => {
      const pounds = budgets[service];
      return pounds === undefined ? [] : [[service, Math.round(pounds * 100)]];
    }),
  ) as Record<string, number>;
  const sum = Object.values(split).reduce((total, pence) => total + pence, 0);
  const ceiling = budgetCeilingPence(request.budget);
  if (ceiling !== null && sum > ceiling) {
    const message = serviceBudgetsAboveTotalMessage(sum, ceiling);
    throw badRequest(message, { budgets: [message] });
  }
  const [row] = await db
    .update(eventRequests)
    .set({ serviceBudgets: split })
    .where(eq(eventRequests.id, requestId))
    .returning();
  if (!row) throw notFound(REQUEST_NOT_FOUND_MESSAGE);
  return requestComparisonOf(db, row);
}
