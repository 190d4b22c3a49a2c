import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outgoingEmails, supplierDailyInsights } from "#server/db/schema";
import { marketplace } from "#tests/support/marketplace";
import {
  createTestApp,
  registerAccount,
  type TestAccount,
  type TestApp,
} from "#tests/support/test-app";
import { testClock } from "#tests/support/test-clock";

/**
 * The Monday summary: from 08:00 UK time, once per supplier per week however many app servers
 * sweep, to suppliers on the Standard plan, and never again once its unsubscribe link is used.
 */
const MONDAY_MORNING = new Date("2026-11-30T09:00:00Z");

let one: TestApp;
let other: TestApp;
const clock = testClock(MONDAY_MORNING);
const m = marketplace(() => one);
let supplier: TestAccount;
let freeSupplier: TestAccount;

async function summariesTo(account: TestAccount) {
  return one.database.handle.db
    .select()
    .from(outgoingEmails)
    .where(
      and(
        eq(outgoingEmails.recipient, account.user.email),
        like(outgoingEmails.subject, "Your week on EventEazy%"),
      ),
    )
    .orderBy(outgoingEmails.id);
}

/** Both app servers sweep at the same moment, as two machines behind a load balancer would. */
async function bothSweep(at: string) {
  clock.set(at);
  await Promise.all([one.app.scheduledWork.runOnce(), other.app.scheduledWork.runOnce()]);
}

beforeAll(async () => {
  const env = { REGISTER_RATE_LIMIT: "10000" };
  one = await createTestApp(env, {}, { clock });
  other = await createTestApp(env, {}, { clock }, one.database);
  supplier = await m.subscribedSupplier({ categories: ["catering"] });
  freeSupplier = await registerAccount(one.app, { role: "supplier" });
  await one.database.handle.db
    .insert(supplierDailyInsights)
    .values({ supplierId: supplier.user.id, day: "2026-11-24", appearances: 12, profileViews: 3 });
});
afterAll(async () => {
  await other?.close();
  await one?.close();
});

describe("the weekly insights summary", () => {
  it("is sent once per supplier per week, with two app servers sweeping", async () => {
    await bothSweep("2026-11-30T09:00:00Z");
    await bothSweep("2026-11-30T09:01:00Z");
    await bothSweep("2026-11-30T15:00:00Z");
    const sent = await summariesTo(supplier);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toBe("Your week on EventEazy: 3 profile views");
    expect(sent[0]?.textBody).toContain("Directory appearances: 12");
    expect(sent[0]?.textBody).toContain("Profile views: 3");
    expect(sent[0]?.headers).toMatchObject({
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });

  it("goes to suppliers on the Standard plan only", async () => {
    expect(await summariesTo(freeSupplier)).toHaveLength(0);
  });

  it("waits for Monday 08:00 UK time", async () => {
    await bothSweep("2026-12-06T20:00:00Z"); // Sunday
    await bothSweep("2026-12-07T07:59:00Z"); // Monday, before 08:00
    expect(await summariesTo(supplier)).toHaveLength(1);
    await bothSweep("2026-12-07T08:00:00Z");
    expect(await summariesTo(supplier)).toHaveLength(2);
  });

  it("stops after one click on its unsubscribe link", async () => {
    const [latest] = (await summariesTo(supplier)).reverse();
    const header = latest?.headers?.["List-Unsubscribe"] ?? "";
    const link = new URL(header.replace(/^<|>$/g, ""));
    const clicked = await one.app.inject({
      method: "POST",
      url: `${link.pathname}${link.search}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(clicked.statusCode, clicked.body).toBe(200);
    expect(clicked.json<{ message: string }>().message).toContain("your weekly insights");
    await bothSweep("2026-12-14T09:00:00Z");
    expect(await summariesTo(supplier)).toHaveLength(2);
  });
});
