interface SubscriptionFields {
  subscriptionActive: boolean;
  subscriptionExpiry: Date | string | null;
}

/** A paid plan counts until its expiry, whatever the stored flag says after that. */
export function hasLiveSubscription(user: SubscriptionFields, now = new Date()): boolean {
  if (!user.subscriptionActive) return false;
  return user.subscriptionExpiry === null || new Date(user.subscriptionExpiry) > now;
}
