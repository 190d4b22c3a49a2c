import type { coupons } from "#server/db/schema";

/** The demo's coupons for /plans; a real deployment creates its own in the admin console. */
export const DEMO_COUPONS: (typeof coupons.$inferInsert)[] = [
  {
    code: "EAZY20",
    discountType: "percent",
    discountValue: 20,
    description: "20% off your first payment",
    maxUses: 1000,
  },
  {
    code: "FOUNDERS100",
    discountType: "percent",
    discountValue: 100,
    description: "A first month or year free for founding suppliers",
    maxUses: 1000,
  },
];
