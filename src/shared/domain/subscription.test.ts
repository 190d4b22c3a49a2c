import { describe, expect, it } from "vitest";
import { hasLiveSubscription } from "./subscription";

const NOW = new Date("2026-06-15T12:00:00Z");

describe("hasLiveSubscription", () => {
  it("is false when the plan is not active, whatever the expiry", () => {
    expect(hasLiveSubscription({ subscriptionActive: false, subscriptionExpiry: null }, NOW)).toBe(
      false,
    );
    expect(
      hasLiveSubscription(
        { subscriptionActive: false, subscriptionExpiry: new Date("2027-01-01T00:00:00Z") },
        NOW,
      ),
    ).toBe(false);
  });

  it("is true for an active plan without an expiry", () => {
    expect(hasLiveSubscription({ subscriptionActive: true, subscriptionExpiry: null }, NOW)).toBe(
      true,
    );
  });

  it("is true for an active plan until its expiry", () => {
    expect(
      hasLiveSubscription(
        { subscriptionActive: true, subscriptionExpiry: new Date("2026-06-15T12:00:01Z") },
        NOW,
      ),
    ).toBe(true);
    expect(
      hasLiveSubscription(
        { subscriptionActive: true, subscriptionExpiry: "2026-07-15T12:00:00.000Z" },
        NOW,
      ),
    ).toBe(true);
  });

  it("is false from the moment the plan expires, whatever the stored flag says", () => {
    expect(
      hasLiveSubscription({ subscriptionActive: true, subscriptionExpiry: new Date(NOW) }, NOW),
    ).toBe(false);
    expect(
      hasLiveSubscription(
        { subscriptionActive: true, subscriptionExpiry: "2026-06-14T12:00:00.000Z" },
        NOW,
      ),
    ).toBe(false);
  });

  it("judges against the current time by default", () => {
    const future = new Date(Date.now() + 60_000);
    const past = new Date(Date.now() - 60_000);
    expect(hasLiveSubscription({ subscriptionActive: true, subscriptionExpiry: future })).toBe(
      true,
    );
    expect(hasLiveSubscription({ subscriptionActive: true, subscriptionExpiry: past })).toBe(false);
  });
});
