import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { addDays, addMonths, lastOfMonth } from "#shared/domain/calendar-days";
import {
  expect,
  expectNoA11yViolations,
  expectNoSidewaysScroll,
  expectToast,
  type PageProblems,
  test,
} from "./support/fixtures";

const ukToday = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(new Date());

const atNoonUtc = (day: string) => new Date(`${day}T12:00:00Z`);
/** "June 2027" */
const monthTitle = (day: string) =>
  atNoonUtc(day).toLocaleDateString("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });
/** "Saturday 12 June 2027", as the calendar names a day. */
const dayName = (day: string) =>
  `${atNoonUtc(day).toLocaleDateString("en-GB", { weekday: "long", timeZone: "UTC" })} ${atNoonUtc(
    day,
  ).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  })}`;
/** The day `n` of `month` (its first day), as `YYYY-MM-DD`. */
const dayOf = (month: string, n: number) => `${month.slice(0, 8)}${String(n).padStart(2, "0")}`;

function calendar(page: Page): Locator {
  return page.getByRole("grid");
}

/** A day of the settings calendar, by its date and the state it should be in. */
function dayButton(page: Page, day: string, state: "available" | "unavailable" | RegExp): Locator {
  const name = typeof state === "string" ? `${dayName(day)}, ${state}` : state;
  return calendar(page).getByRole("button", { name, exact: typeof state === "string" });
}

/** Each change is shown at once; this waits for the server to have taken it. */
async function savedAfter(page: Page, act: () => Promise<void>) {
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith("/api/availability/changes") &&
      response.request().method() === "POST",
  );
  await act();
  expect((await saved).status()).toBe(200);
}

function expectNoProblems(problems: PageProblems, where: string) {
  expect.soft(problems.all(), `console errors or uncaught exceptions on ${where}`).toEqual([]);
}

/** The public profile's month table for `month`, reached with its month buttons. */
async function publicMonth(page: Page, month: string): Promise<Locator> {
  const card = page.getByRole("complementary", { name: "About this supplier" });
  for (let step = 0; step < 3; step += 1) {
    const table = card.getByRole("table", { name: monthTitle(month) });
    if ((await table.count()) > 0) return table;
    await card.getByRole("button", { name: "Next month" }).click();
  }
  return card.getByRole("table", { name: monthTitle(month) });
}

function publicDay(table: Locator, day: string, isUnavailable: boolean): Locator {
  const n = String(Number(day.slice(8)));
  return table.getByRole("cell", { name: isUnavailable ? `${n}, unavailable` : n, exact: true });
}

