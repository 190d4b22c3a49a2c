import { describe, expect, it } from "vitest";
import {
  formatQuoteAmount,
  formatQuotePrice,
  formatQuoteTotal,
  parsePricePence,
  QUOTE_PRICE_MAX_PENCE,
  quotePriceNote,
  quotePriceText,
  quoteTotalFromPrice,
  readQuotePricePence,
} from "./quote-price";

describe("readQuotePricePence", () => {
  it.each([
    ["450", 45_000],
    ["£1,250", 125_000],
    ["From £280", 28_000],
    ["£99.50", 9_950],
    ["450 per hour", 45_000],
    ["1250", 125_000],
    ["£12.5", 1_250],
    ["£1,250.5", 125_050],
    ["£1,250.50", 125_050],
    ["£ 450", 45_000],
    ["  £450  ", 45_000],
    ["£1,250,000", 125_000_000],
    ["GBP 450", 45_000],
    ["From £300 per day", 30_000],
    ["£28pp", 2_800],
    ["£450ph", 45_000],
    ["1.5k", 150_000],
    ["£5K all in", 500_000],
    ["450 kitchen hire included", 45_000],
    ["50p per head", 50],
    ["£5p", 500],
    ["0", 0],
    ["£0.00", 0],
    ["-5", -500],
    ["-£5", -500],
    ["Minus -£20 off", -2_000],
  ])("reads %j as %i pence", (price, pence) => {
    expect(readQuotePricePence(price)).toBe(pence);
  });

  it.each([
    ["£200–£300", 20_000],
    ["£200-£300", 20_000],
    ["£500 - £800", 50_000],
    ["200 to 300", 20_000],
    ["2 hours, £450", 45_000],
    ["2-3 hours for £450", 45_000],
    ["£50 deposit, £1,200 in all", 5_000],
  ])("takes the first amount written in pounds from %j", (price, pence) => {
    expect(readQuotePricePence(price)).toBe(pence);
  });

  it.each(["Let's talk", "", "   ", "POA", "£", "1.250", "1,25", "1,2345", "£0.001"])(
    "finds no amount in %j",
    (price) => {
      expect(readQuotePricePence(price)).toBeNull();
    },
  );

  it("reads digits beyond any number as too large, never as a small amount", () => {
    expect(readQuotePricePence("9".repeat(400))).toBe(Number.POSITIVE_INFINITY);
    expect(readQuotePricePence("£99,999,999,999")).toBe(9_999_999_999_900);
  });
});

describe("quoteTotalFromPrice", () => {
  it("gives the total in pence when the price states one a quote may have", () => {
    expect(quoteTotalFromPrice("From £280")).toEqual({ pence: 28_000, problem: null });
    expect(quoteTotalFromPrice("1p")).toEqual({ pence: 1, problem: null });
    expect(quoteTotalFromPrice("£10,000,000")).toEqual({
      pence: QUOTE_PRICE_MAX_PENCE,
      problem: null,
    });
  });

  it.each([
    ["Let's talk", "no-amount"],
    ["1.250", "no-amount"],
    ["0", "not-positive"],
    ["-5", "not-positive"],
    ["£10,000,000.01", "too-high"],
  ])("says why %j can't be a total", (price, problem) => {
    expect(quoteTotalFromPrice(price)).toEqual({ pence: null, problem });
  });

  it("refuses an amount written with more digits than any number", () => {
    expect(quoteTotalFromPrice("9".repeat(400))).toEqual({ pence: null, problem: "too-high" });
  });

  it("is the amount parsePricePence gives", () => {
    expect(parsePricePence("£1,250")).toBe(125_000);
    expect(parsePricePence("0")).toBeNull();
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

describe("quotePriceNote", () => {
  it.each([
    ["£1,250", 125_000, null],
    ["1250", 125_000, null],
    ["£450 per hour", 45_000, "per hour"],
    ["450, per hour", 45_000, "per hour"],
    ["From £280", 28_000, "From £280"],
    ["per hour", 45_000, "per hour"],
    ["£400", 45_000, "£400"],
    ["£500 - £800", 50_000, "£500 - £800"],
    ["£500–£800", 50_000, "£500–£800"],
    ["£50 deposit, £1,200 in all", 120_000, "£50 deposit, £1,200 in all"],
    ["Let's talk", null, null],
  ])("of %j with total %j is %j", (price, total, note) => {
    expect(quotePriceNote(price, total)).toBe(note);
  });
});

describe("formatQuoteAmount", () => {
  it("shows the total, with what the wording adds", () => {
    expect(formatQuoteAmount({ price: "£1,250", totalPence: 125_000 })).toBe("£1,250");
    expect(formatQuoteAmount({ price: "1250.5", totalPence: 125_050 })).toBe("£1,250.50");
    expect(formatQuoteAmount({ price: "£450 per hour", totalPence: 45_000 })).toBe(
      "£450 (per hour)",
    );
    expect(formatQuoteAmount({ price: "From £280", totalPence: 28_000 })).toBe("£280 (From £280)");
  });

  it("shows an older quote's price as written when it named no amount", () => {
    expect(formatQuoteAmount({ price: "Let's talk", totalPence: null })).toBe("Let's talk");
  });
});

describe("formatQuoteTotal", () => {
  it("is the total alone, or an older quote's price as written", () => {
    expect(formatQuoteTotal({ price: "£450 per hour", totalPence: 45_000 })).toBe("£450");
    expect(formatQuoteTotal({ price: "Let's talk", totalPence: null })).toBe("Let's talk");
  });
});

describe("quotePriceText", () => {
  it.each([
    ["", 125_000, "£1,250"],
    ["  ", 125_050, "£1,250.50"],
    ["per hour", 45_000, "£450 per hour"],
    ["From £280", 28_000, "From £280"],
    ["per hour", null, "per hour"],
  ])("of the note %j and total %j is %j", (note, total, text) => {
    expect(quotePriceText(note, total)).toBe(text);
  });

  it("writes what reads back as the same total and note", () => {
    for (const [note, total] of [
      ["", 99_950],
      ["per hour", 45_000],
      ["all in, VAT included", 1_000_000_000],
    ] as const) {
      const price = quotePriceText(note, total);
      expect(quoteTotalFromPrice(price).pence).toBe(total);
      expect(quotePriceNote(price, total)).toBe(note === "" ? null : note);
    }
  });
});
