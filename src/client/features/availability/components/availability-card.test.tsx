import { act, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  AVAILABILITY_ORDER_MESSAGE,
  AVAILABILITY_PAST_MESSAGE,
  CALENDAR_FILE_INVALID_MESSAGE,
  CALENDAR_FILE_TOO_COMPLEX_MESSAGE,
  CALENDAR_FILE_TOO_LARGE_MESSAGE,
  MAX_CALENDAR_IMPORT_BYTES,
  type OwnAvailability,
  type UnavailableDay,
} from "#shared/contracts/availability";
import { eachDay } from "#shared/domain/calendar-days";
import { errorResponse, fakeApi, jsonResponse } from "#tests/support/fake-api";
import { renderPage } from "#tests/support/render-page";
import { expectToast } from "#tests/support/toasts";
import { AvailabilityCard } from "./availability-card";

/** Wednesday 9 June 2027 is "today": the grid opens on June 2027. */
const TODAY = "2027-06-09";
const LAST_DAY = "2029-06-08";
const FEED_URL = "https://eventeazy.test/api/calendar-feeds/s3cret-token/bookings.ics";

const blocked = (date: string): UnavailableDay => ({ date, reason: "blocked", booking: null });
const smithWedding: UnavailableDay = {
  date: "2027-06-19",
  reason: "booked",
  booking: { requestId: 42, title: "Smith wedding" },
};

interface Change {
  from: string;
  to?: string;
  available: boolean;
}

/**
 * The availability API as the contract describes it, holding one supplier's calendar: changes
 * block free days or free blocked ones, and booked days stay booked. `refuse` answers changes
 * with that error instead.
 */
function calendarServer({
  days = [blocked("2027-06-12"), smithWedding],
  feed = null,
  refuse,
  importAnswer = () => jsonResponse(200, { events: 2, blockedDays: 4 }),
}: {
  days?: UnavailableDay[];
  feed?: OwnAvailability["feed"];
  refuse?: { status: number; message: string };
  importAnswer?: () => Response;
} = {}) {
  const state: OwnAvailability = { from: TODAY, to: LAST_DAY, days: [...days], feed };
  const api = fakeApi({
    "GET /api/availability": () => jsonResponse(200, state),
    "POST /api/availability/changes": async (request) => {
      if (refuse) return errorResponse(refuse.status, { message: refuse.message });
      const change = (await request.json()) as Change;
      const range = new Set(eachDay(change.from, change.to ?? change.from));
      if (change.available) {
        state.days = state.days.filter((day) => day.reason === "booked" || !range.has(day.date));
      } else {
        const taken = new Set(state.days.map((day) => day.date));
        for (const date of range) if (!taken.has(date)) state.days.push(blocked(date));
        state.days.sort((a, b) => (a.date < b.date ? -1 : 1));
      }
      return jsonResponse(200, state);
    },
    "POST /api/availability/import": () => importAnswer(),
    "POST /api/availability/feed": () => {
      state.feed = { createdAt: "2026-11-25T09:30:00Z" };
      return jsonResponse(201, { url: FEED_URL, createdAt: state.feed.createdAt });
    },
    "DELETE /api/availability/feed": () => {
      state.feed = null;
      return new Response(null, { status: 204 });
    },
  });
  return { api, state };
}

function renderCard(options?: Parameters<typeof calendarServer>[0]) {
  const server = calendarServer(options);
  return { ...renderPage(<AvailabilityCard />, { path: "/profile" }), ...server };
}

const day = (name: string | RegExp) => screen.getByRole("button", { name });
const grid = () => screen.getByRole("grid");

