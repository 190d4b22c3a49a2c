import { randomBytes } from "node:crypto";
import {
  CARD_DECLINED_MESSAGE,
  INSUFFICIENT_FUNDS_MESSAGE,
  TEST_CARDS,
  UNKNOWN_TEST_CARD_MESSAGE,
} from "#shared/contracts/payments";
import type { CardCharge, CardDetails, TestPaymentProvider } from "./payment-provider";

/**
 * The default provider: no card network behind it, so no real money moves. It answers as
 * Stripe's test mode does for the same cards, so the whole journey can be tried without keys.
 */
export function createTestPaymentProvider(): TestPaymentProvider {
  return {
    name: "test",
    publishableKey: null,
    async startSubscription({ paymentId }) {
      return {
        clientSecret: `test_pi_${paymentId}_secret_${randomBytes(24).toString("base64url")}`,
        reference: null,
        customerId: null,
      };
    },
    // Nothing renews on its own here, so there is nothing to stop.
    async cancelAtPeriodEnd() {},
    // The test provider keeps nothing of its own: EventEazy's tables are the whole record, and
    // each movement's id is made from the key it was asked with, as Stripe answers a repeated key.
    async startDeposit({ bookingId, amountPence }) {
      return {
        reference: `test_pi_booking_${bookingId}`,
        clientSecret: `test_pi_booking_${bookingId}_secret_${randomBytes(24).toString("base64url")}`,
        status: "open",
        amountReceivedPence: 0,
        chargeReference: amountPence > 0 ? `test_ch_booking_${bookingId}` : null,
      };
    },
    async findDeposit() {
      return null;
    },
    async transfer({ idempotencyKey, amountPence }) {
      return { id: `test_tr_${idempotencyKey}`, amountPence };
    },
    async findTransfer() {
      return null;
    },
    async refund({ idempotencyKey, amountPence }) {
      return { id: `test_re_${idempotencyKey}`, amountPence };
    },
    async findRefund() {
      return null;
    },
    async createPayoutAccount({ userId }) {
      return { accountId: `test_acct_${userId}` };
    },
    async payoutAccountLink({ returnUrl }) {
      return { url: returnUrl };
    },
    async payoutAccountStatus() {
      return "pending";
    },
    chargeCard(card: CardDetails): CardCharge {
      switch (card.cardNumber) {
        case TEST_CARDS.succeeds:
          return { ok: true };
        case TEST_CARDS.declined:
          return { ok: false, message: CARD_DECLINED_MESSAGE };
        case TEST_CARDS.insufficientFunds:
          return { ok: false, message: INSUFFICIENT_FUNDS_MESSAGE };
        default:
          return { ok: false, message: UNKNOWN_TEST_CARD_MESSAGE };
      }
    },
  };
}