test.describe("Supplier availability", () => {
  test("A supplier keeps their calendar by click, range, month, keyboard and import, shares a feed, and their profile shows it", async ({
    page,
    signUp,
    problems,
  }) => {
    test.slow(); // two axe runs and a dozen saved changes
    await signUp("supplier");
    const me = (await (await page.request.get("/api/auth/me")).json()) as { id: number };
    const today = ukToday();
    const nextMonth = addMonths(today, 1);
    const monthAfter = addMonths(today, 2);

    await page.goto("/profile?tab=settings");
    await expect(page.getByRole("heading", { level: 2, name: "Availability" })).toBeVisible();
    await expect(calendar(page)).toHaveAccessibleName(monthTitle(today));
    await expect(dayButton(page, today, "available")).toHaveAttribute("aria-current", "date");
    await expect(page.getByRole("button", { name: "Previous month" }).first()).toBeDisabled();

    await test.step("a click blocks a day", async () => {
      await page.getByRole("button", { name: "Next month" }).click();
      await expect(calendar(page)).toHaveAccessibleName(monthTitle(nextMonth));
      await savedAfter(page, () => dayButton(page, dayOf(nextMonth, 10), "available").click());
      await expect(dayButton(page, dayOf(nextMonth, 10), "unavailable")).toBeVisible();
    });

    await test.step("a click then a shift-click blocks a range, and a click frees a day", async () => {
      await savedAfter(page, () => dayButton(page, dayOf(nextMonth, 12), "available").click());
      await savedAfter(page, () =>
        dayButton(page, dayOf(nextMonth, 15), "available").click({ modifiers: ["Shift"] }),
      );
      for (const n of [12, 13, 14, 15])
        await expect(dayButton(page, dayOf(nextMonth, n), "unavailable")).toBeVisible();
      await savedAfter(page, () => dayButton(page, dayOf(nextMonth, 13), "unavailable").click());
      await expect(dayButton(page, dayOf(nextMonth, 13), "available")).toBeVisible();
    });

    await test.step("the keyboard alone blocks a day", async () => {
      // From the month button, Tab reaches the calendar's one focusable day: the last one used.
      await page.getByRole("button", { name: "Next month" }).focus();
      await page.keyboard.press("Tab");
      await expect(dayButton(page, dayOf(nextMonth, 13), "available")).toBeFocused();
      await page.keyboard.press("ArrowDown");
      await expect(dayButton(page, dayOf(nextMonth, 20), "available")).toBeFocused();
      await page.keyboard.press("ArrowLeft");
      await expect(dayButton(page, dayOf(nextMonth, 19), "available")).toBeFocused();
      await savedAfter(page, () => page.keyboard.press("Enter"));
      await expect(dayButton(page, dayOf(nextMonth, 19), "unavailable")).toBeFocused();
    });

    await test.step("a whole month is blocked", async () => {
      await page.getByRole("button", { name: "Next month" }).click();
      await expect(calendar(page)).toHaveAccessibleName(monthTitle(monthAfter));
      await savedAfter(page, () => page.getByRole("button", { name: "Block whole month" }).click());
      await expect(dayButton(page, monthAfter, "unavailable")).toBeVisible();
      await expect(dayButton(page, lastOfMonth(monthAfter), "unavailable")).toBeVisible();
    });

    await test.step("From and To dates mark a range, and a mistake is named first", async () => {
      await page.getByLabel("From", { exact: true }).fill(dayOf(nextMonth, 27));
      await page.getByLabel("To", { exact: true }).fill(dayOf(nextMonth, 25));
      await page.getByRole("button", { name: "Mark unavailable" }).click();
      await expect(page.getByText("The last day can't be before the first.")).toBeVisible();
      await page.getByLabel("From", { exact: true }).fill(dayOf(nextMonth, 25));
      await page.getByLabel("To", { exact: true }).fill(dayOf(nextMonth, 27));
      await savedAfter(page, () => page.getByRole("button", { name: "Mark unavailable" }).click());
      await page.getByRole("button", { name: "Previous month" }).first().click();
      for (const n of [25, 26, 27])
        await expect(dayButton(page, dayOf(nextMonth, n), "unavailable")).toBeVisible();
    });

    await test.step("an .ics file blocks its events' days", async () => {
      const folder = await mkdtemp(path.join(tmpdir(), "eventeazy-ics-"));
      const file = path.join(folder, "other-calendar.ics");
      const compact = (day: string) => day.replaceAll("-", "");
      await writeFile(
        file,
        [
          "BEGIN:VCALENDAR",
          "VERSION:2.0",
          "PRODID:-//EventEazy journeys//EN",
          "BEGIN:VEVENT",
          "UID:first@journeys.test",
          "DTSTAMP:20260101T000000Z",
          `DTSTART;VALUE=DATE:${compact(dayOf(nextMonth, 3))}`,
          `DTEND;VALUE=DATE:${compact(dayOf(nextMonth, 4))}`,
          "SUMMARY:Private party",
          "END:VEVENT",
          "BEGIN:VEVENT",
          "UID:second@journeys.test",
          "DTSTAMP:20260101T000000Z",
          `DTSTART;VALUE=DATE:${compact(dayOf(nextMonth, 6))}`,
          `DTEND;VALUE=DATE:${compact(dayOf(nextMonth, 8))}`,
          "SUMMARY:Festival weekend",
          "END:VEVENT",
          "END:VCALENDAR",
          "",
        ].join("\r\n"),
      );
      await page.getByLabel("Calendar file (.ics)").setInputFiles(file);
      await page.getByRole("button", { name: "Import calendar" }).click();
      await expect(page.getByText("Blocked 3 days from 2 events.")).toBeVisible();
      for (const n of [3, 6, 7])
        await expect(dayButton(page, dayOf(nextMonth, n), "unavailable")).toBeVisible();
      await expect(dayButton(page, dayOf(nextMonth, 8), "available")).toBeVisible();

      expectNoProblems(problems, "the calendar");
      await page.getByLabel("Calendar file (.ics)").setInputFiles({
        name: "notes.ics",
        mimeType: "text/calendar",
        buffer: Buffer.from("These are not calendar lines."),
      });
      await page.getByRole("button", { name: "Import calendar" }).click();
      await expect(page.getByLabel("Calendar file (.ics)")).toHaveAccessibleDescription(
        /That file isn't an iCalendar \(\.ics\) file we can read/,
      );
      // The browser logs the refusal it was sent; nothing else went wrong.
      expect(problems.all()).toEqual([
        expect.stringMatching(/status of 400 .*\/api\/availability\/import\)$/),
      ]);
      problems.clear();
    });

    await test.step("the calendar is kept across a reload", async () => {
      await page.reload();
      // This month, with its past days, then the next with its changes.
      await expect(calendar(page)).toHaveAccessibleName(monthTitle(today));
      await expectNoA11yViolations(page, "settings with the availability calendar");
      await page.getByRole("button", { name: "Next month" }).click();
      for (const n of [3, 10, 12, 14, 19, 25])
        await expect(dayButton(page, dayOf(nextMonth, n), "unavailable")).toBeVisible();
      await expect(dayButton(page, dayOf(nextMonth, 13), "available")).toBeVisible();
    });

    let feedUrl = "";
    await test.step("a calendar link is shown once, serves the bookings, and stops when turned off", async () => {
      await page.getByRole("button", { name: "Get calendar link" }).click();
      const link = page.getByRole("textbox", { name: "Your calendar link" });
      await expect(link).toHaveValue(/\/api\/calendar-feeds\/[\w-]+\/bookings\.ics$/);
      feedUrl = await link.inputValue();
      await expect(
        page.getByRole("link", { name: "Subscribe in your calendar app" }),
      ).toHaveAttribute("href", feedUrl.replace(/^https?:\/\//, "webcal://"));
      await expect(page.getByText(/^Link made on /)).toBeVisible();
      const feed = await page.request.get(feedUrl);
      expect(feed.status()).toBe(200);
      expect(feed.headers()["content-type"]).toContain("text/calendar");
      expect(await feed.text()).toContain("BEGIN:VCALENDAR");

      await page.reload();
      await expect(page.getByText(/^Link made on /)).toBeVisible();
      await expect(page.getByRole("textbox", { name: "Your calendar link" })).toHaveCount(0);

      await page.getByRole("button", { name: "Turn off" }).click();
      const dialog = page.getByRole("dialog", { name: "Turn off your calendar link?" });
      await dialog.getByRole("button", { name: "Turn off" }).click();
      await expectToast(page, "Calendar link turned off");
      await expect(page.getByRole("button", { name: "Get calendar link" })).toBeVisible();
      expect((await page.request.get(feedUrl)).status()).toBe(404);
    });
    expectNoProblems(problems, "the settings");

    await test.step("the public profile shows the taken days, whatever their reason", async () => {
      await page.goto(`/supplier/${me.id}`);
      const card = page.getByRole("complementary", { name: "About this supplier" });
      await expect(card.getByRole("heading", { name: "Availability" })).toBeVisible();
      await expect(card.getByRole("table", { name: monthTitle(today) })).toBeVisible();
      await expectNoA11yViolations(page, "a public profile with availability");
      const next = await publicMonth(page, nextMonth);
      for (const n of [3, 10, 12, 19, 25])
        await expect(publicDay(next, dayOf(nextMonth, n), true)).toBeVisible();
      await expect(publicDay(next, dayOf(nextMonth, 13), false)).toBeVisible();
      const after = await publicMonth(page, monthAfter);
      await expect(publicDay(after, monthAfter, true)).toBeVisible();
      await expect(card.getByRole("button", { name: "Next month" })).toBeDisabled();
    });
    expectNoProblems(problems, "the public profile");
  });

  test.describe("on a 375 px phone", () => {
    test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

    test("The calendar fits a phone with thumb-sized days, and the profile shows it", async ({
      page,
      signUp,
      problems,
    }) => {
      await signUp("supplier");
      const me = (await (await page.request.get("/api/auth/me")).json()) as { id: number };
      const today = ukToday();
      const nextMonth = addMonths(today, 1);

      await page.goto("/profile?tab=settings");
      await expect(calendar(page)).toHaveAccessibleName(monthTitle(today));
      await expectNoSidewaysScroll(page, "the settings at 375 px");
      const days = calendar(page).getByRole("button");
      for (const box of await Promise.all((await days.all()).map((day) => day.boundingBox()))) {
        expect(box?.width ?? 0).toBeGreaterThanOrEqual(40);
        expect(box?.height ?? 0).toBeGreaterThanOrEqual(40);
      }
      const gridBox = await calendar(page).boundingBox();
      expect((gridBox?.x ?? 0) + (gridBox?.width ?? 0)).toBeLessThanOrEqual(375);

      await page.getByRole("button", { name: "Next month" }).click();
      await savedAfter(page, () => dayButton(page, dayOf(nextMonth, 2), "available").tap());
      await expect(dayButton(page, dayOf(nextMonth, 2), "unavailable")).toBeVisible();
      await expectNoA11yViolations(page, "settings on a phone");

      await page.goto(`/supplier/${me.id}`);
      const next = await publicMonth(page, nextMonth);
      await expect(publicDay(next, dayOf(nextMonth, 2), true)).toBeVisible();
      await expectNoSidewaysScroll(page, "the public profile at 375 px");
      expectNoProblems(problems, "a phone");
    });
  });

  test("Days before today and beyond two years cannot be changed", async ({ page, signUp }) => {
    await signUp("supplier");
    const today = ukToday();
    const past = await page.request.post("/api/availability/changes", {
      data: { from: addDays(today, -1), available: false },
    });
    expect(past.status()).toBe(400);
    await page.goto("/profile?tab=settings");
    await page.getByLabel("From", { exact: true }).fill(addDays(today, 700));
    await page.getByLabel("To", { exact: true }).fill(addDays(today, 740));
    await page.getByRole("button", { name: "Mark unavailable" }).click();
    await expect(page.getByText("Your calendar reaches 2 years ahead.")).toBeVisible();
  });
});