describe("the supplier's availability grid", () => {
  it("names each day with its date and state, Monday first, and leaves past days out of reach", async () => {
    renderCard();
    expect(await screen.findByRole("grid", { name: "June 2027" })).toBeInTheDocument();
    const heads = within(grid()).getAllByRole("columnheader");
    expect(heads.map((head) => head.textContent)).toEqual([
      "MonMonday",
      "TueTuesday",
      "WedWednesday",
      "ThuThursday",
      "FriFriday",
      "SatSaturday",
      "SunSunday",
    ]);
    // 1 June 2027 is a Tuesday: one blank cell opens the first week.
    const firstWeek = within(grid()).getAllByRole("row")[1];
    if (!firstWeek) throw new Error("no first week");
    expect(within(firstWeek).getAllByRole("gridcell")[0]).toBeEmptyDOMElement();

    expect(day("Wednesday 9 June 2027, available")).toHaveAttribute("aria-current", "date");
    expect(day("Saturday 12 June 2027, unavailable")).toBeInTheDocument();
    expect(day("Saturday 19 June 2027, booked: Smith wedding")).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    expect(screen.queryByRole("button", { name: /^Tuesday 8 June 2027/ })).not.toBeInTheDocument();
    expect(within(grid()).getByText(/Tuesday 8 June 2027, past/)).toBeInTheDocument();
    // One day at a time is in the tab order: today, to begin with.
    const tabbable = within(grid())
      .getAllByRole("button")
      .filter((button) => button.tabIndex === 0);
    expect(tabbable).toEqual([day("Wednesday 9 June 2027, available")]);
    expect(screen.getByRole("link", { name: "Smith wedding" })).toHaveAttribute(
      "href",
      "/request/42",
    );
  });

  it("moves between days and months from the keyboard, inside the calendar's window", async () => {
    const { user } = renderCard();
    await screen.findByRole("grid", { name: "June 2027" });
    const focused = () => document.activeElement?.getAttribute("aria-label");

    day("Wednesday 9 June 2027, available").focus();
    await user.keyboard("{ArrowLeft}");
    expect(focused()).toBe("Wednesday 9 June 2027, available");
    await user.keyboard("{ArrowRight}");
    expect(focused()).toBe("Thursday 10 June 2027, available");
    await user.keyboard("{ArrowDown}");
    expect(focused()).toBe("Thursday 17 June 2027, available");
    await user.keyboard("{Home}");
    expect(focused()).toBe("Monday 14 June 2027, available");
    await user.keyboard("{End}");
    expect(focused()).toBe("Sunday 20 June 2027, available");
    await user.keyboard("{ArrowUp}");
    expect(focused()).toBe("Sunday 13 June 2027, available");
    await user.keyboard("{PageDown}");
    expect(screen.getByRole("grid", { name: "July 2027" })).toBeInTheDocument();
    expect(focused()).toBe("Tuesday 13 July 2027, available");
    await user.keyboard("{PageUp}");
    expect(focused()).toBe("Sunday 13 June 2027, available");
    await user.keyboard("{PageUp}");
    // June is the first month: the day goes no earlier than today.
    expect(screen.getByRole("grid", { name: "June 2027" })).toBeInTheDocument();
    expect(focused()).toBe("Wednesday 9 June 2027, available");
    expect(screen.getByRole("button", { name: "Previous month" })).toBeDisabled();
    await user.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}");
    expect(screen.getByRole("grid", { name: "July 2027" })).toBeInTheDocument();
    expect(focused()).toBe("Wednesday 7 July 2027, available");
  });

  it("marks a day unavailable with a click and available with Enter, saving each change", async () => {
    const { user, api } = renderCard();
    await user.click(
      await screen.findByRole("button", { name: "Thursday 10 June 2027, available" }),
    );
    expect(day("Thursday 10 June 2027, unavailable")).toBeInTheDocument();

    day("Saturday 12 June 2027, unavailable").focus();
    await user.keyboard("{Enter}");
    expect(
      await screen.findByRole("button", { name: "Saturday 12 June 2027, available" }),
    ).toHaveFocus();

    await waitFor(async () =>
      expect(await api.bodiesSentTo("POST /api/availability/changes")).toEqual([
        { from: "2027-06-10", to: "2027-06-10", available: false },
        { from: "2027-06-12", to: "2027-06-12", available: true },
      ]),
    );
  });

  it("never changes a booked day, and says what it is booked for", async () => {
    const { user, api } = renderCard();
    await user.click(
      await screen.findByRole("button", { name: "Saturday 19 June 2027, booked: Smith wedding" }),
    );
    expect(
      screen.getByText(/Saturday 19 June 2027 is booked for “Smith wedding”/),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View the request" })).toHaveAttribute(
      "href",
      "/request/42",
    );
    expect(day("Saturday 19 June 2027, booked: Smith wedding")).toBeInTheDocument();
    expect(api.queriesSentTo("POST /api/availability/changes")).toEqual([]);
  });

  it("marks the days between a click and a shift-click, and a whole month", async () => {
    const { user, api } = renderCard();
    await user.click(await screen.findByRole("button", { name: "Monday 14 June 2027, available" }));
    await user.keyboard("{Shift>}");
    await user.click(day("Wednesday 16 June 2027, available"));
    await user.keyboard("{/Shift}");
    expect(day("Tuesday 15 June 2027, unavailable")).toBeInTheDocument();
    expect(day("Wednesday 16 June 2027, unavailable")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Next month" }));
    expect(screen.getByRole("grid", { name: "July 2027" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Block whole month" }));
    expect(day("Saturday 31 July 2027, unavailable")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Previous month" }));
    await user.click(screen.getByRole("button", { name: "Free whole month" }));
    expect(day("Tuesday 15 June 2027, available")).toBeInTheDocument();
    expect(day("Saturday 19 June 2027, booked: Smith wedding")).toBeInTheDocument();

    await waitFor(async () =>
      expect(await api.bodiesSentTo("POST /api/availability/changes")).toEqual([
        { from: "2027-06-14", to: "2027-06-14", available: false },
        { from: "2027-06-14", to: "2027-06-16", available: false },
        { from: "2027-07-01", to: "2027-07-31", available: false },
        // June begins today for the supplier: the days before can't change.
        { from: "2027-06-09", to: "2027-06-30", available: true },
      ]),
    );
  });

  it("marks a range from the From and To dates, and names a mistake before sending", async () => {
    const { user, api } = renderCard();
    const from = await screen.findByLabelText("From");
    const to = screen.getByLabelText("To");
    await user.type(from, "2027-06-24");
    await user.type(to, "2027-06-22");
    await user.click(screen.getByRole("button", { name: "Mark unavailable" }));
    expect(screen.getByText(AVAILABILITY_ORDER_MESSAGE)).toBeInTheDocument();
    expect(api.queriesSentTo("POST /api/availability/changes")).toEqual([]);

    await user.clear(to);
    await user.type(to, "2027-06-26");
    await user.click(screen.getByRole("button", { name: "Mark unavailable" }));
    expect(await screen.findByRole("button", { name: "Saturday 26 June 2027, unavailable" }));
    await user.click(screen.getByRole("button", { name: "Mark available" }));
    expect(await screen.findByRole("button", { name: "Friday 25 June 2027, available" }));
    expect(from).toHaveValue("2027-06-24");
    await waitFor(async () =>
      expect(await api.bodiesSentTo("POST /api/availability/changes")).toEqual([
        { from: "2027-06-24", to: "2027-06-26", available: false },
        { from: "2027-06-24", to: "2027-06-26", available: true },
      ]),
    );
  });

  it("puts a day back and says why when the server refuses the change", async () => {
    const { user } = renderCard({ refuse: { status: 400, message: AVAILABILITY_PAST_MESSAGE } });
    await user.click(
      await screen.findByRole("button", { name: "Thursday 10 June 2027, available" }),
    );
    expect(await screen.findByRole("alert")).toHaveTextContent(
      `Thursday 10 June 2027 could not be changed: ${AVAILABILITY_PAST_MESSAGE}`,
    );
    expect(day("Thursday 10 June 2027, available")).toBeInTheDocument();
    await expectToast("Calendar not saved", AVAILABILITY_PAST_MESSAGE);
  });
});

describe("importing an .ics file", () => {
  const icsFile = (size = 200) =>
    new File(["BEGIN:VCALENDAR\n".padEnd(size, " ")], "bookings.ics", { type: "text/calendar" });

  it("says how many days the file's events blocked", async () => {
    const { user, api } = renderCard();
    await user.upload(await screen.findByLabelText("Calendar file (.ics)"), icsFile());
    await user.click(screen.getByRole("button", { name: "Import calendar" }));
    expect(await screen.findByText("Blocked 4 days from 2 events.")).toBeInTheDocument();
    expect(api.requests.filter((r) => r.url.endsWith("/api/availability/import"))).toHaveLength(1);
    const sent = api.requests.find((r) => r.url.endsWith("/api/availability/import"));
    // jsdom's File loses its bytes on the way into Node's Request, so only the field is checked
    // here; the journey sends a real file.
    expect(sent?.headers.get("content-type")).toMatch(/^multipart\/form-data/);
    expect(await sent?.text()).toMatch(/name="file"[^\r]*\r\nContent-Type: text\/calendar/);
  });

  it("shows the server's reason for refusing a file", async () => {
    const { user } = renderCard({
      importAnswer: () => errorResponse(400, { message: CALENDAR_FILE_INVALID_MESSAGE }),
    });
    await user.upload(await screen.findByLabelText("Calendar file (.ics)"), icsFile());
    await user.click(screen.getByRole("button", { name: "Import calendar" }));
    expect(await screen.findByText(CALENDAR_FILE_INVALID_MESSAGE)).toBeInTheDocument();
  });

  it("shows why the server would not read a calendar it refused with 422", async () => {
    const { user } = renderCard({
      importAnswer: () => errorResponse(422, { message: CALENDAR_FILE_TOO_COMPLEX_MESSAGE }),
    });
    await user.upload(await screen.findByLabelText("Calendar file (.ics)"), icsFile());
    await user.click(screen.getByRole("button", { name: "Import calendar" }));
    expect(await screen.findByText(CALENDAR_FILE_TOO_COMPLEX_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("");
  });

  it("refuses a file over 1 MB without sending it", async () => {
    const { user, api } = renderCard();
    await user.upload(
      await screen.findByLabelText("Calendar file (.ics)"),
      icsFile(MAX_CALENDAR_IMPORT_BYTES + 1),
    );
    await user.click(screen.getByRole("button", { name: "Import calendar" }));
    expect(screen.getByText(CALENDAR_FILE_TOO_LARGE_MESSAGE)).toBeInTheDocument();
    expect(api.requests.some((r) => r.url.endsWith("/api/availability/import"))).toBe(false);
  });
});

describe("the bookings feed link", () => {
  it("shows a new link once, with a subscribe link, and only its date after that", async () => {
    const { user, unmount } = renderCard();
    await user.click(await screen.findByRole("button", { name: "Get calendar link" }));
    const link = await screen.findByRole("textbox", { name: "Your calendar link" });
    expect(link).toHaveValue(FEED_URL);
    expect(link).toHaveAttribute("readonly");
    expect(link).toHaveAccessibleDescription(/shown only this once/);
    expect(screen.getByRole("link", { name: "Subscribe in your calendar app" })).toHaveAttribute(
      "href",
      "webcal://eventeazy.test/api/calendar-feeds/s3cret-token/bookings.ics",
    );
    expect(screen.getByText("Link made on 25 November 2026")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Copy" }));
    expect(await screen.findByText("Link copied.")).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(FEED_URL);

    unmount();
    renderPage(<AvailabilityCard />, { path: "/profile" });
    expect(await screen.findByText("Link made on 25 November 2026")).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "Your calendar link" })).not.toBeInTheDocument();
  });

  it("turns the link off after asking", async () => {
    const { user, api } = renderCard({ feed: { createdAt: "2026-11-20T09:30:00Z" } });
    await user.click(await screen.findByRole("button", { name: "Turn off" }));
    const dialog = screen.getByRole("dialog", { name: "Turn off your calendar link?" });
    await user.click(within(dialog).getByRole("button", { name: "Turn off" }));
    expect(await screen.findByRole("button", { name: "Get calendar link" })).toBeInTheDocument();
    expect(screen.queryByText(/Link made on/)).not.toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === "DELETE")).toHaveLength(1);
    await expectToast("Calendar link turned off", "The old link no longer shows your bookings.");
  });

  it("warns that a new link stops the old one", async () => {
    const { user } = renderCard({ feed: { createdAt: "2026-11-20T09:30:00Z" } });
    await user.click(await screen.findByRole("button", { name: "Get a new link" }));
    const dialog = screen.getByRole("dialog", { name: "Get a new calendar link?" });
    expect(dialog).toHaveTextContent("Your current link stops working at once");
    await act(async () => {
      await user.click(within(dialog).getByRole("button", { name: "Get a new link" }));
    });
    expect(await screen.findByRole("textbox", { name: "Your calendar link" })).toHaveValue(
      FEED_URL,
    );
  });
});

describe("loading the calendar", () => {
  it("offers another try when it could not be loaded", async () => {
    fakeApi({
      "GET /api/availability": () => errorResponse(500, { message: "The calendar is resting." }),
    });
    renderPage(<AvailabilityCard />, { path: "/profile" });
    expect(await screen.findByRole("alert")).toHaveTextContent("The calendar is resting.");
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
