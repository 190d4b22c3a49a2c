import { describe, expect, it } from "vitest";
import { nearbyPageStatement, roundedReadSize } from "./nearby-page";

describe("the reads of a nearest-first page", () => {
  it("round up to 64 or 96 times a power of two, never below what the page needs", () => {
    expect([1, 64, 65, 88, 96, 97, 129, 193, 1_537].map(roundedReadSize)).toEqual([
      64, 64, 96, 96, 96, 128, 192, 256, 2_048,
    ]);
    for (let needed = 1; needed <= 20_000; needed += 1) {
      const size = roundedReadSize(needed);
      expect(size).toBeGreaterThanOrEqual(needed);
      expect(size).toBeLessThanOrEqual(Math.max(64, needed * 1.5));
    }
  });

  it("are kept prepared, one statement per category and size, up to 1,536 candidates", () => {
    const catering = nearbyPageStatement("catering", 96);
    expect(catering.name).toBe("directory_nearby_catering_96");
    expect(nearbyPageStatement("catering", 96)).toBe(catering);
    expect(catering.text).toContain("'{catering}'::text[]");
    expect(catering.text).toContain("limit 96");
    expect(nearbyPageStatement(undefined, 1_536).name).toBe("directory_nearby_any_1536");
    expect(nearbyPageStatement("catering", 2_048).name).toBeNull();
  });

  it("refuses a category that is not one of EventEazy's before it becomes SQL", () => {
    expect(() => nearbyPageStatement("catering'; drop table users; --", 96)).toThrow(
      /unknown category/,
    );
  });
});
