import { describe, expect, it } from "vitest";
import {
  END_BEFORE_START_MESSAGE,
  REQUEST_CATEGORY_MESSAGE,
  REQUEST_REQUIRED_MESSAGE,
  START_DATE_PAST_MESSAGE,
} from "#shared/contracts/requests";
import { ukToday } from "#shared/domain/calendar-days";
import { eventDateText, requestFormSchema } from "./request-form";

const valid = {
  title: "Summer garden party",
  description: "Drinks and a band for 60 friends",
  eventDateFrom: "2026-12-01",
  eventDateTo: "",
  location: "Bristol",
  budget: "",
  attendees: "",
  categories: ["band"] as ("band" | "beverage")[],
};

function messagesFor(values: Partial<typeof valid>) {
  const result = requestFormSchema("2026-11-22").safeParse({ ...valid, ...values });
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("requestFormSchema", () => {
  it("accepts a complete request starting today", () => {
    expect(messagesFor({ eventDateFrom: "2026-11-22" })).toEqual({});
  });

  it("asks for every missing required field with the spec's words", () => {
    expect(messagesFor({ title: " ", description: "", eventDateFrom: "", location: "" })).toEqual({
      title: REQUEST_REQUIRED_MESSAGE,
      description: REQUEST_REQUIRED_MESSAGE,
      eventDateFrom: REQUEST_REQUIRED_MESSAGE,
      location: REQUEST_REQUIRED_MESSAGE,
    });
  });

  it("needs at least one category", () => {
    expect(messagesFor({ categories: [] })).toEqual({ categories: REQUEST_CATEGORY_MESSAGE });
  });

  it("refuses a start before today", () => {
    expect(messagesFor({ eventDateFrom: "2026-11-21" })).toEqual({
      eventDateFrom: START_DATE_PAST_MESSAGE,
    });
  });

  it("refuses an end before the start but allows a one-day range", () => {
    expect(messagesFor({ eventDateTo: "2026-11-30" })).toEqual({
      eventDateTo: END_BEFORE_START_MESSAGE,
    });
    expect(messagesFor({ eventDateTo: "2026-12-01" })).toEqual({});
  });
});

describe("eventDateText", () => {
  it("sends the start alone or 'start to end'", () => {
    expect(eventDateText("2026-12-01", null)).toBe("2026-12-01");
    expect(eventDateText("2026-12-01", "2026-12-01")).toBe("2026-12-01");
    expect(eventDateText("2026-12-01", "2026-12-03")).toBe("2026-12-01 to 2026-12-03");
  });
});

describe("ukToday", () => {
  it("reads the calendar in London, not the machine's zone", () => {
    // 23:30 UTC on 31 July is already 1 August in British Summer Time.
    expect(ukToday(new Date("2026-07-31T23:30:00Z"))).toBe("2026-08-01");
    expect(ukToday(new Date("2026-01-31T23:30:00Z"))).toBe("2026-01-31");
  });
});
