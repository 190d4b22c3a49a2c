import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { violatedUniqueConstraint } from "#server/db/errors";
import { coupons, couponUsages } from "#server/db/schema";
import { conflict, notFound } from "#server/lib/errors";
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
  type CouponView,
  type CreateCouponInput,
  normalizeCouponCode,
  priceAfterDiscount,
} from "#shared/contracts/coupons";
import { formatPounds } from "#shared/domain/format";
import { PLAN_PRICES_PENCE } from "#shared/domain/plans";

export type CouponRow = typeof coupons.$inferSelect;
/** The database or a transaction on it. */
type Queryable = Pick<Db, "select" | "insert" | "update" | "execute">;

export type CouponCheck = { ok: true; coupon: CouponRow } | { ok: false; message: string };

export function toCouponView(row: CouponRow): CouponView {
  return {
    id: row.id,
    code: row.code,
    discountType: row.discountType,
    discountValue: row.discountValue,
    description: row.description,
    isActive: row.isActive,
    maxUses: row.maxUses,
    currentUses: row.currentUses,
    validFrom: row.validFrom?.toISOString() ?? null,
    validUntil: row.validUntil?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

async function findCouponByCode(db: Queryable, code: string): Promise<CouponRow | null> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(sql`upper(${coupons.code}) = ${normalizeCouponCode(code)}`)
    .limit(1);
  return row ?? null;
}

async function hasUsedCoupon(db: Queryable, couponId: number, userId: number): Promise<boolean> {
  const [usage] = await db
    .select({ id: couponUsages.id })
    .from(couponUsages)
    .where(and(eq(couponUsages.couponId, couponId), eq(couponUsages.userId, userId)))
    .limit(1);
  return usage !== undefined;
}

/** Every rule but the user's own history: active, inside its window, uses left. */
function couponRefusal(coupon: CouponRow, now: Date): string | null {
  if (!coupon.isActive) return COUPON_INACTIVE_MESSAGE;
  if (coupon.validFrom && coupon.validFrom > now) return COUPON_NOT_STARTED_MESSAGE;
  if (coupon.validUntil && coupon.validUntil <= now) return COUPON_EXPIRED_MESSAGE;
  if (coupon.maxUses !== null && coupon.currentUses >= coupon.maxUses)
    return COUPON_USED_UP_MESSAGE;
  return null;
}

/** Whether this user may use the coupon now; the same checks run again when they pay. */
export async function checkCoupon(
  db: Queryable,
  code: string,
  userId: number,
  now = new Date(),
): Promise<CouponCheck> {
  const coupon = await findCouponByCode(db, code);
  if (!coupon) return { ok: false, message: COUPON_NOT_FOUND_MESSAGE };
  const refusal = couponRefusal(coupon, now);
  if (refusal) return { ok: false, message: refusal };
  if (await hasUsedCoupon(db, coupon.id, userId))
    return { ok: false, message: COUPON_ALREADY_USED_MESSAGE };
  return { ok: true, coupon };
}

function describeDiscount(coupon: CouponRow): string {
  if (coupon.discountType === "percent")
    return coupon.discountValue >= 100
      ? "your first month or year is free"
      : `${coupon.discountValue}% off your first payment`;
  return `${formatPounds(coupon.discountValue)} off your first payment`;
}

/** The answer to `POST /api/validate-coupon`: a refusal is a normal answer, not an error. */
export async function validateCoupon(
  db: Db,
  userId: number,
  code: string,
  now = new Date(),
): Promise<CouponValidation> {
  const check = await checkCoupon(db, code, userId, now);
  if (!check.ok) return { valid: false, message: check.message };
  const { coupon } = check;
  return {
    valid: true,
    message: `Coupon ${coupon.code} applied: ${describeDiscount(coupon)}.`,
    code: coupon.code,
    discountType: coupon.discountType,
    discountValue: coupon.discountValue,
    priceAfterDiscount: {
      monthly: priceAfterDiscount(PLAN_PRICES_PENCE.monthly, coupon),
      yearly: priceAfterDiscount(PLAN_PRICES_PENCE.yearly, coupon),
    },
  };
}

/**
 * Takes one use of the coupon for this user, in one statement: the usage row goes in only while
 * the coupon is live and has uses left, and the count rises only with it. Two payers racing for
 * the last use both insert, but the second update waits for the first, finds no use left and
 * counts nothing; the caller's transaction then rolls its usage row back. Call inside the
 * transaction that completes the payment, so the use is kept only if the payment is.
 */
export async function takeCouponUse(
  tx: Queryable,
  couponId: number,
  userId: number,
  now = new Date(),
): Promise<void> {
  const at = now.toISOString();
  const live = sql`c.is_active
    and (c.valid_from is null or c.valid_from <= ${at}::timestamptz)
    and (c.valid_until is null or c.valid_until > ${at}::timestamptz)
    and (c.max_uses is null or c.current_uses < c.max_uses)`;
  const result = (await tx.execute(sql`
    with usage as (
      insert into ${couponUsages} (coupon_id, user_id, used_at)
      select c.id, ${userId}, ${at}::timestamptz from ${coupons} c where c.id = ${couponId} and ${live}
      on conflict do nothing
      returning coupon_id
    ), taken as (
      update ${coupons} c set current_uses = c.current_uses + 1
      where c.id in (select coupon_id from usage) and ${live}
      returning c.id
    )
    select (select count(*) from usage)::int as inserted, (select count(*) from taken)::int as taken
  `)) as unknown as { rows: { inserted: number; taken: number }[] };
  const outcome = result.rows[0];
  if (outcome && outcome.taken > 0) return;
  // Nothing was taken: say why, reading what has committed by now. A usage row this statement
  // inserted (it lost the race for the last use) is this transaction's own and rolls back with it.
  if (!outcome?.inserted && (await hasUsedCoupon(tx, couponId, userId)))
    throw conflict(COUPON_ALREADY_USED_MESSAGE);
  const [coupon] = await tx.select().from(coupons).where(eq(coupons.id, couponId)).limit(1);
  throw conflict(
    coupon ? (couponRefusal(coupon, now) ?? COUPON_USED_UP_MESSAGE) : COUPON_NOT_FOUND_MESSAGE,
  );
}

/** For the admin console: a new coupon, its code kept in capitals. */
export async function createCoupon(db: Db, input: CreateCouponInput): Promise<CouponView> {
  try {
    const [row] = await db
      .insert(coupons)
      .values({
        code: normalizeCouponCode(input.code),
        discountType: input.discountType,
        discountValue: input.discountValue,
        description: input.description,
        isActive: input.isActive,
        maxUses: input.maxUses,
        validFrom: input.validFrom,
        validUntil: input.validUntil,
      })
      .returning();
    if (!row) throw new Error("insert returned no row");
    return toCouponView(row);
  } catch (error) {
    if (violatedUniqueConstraint(error) === "coupons_code_upper_key")
      throw conflict(COUPON_CODE_TAKEN_MESSAGE);
    throw error;
  }
}

/** For the admin console: every coupon, newest first. */
export async function listCoupons(db: Db): Promise<CouponView[]> {
  const rows = await db.select().from(coupons).orderBy(desc(coupons.createdAt), desc(coupons.id));
  return rows.map(toCouponView);
}

/** For the admin console: the coupon stops working at once; past uses stay recorded. */
export async function deactivateCoupon(db: Db, id: number): Promise<CouponView> {
  const [row] = await db
    .update(coupons)
    .set({ isActive: false })
    .where(eq(coupons.id, id))
    .returning();
  if (!row) throw notFound(COUPON_NOT_FOUND_BY_ID_MESSAGE);
  return toCouponView(row);
}
