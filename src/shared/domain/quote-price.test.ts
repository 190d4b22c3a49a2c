import { describe, expect, it } from "vitest";
import { formatQuotePrice, parsePricePence } from "./quote-price";

describe("parsePricePence", () => {
  it.each([
    ["1250", 125_000],
    ["£1,250", 125_000],
    ["£12.5", 1_250],
    ["£99.99", 9_999],
    ["From £300 per day", 30_000],
    ["£500 - £800", 50_000],
    ["1.5k", 150_000],
  ])("reads %s as %i pence", (price, pence) => {
    expect(parsePricePence(price)).toBe(pence);
  });

  it("answers null when there is no amount", () => {
    expect(parsePricePence("Let's talk")).toBeNull();
  });
});

describe("formatQuotePrice", () => {
  it("shows a bare amount as pounds", () => {
    expect(formatQuotePrice("1250")).toBe("£1,250");
    expect(formatQuotePrice(" £1250.50 ")).toBe("£1,250.50");
  });

  it("keeps worded prices as written", () => {
    expect(formatQuotePrice("From £300 per day")).toBe("From £300 per day");
  });
});
