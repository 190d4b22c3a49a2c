import { describe, expect, it } from "vitest";
import { addDays } from "./calendar-days";
import {
  badgeLabel,
  badgeValidUntil,
  formatCover,
  isBadgeCurrent,
  verifiedBadgeText,
} from "./compliance-badges";

describe("a badge's last valid day", () => {
  it("is the policy's expiry date for insurance", () => {
    expect(
      badgeValidUntil({
        kind: "insurance",
        insurer: "Hiscox",
        policyNumber: "P1",
        coverPounds: 1,
        expiryDate: "2027-03-31",
      }),
    ).toBe("2027-03-31");
  });

  it("is two years after a food hygiene inspection, three after a DBS issue, twelve months after a PAT test", () => {
    expect(
      badgeValidUntil({
        kind: "food_hygiene",
        rating: 5,
        businessName: "Kitchen",
        inspectionDate: "2026-05-14",
      }),
    ).toBe("2028-05-14");
    expect(badgeValidUntil({ kind: "dbs", dbsType: "basic", issueDate: "2025-01-31" })).toBe(
      "2028-01-31",
    );
    expect(badgeValidUntil({ kind: "pat", testDate: "2026-11-25" })).toBe("2027-11-25");
  });

  it("falls on the last day of a shorter month", () => {
    expect(badgeValidUntil({ kind: "pat", testDate: "2028-02-29" })).toBe("2029-02-28");
  });

  it("still counts on that day and not the next", () => {
    expect(isBadgeCurrent("2027-03-31", "2027-03-31")).toBe(true);
    expect(isBadgeCurrent("2027-03-31", addDays("2027-03-31", 1))).toBe(false);
    expect(addDays("2027-12-31", 1)).toBe("2028-01-01");
  });
});

describe("how a badge reads", () => {
  it("says the cover as people say it", () => {
    expect(formatCover(5_000_000)).toBe("£5m");
    expect(formatCover(2_500_000)).toBe("£2.5m");
    expect(formatCover(500_000)).toBe("£500k");
    expect(formatCover(750)).toBe("£750");
  });

  it("names each kind and gives its last month", () => {
    expect(badgeLabel({ kind: "dbs", dbsType: "enhanced", issueDate: "2026-01-01" })).toBe(
      "Enhanced DBS",
    );
    expect(
      badgeLabel({
        kind: "food_hygiene",
        rating: 4,
        businessName: "K",
        inspectionDate: "2026-01-01",
      }),
    ).toBe("Food hygiene 4");
    expect(verifiedBadgeText({ label: "Insured £5m", validUntil: "2027-03-31" })).toBe(
      "Insured £5m · verified · until March 2027",
    );
  });
});
