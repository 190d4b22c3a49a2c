import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { users } from "#server/db/schema";
import type { AdminMoneyTotals, Booking } from "#shared/contracts/bookings";
import type { DecidedQuoteView, QuoteView } from "#shared/contracts/quotes";
import type { RequestView } from "#shared/contracts/requests";
import { injectAs, registerAccount, type TestAccount, type TestApp } from "./test-app";

export interface BookingTermsInput {
  eventDateFrom: string;
  eventDateTo?: string;
  /** Pounds, as the quote form sends it. */
  total?: number;
  deposit?: { kind: "percent"; percent: number } | { kind: "amount"; amount: number } | null;
  cancellation?: { policy: string; terms?: string } | null;
}

/** A supplier on a paid plan, so the monthly allowance never stops a test's quotes. */
export async function subscribedSupplier(t: TestApp): Promise<TestAccount> {
  const supplier = await registerAccount(t.app, { role: "supplier", categories: ["catering"] });
  await t.database.handle.db
    .update(users)
    .set({
      subscriptionActive: true,
      subscriptionType: "monthly",
      subscriptionExpiry: new Date("2099-01-01T00:00:00Z"),
    })
    .where(eq(users.id, supplier.user.id));
  return supplier;
}

/** An account made an admin in the database, as `npm run admin:create` would. */
export async function adminAccount(t: TestApp): Promise<TestAccount> {
  const admin = await registerAccount(t.app);
  await t.database.handle.db
    .update(users)
    .set({ role: "admin" })
    .where(eq(users.id, admin.user.id));
  return admin;
}

/** The organizer posts a request, the supplier quotes on it, the organizer accepts: the booking. */
export async function bookQuote(
  t: TestApp,
  organizer: TestAccount,
  supplier: TestAccount,
  terms: BookingTermsInput,
): Promise<Booking> {
  const posted = await injectAs(t.app, organizer.cookie, {
    method: "POST",
    url: "/api/requests",
    payload: {
      title: "Garden party",
      description: "Sixty guests, afternoon tea and music",
      eventDateFrom: terms.eventDateFrom,
      ...(terms.eventDateTo ? { eventDateTo: terms.eventDateTo } : {}),
      location: "Harrogate, North Yorkshire",
      attendees: "60",
      categories: ["catering"],
    },
  });
  expect(posted.statusCode, posted.body).toBe(201);
  const request = posted.json<RequestView>();
  const total = terms.total ?? 1000;
  const quoted = await injectAs(t.app, supplier.cookie, {
    method: "POST",
    url: "/api/quotes",
    payload: {
      requestId: request.id,
      price: `£${total}`,
      total,
      description: "Afternoon tea for sixty",
      deposit: terms.deposit === undefined ? { kind: "percent", percent: 25 } : terms.deposit,
      cancellation: terms.cancellation === undefined ? { policy: "flexible" } : terms.cancellation,
    },
  });
  expect(quoted.statusCode, quoted.body).toBe(201);
  const quote = quoted.json<QuoteView>();
  const accepted = await injectAs(t.app, organizer.cookie, {
    method: "PUT",
    url: `/api/quotes/${quote.id}/status`,
    payload: { status: "accepted" },
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  const bookingId = accepted.json<DecidedQuoteView>().bookingId;
  expect(bookingId).toEqual(expect.any(Number));
  const read = await injectAs(t.app, organizer.cookie, {
    method: "GET",
    url: `/api/bookings/${bookingId}`,
  });
  expect(read.statusCode, read.body).toBe(200);
  return read.json<Booking>();
}

/** The admin console's buckets (held, releasing, released, refunded, disputed, fees) add up to everything paid. */
export function expectMoneyAddsUp(totals: AdminMoneyTotals): void {
  expect(
    totals.heldPence +
      totals.releasingPence +
      totals.releasedPence +
      totals.refundedPence +
      totals.disputedPence +
      totals.feesPence,
  ).toBe(totals.paidPence);
}
