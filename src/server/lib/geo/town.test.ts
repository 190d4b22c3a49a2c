import { describe, expect, it } from "vitest";
import { townOf } from "./town";

describe("townOf", () => {
  it("finds the town of a street address, postcode or not", () => {
    expect(townOf("14 Oak Road, Leeds")).toBe("Leeds");
    expect(townOf("Flat 2, 14 Oak Road, Leeds LS6 2AB")).toBe("Leeds");
    expect(townOf("10 Downing Street\nLondon\nSW1A 2AA")).toBe("London");
    expect(townOf("Harbour House, 3 Quay Street, Salford, M50 3AZ, United Kingdom")).toBe(
      "Salford",
    );
    expect(townOf("  york  ")).toBe("York");
  });

  it("prefers a town to the region or nation after it", () => {
    expect(townOf("Leeds, England")).toBe("Leeds");
    expect(townOf("5 Castle Street, Edinburgh, Scotland")).toBe("Edinburgh");
    expect(townOf("Rose Cottage, Cornwall")).toBe("Cornwall");
  });

  it("never takes a street, house or unknown word for a town", () => {
    expect(townOf("14 Oak Road")).toBeNull();
    expect(townOf("10 High Street")).toBeNull();
    expect(townOf("12 Mill Lane Leeds")).toBeNull();
    expect(townOf("LS6 2AB")).toBeNull();
    expect(townOf("")).toBeNull();
    expect(townOf(null)).toBeNull();
  });
});
