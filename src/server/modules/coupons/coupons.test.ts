import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coupons, couponUsages } from "#server/db/schema";
import {
  COUPON_ALREADY_USED_MESSAGE,
  COUPON_CODE_TAKEN_MESSAGE,
  COUPON_EXPIRED_MESSAGE,
  COUPON_INACTIVE_MESSAGE,
  COUPON_NOT_FOUND_BY_ID_MESSAGE,
  COUPON_NOT_FOUND_MESSAGE,
  COUPON_NOT_STARTED_MESSAGE,
  COUPON_USED_UP_MESSAGE,
  type CouponValidation,
  CreateCouponBody,
} from "#shared/contracts/coupons";
import { expectError } from "#tests/support/expect-error";
import {
  createTestApp,
  injectAs,
  registerAccount,
  type TestAccount,
  type TestApp,
} from "#tests/support/test-app";
import { createCoupon, deactivateCoupon, listCoupons } from "./coupons.service";

const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;
let supplier: TestAccount;
let organizer: TestAccount;
let codeCounter = 0;

/** A unique code, so tests never meet each other's coupons. */
function uniqueCode(prefix = "TEST") {
  codeCounter += 1;
  return `${prefix}${process.pid}X${codeCounter}`;
}

function newCoupon(input: Partial<CreateCouponBody> = {}) {
  return createCoupon(
    t.database.handle.db,
    CreateCouponBody.parse({
      code: uniqueCode(),
      discountType: "percent",
      discountValue: 20,
      ...input,
    }),
  );
}

const validate = (account: TestAccount, couponCode: unknown) =>
  injectAs(t.app, account.cookie, {
    method: "POST",
    url: "/api/validate-coupon",
    payload: { couponCode },
  });

async function validated(account: TestAccount, couponCode: string): Promise<CouponValidation> {
  const response = await validate(account, couponCode);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CouponValidation>();
}

beforeAll(async () => {
  t = await createTestApp({ REGISTER_RATE_LIMIT: "10000" });
  [supplier, organizer] = await Promise.all([
    registerAccount(t.app, { role: "supplier" }),
    registerAccount(t.app),
  ]);
});
afterAll(() => t.close());

describe("POST /api/validate-coupon", () => {
  it("requires a signed-in user", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/validate-coupon",
      payload: { couponCode: "EAZY20" },
    });
    expectError(response, 401);
  });

  it("refuses an empty code", async () => {
    expectError(await validate(supplier, "   "), 400, "Please enter a coupon code.");
    expectError(await validate(supplier, undefined), 400);
  });

  it("answers a percent coupon with its discount and the prices it gives", async () => {
    const coupon = await newCoupon({ discountType: "percent", discountValue: 20 });
    expect(await validated(supplier, coupon.code)).toEqual({
      valid: true,
      message: `Coupon ${coupon.code} applied: 20% off your first payment.`,
      code: coupon.code,
      discountType: "percent",
      discountValue: 20,
      priceAfterDiscount: { monthly: 1600, yearly: 16000 },
    });
  });

  it("answers a fixed coupon in pence, never below zero", async () => {
    const coupon = await newCoupon({ discountType: "fixed", discountValue: 2500 });
    const answer = await validated(supplier, coupon.code);
    expect(answer).toMatchObject({
      valid: true,
      message: `Coupon ${coupon.code} applied: £25 off your first payment.`,
      discountType: "fixed",
      discountValue: 2500,
      priceAfterDiscount: { monthly: 0, yearly: 17500 },
    });
  });

  it("says a 100% coupon makes the first period free", async () => {
    const coupon = await newCoupon({ discountValue: 100 });
    const answer = await validated(supplier, coupon.code);
    expect(answer.message).toBe(`Coupon ${coupon.code} applied: your first month or year is free.`);
    expect(answer.priceAfterDiscount).toEqual({ monthly: 0, yearly: 0 });
  });

  it("matches codes whatever their case and surrounding spaces", async () => {
    const coupon = await newCoupon();
    expect(coupon.code).toBe(coupon.code.toUpperCase());
    const answer = await validated(supplier, `  ${coupon.code.toLowerCase()} `);
    expect(answer).toMatchObject({ valid: true, code: coupon.code });
  });

  it("answers valid: false with the reason for each refusal", async () => {
    const now = Date.now();
    const inactive = await newCoupon({ isActive: false });
    const future = await newCoupon({ validFrom: new Date(now + DAY).toISOString() });
    const expired = await newCoupon({
      validFrom: new Date(now - 2 * DAY).toISOString(),
      validUntil: new Date(now - DAY).toISOString(),
    });
    const usedUp = await newCoupon({ maxUses: 3 });
    await t.database.handle.db
      .update(coupons)
      .set({ currentUses: 3 })
      .where(eq(coupons.id, usedUp.id));
    const cases: [string, string][] = [
      ["NO-SUCH-CODE", COUPON_NOT_FOUND_MESSAGE],
      [inactive.code, COUPON_INACTIVE_MESSAGE],
      [future.code, COUPON_NOT_STARTED_MESSAGE],
      [expired.code, COUPON_EXPIRED_MESSAGE],
      [usedUp.code, COUPON_USED_UP_MESSAGE],
    ];
    for (const [code, message] of cases)
      expect(await validated(supplier, code), code).toEqual({ valid: false, message });
  });

  it("accepts a coupon inside its window", async () => {
    const now = Date.now();
    const coupon = await newCoupon({
      validFrom: new Date(now - DAY).toISOString(),
      validUntil: new Date(now + DAY).toISOString(),
      maxUses: 5,
    });
    expect((await validated(supplier, coupon.code)).valid).toBe(true);
  });

  it("refuses a coupon this user has already used, but not for others", async () => {
    const coupon = await newCoupon();
    await t.database.handle.db
      .insert(couponUsages)
      .values({ couponId: coupon.id, userId: supplier.user.id });
    expect(await validated(supplier, coupon.code)).toEqual({
      valid: false,
      message: COUPON_ALREADY_USED_MESSAGE,
    });
    expect((await validated(organizer, coupon.code)).valid).toBe(true);
  });

  it("checks without using the coupon up", async () => {
    const coupon = await newCoupon({ maxUses: 1 });
    await validated(supplier, coupon.code);
    await validated(supplier, coupon.code);
    const [row] = await t.database.handle.db
      .select()
      .from(coupons)
      .where(eq(coupons.id, coupon.id));
    expect(row?.currentUses).toBe(0);
  });

  it("limits how many codes one session may try", async () => {
    const guesser = await registerAccount(t.app, { role: "supplier" });
    const answers = [];
    for (let attempt = 0; attempt < 31; attempt += 1)
      answers.push((await validate(guesser, `GUESS${attempt}`)).statusCode);
    expect(answers.slice(0, 30).every((status) => status === 200)).toBe(true);
    expectError(await validate(guesser, "GUESS31"), 429);
    // Another session is counted on its own.
    expect((await validate(organizer, "GUESS-OTHER")).statusCode).toBe(200);
  });
});

