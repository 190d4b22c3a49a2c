import { desc, eq } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { displayNameColumns } from "#server/db/columns";
import { coupons, couponUsages, users } from "#server/db/schema";
import { notFound } from "#server/lib/errors";
import type { CouponUsageView } from "#shared/contracts/admin";
import { COUPON_NOT_FOUND_BY_ID_MESSAGE } from "#shared/contracts/coupons";
import { displayName } from "#shared/domain/display-name";

/** Who used a coupon, most recent first. */
export async function listCouponUsages(db: Db, couponId: number): Promise<CouponUsageView[]> {
  const [coupon] = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(eq(coupons.id, couponId))
    .limit(1);
  if (!coupon) throw notFound(COUPON_NOT_FOUND_BY_ID_MESSAGE);
  const rows = await db
    .select({
      usedAt: couponUsages.usedAt,
      user: {
        id: users.id,
        ...displayNameColumns(users),
        email: users.email,
      },
    })
    .from(couponUsages)
    .innerJoin(users, eq(users.id, couponUsages.userId))
    .where(eq(couponUsages.couponId, couponId))
    .orderBy(desc(couponUsages.usedAt), desc(couponUsages.id));
  return rows.map(({ usedAt, user }) => ({
    userId: user.id,
    username: user.username,
    displayName: displayName(user),
    email: user.email,
    usedAt: usedAt.toISOString(),
  }));
}
