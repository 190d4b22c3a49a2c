import type { UserRow } from "#server/db/schema";
import type { Notifier } from "#server/lib/notifier-interface";
import { formatLongDate } from "#shared/domain/format";
import { pages } from "#shared/paths";

function planName(user: Pick<UserRow, "subscriptionType">): string {
  return user.subscriptionType === "yearly" ? "Standard yearly plan" : "Standard monthly plan";
}

function until(user: Pick<UserRow, "subscriptionExpiry">): string {
  return user.subscriptionExpiry ? ` until ${formatLongDate(user.subscriptionExpiry)}` : "";
}

export function notifySubscriptionActivated(notifier: Notifier, user: UserRow) {
  return notifier.notify({
    userId: user.id,
    type: "payment",
    title: "Subscription activated",
    description: `Your ${planName(user)} is active${until(user)}: unlimited quotes, messaging and your contact details on your profile.`,
    linkTo: pages.profile.href,
  });
}

export function notifySubscriptionRenewed(notifier: Notifier, user: UserRow) {
  return notifier.notify({
    userId: user.id,
    type: "payment",
    title: "Subscription renewed",
    description: `Thank you for your payment. Your ${planName(user)} now runs${until(user)}.`,
    linkTo: pages.profile.href,
  });
}

export function notifySubscriptionCancelled(notifier: Notifier, user: UserRow) {
  return notifier.notify({
    userId: user.id,
    type: "payment",
    title: "Subscription cancelled",
    description: `Your ${planName(user)} stays active${until(user)}. After that you return to the free plan.`,
    linkTo: pages.profile.href,
  });
}

export function notifySubscriptionEnded(notifier: Notifier, user: Pick<UserRow, "id">) {
  return notifier.notify({
    userId: user.id,
    type: "payment",
    title: "Subscription ended",
    description: "Your Standard plan has ended and you are back on the free plan.",
    linkTo: pages.plans.href,
  });
}

export function notifyPaymentFailed(notifier: Notifier, user: Pick<UserRow, "id">) {
  return notifier.notify({
    userId: user.id,
    type: "payment",
    title: "Payment failed",
    description:
      "We could not take the payment for your Standard plan. Your card provider will try again; you can also check your card details.",
    linkTo: pages.plans.href,
  });
}