describe("the coupon service for the admin console", () => {
  it("creates coupons with codes in capitals and refuses a code in use, whatever its case", async () => {
    const code = uniqueCode("Mixed");
    const coupon = await newCoupon({ code, description: "Launch offer", maxUses: 50 });
    expect(coupon).toMatchObject({
      code: code.toUpperCase(),
      description: "Launch offer",
      isActive: true,
      maxUses: 50,
      currentUses: 0,
    });
    await expect(newCoupon({ code: code.toLowerCase() })).rejects.toMatchObject({
      statusCode: 409,
      message: COUPON_CODE_TAKEN_MESSAGE,
    });
  });

  it("lists coupons newest first and deactivates one", async () => {
    const older = await newCoupon();
    const newer = await newCoupon();
    const listed = await listCoupons(t.database.handle.db);
    const ids = listed.map((coupon) => coupon.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));

    const deactivated = await deactivateCoupon(t.database.handle.db, older.id);
    expect(deactivated.isActive).toBe(false);
    expect(await validated(supplier, older.code)).toEqual({
      valid: false,
      message: COUPON_INACTIVE_MESSAGE,
    });
    await expect(deactivateCoupon(t.database.handle.db, 999_999)).rejects.toMatchObject({
      statusCode: 404,
      message: COUPON_NOT_FOUND_BY_ID_MESSAGE,
    });
  });

  it("has a contract that refuses impossible coupons", () => {
    const base = { code: "GOOD-CODE", discountType: "percent", discountValue: 10 } as const;
    expect(CreateCouponBody.safeParse(base).success).toBe(true);
    const refused: Partial<CreateCouponBody>[] = [
      { code: "no spaces allowed" },
      { code: "AB" },
      { discountValue: 0 },
      { discountValue: 101 },
      { discountValue: 12.5 },
      { discountType: "fixed", discountValue: 20_001 },
      { maxUses: 0 },
      { validFrom: "2026-12-01T00:00:00Z", validUntil: "2026-11-01T00:00:00Z" },
      { validFrom: "next tuesday" },
    ];
    for (const change of refused)
      expect(
        CreateCouponBody.safeParse({ ...base, ...change }).success,
        JSON.stringify(change),
      ).toBe(false);
  });
});
