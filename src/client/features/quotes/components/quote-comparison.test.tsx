import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { QUESTION_NO_QUOTERS_MESSAGE, type RequestMessages } from "#shared/contracts/messages";
import type { QuoteDetails, QuoteWithSupplier } from "#shared/contracts/quotes";
import type { RequestComparison, RequestDetail } from "#shared/contracts/requests";
import { attendeeCount, budgetCeilingPence } from "#shared/domain/request-budget";
import { quoteWithSupplier, requestDetail } from "#tests/support/client-fixtures";
import { errorResponse, fakeApi, jsonResponse } from "#tests/support/fake-api";
import { renderPage } from "#tests/support/render-page";
import { expectToast } from "#tests/support/toasts";
import { RequestQuoteList } from "./request-quote-list";

const ORGANIZER_ID = 50;

function quote(
  id: number,
  name: string,
  totalPence: number,
  supplier: { avg: number; count: number; km: number | null },
  details: QuoteDetails | null,
): QuoteWithSupplier {
  return quoteWithSupplier(id, name, {
    price: `£${totalPence / 100}`,
    totalPence,
    details,
    validUntil: details ? "2026-12-31" : null,
    supplier: {
      avgRating: supplier.avg,
      reviewCount: supplier.count,
      distanceKm: supplier.km,
      medianHoursToQuote: 5,
      quotesSent: 3,
    },
  });
}

const catering = (pricePerHead: number): QuoteDetails => ({
  included: ["Three courses", "Table service"],
  deposit: { kind: "percent", percent: 25 },
  cancellation: { policy: "moderate", terms: null },
  categoryFields: { catering: { pricePerHead, courses: 3 } },
});

const quotes = [
  quote(1, "Grand Feasts", 395_000, { avg: 4.9, count: 12, km: 30 }, catering(65)),
  quote(2, "Budget Bites", 240_000, { avg: 4.1, count: 5, km: 4.2 }, catering(40)),
  quote(
    3,
    "Shutter Studio",
    180_000,
    { avg: 0, count: 0, km: 12 },
    {
      included: ["Online gallery"],
      deposit: null,
      cancellation: null,
      categoryFields: { photography: { coverageHours: 6, editedPhotos: 400 } },
    },
  ),
  quote(4, "Old Hand Catering", 300_000, { avg: 4.5, count: 2, km: null }, null),
];

const owned = (overrides: Partial<RequestDetail> = {}) =>
  requestDetail({
    id: 7,
    organizerId: ORGANIZER_ID,
    isOwner: true,
    budget: "£2,500",
    attendees: "60 guests",
    ...overrides,
  });

/** The server's copy of the organizer's shortlist and hidden quotes, as the PUT routes keep it. */
function keptPicks(request: RequestDetail) {
  const kept: RequestComparison = request.comparison ?? {
    shortlist: [],
    hidden: [],
    serviceBudgets: {},
  };
  const pick = (kind: "shortlist" | "hidden") => async (sent: Request) => {
    const { quoteIds } = (await sent.json()) as { quoteIds: number[] };
    kept[kind] = quoteIds;
    return jsonResponse(200, kept);
  };
  return {
    "PUT /api/requests/7/shortlist": pick("shortlist"),
    "PUT /api/requests/7/hidden": pick("hidden"),
  };
}

function render(
  request: RequestDetail,
  at = "/requests/7",
  answers: Parameters<typeof fakeApi>[0] = {},
  messages: RequestMessages = [],
  shown: QuoteWithSupplier[] = quotes,
) {
  const api = fakeApi({
    "GET /api/quotes/request/7": () => jsonResponse(200, shown),
    "GET /api/messages/request/7": () => jsonResponse(200, messages),
    ...keptPicks(request),
    ...answers,
  });
  const page = renderPage(<RequestQuoteList request={request} />, { path: "/requests/7", at });
  return { ...page, api };
}

const column = (name: string) => screen.getByRole("columnheader", { name: new RegExp(`^${name}`) });

/** The cells of one row, in column order, by the row's field name. */
function rowCells(label: string | RegExp) {
  const header = screen.getByRole("rowheader", { name: label });
  const row = header.closest("tr");
  if (!row) throw new Error("row header outside a row");
  return within(row)
    .getAllByRole("cell")
    .map((cell) => cell.textContent);
}

const shownSuppliers = () =>
  screen.getAllByRole("columnheader").map((header) => within(header).getByRole("link").textContent);

describe("the quote comparison", () => {
  it("marks the lowest total, the best rated and the closest quote", async () => {
    render(owned());
    await screen.findByRole("table", { name: "Quotes side by side" });
    expect(within(column("Shutter Studio")).getByText("Lowest total")).toBeInTheDocument();
    expect(within(column("Grand Feasts")).getByText("Best rated")).toBeInTheDocument();
    expect(within(column("Budget Bites")).getByText("Closest")).toBeInTheDocument();
    // Each mark goes to one quote only.
    const table = within(screen.getByRole("table"));
    expect(table.getAllByText("Lowest total")).toHaveLength(1);
    expect(table.getAllByText("Best rated")).toHaveLength(1);
    expect(table.getAllByText("Closest")).toHaveLength(1);
  });

  it("flags each total against the budget in words, and per head from the guest count", async () => {
    render(owned(), "/requests/7?quoteSort=price-high");
    await screen.findByRole("table");
    expect(shownSuppliers()).toEqual([
      "Grand Feasts",
      "Old Hand Catering",
      "Budget Bites",
      "Shutter Studio",
    ]);
    expect(rowCells(/^Budget/)).toEqual([
      "Over budget by £1,450",
      "Over budget by £500",
      "Within budget by £100",
      "Within budget by £700",
    ]);
    expect(rowCells(/^Per head/)).toEqual(["£65.83", "£50", "£40", "£30"]);
    // Fields a quote does not state, like an older quote's terms, read as a dash.
    expect(rowCells("Deposit")).toEqual(["25%", "—", "25%", "—"]);
    expect(rowCells(/^Hours of coverage/)).toEqual(["—", "—", "—", "6 hours"]);
    expect(rowCells(/^Distance/)).toEqual(["30 km", "—", "4.2 km", "12 km"]);
  });

  it("shows no budget flag or per-head price when the request words them without a number", async () => {
    render(owned({ budget: "Flexible", attendees: "50-60" }));
    await screen.findByRole("table");
    expect(rowCells(/^Budget/)).toEqual(["—", "—", "—", "—"]);
    expect(rowCells(/^Per head/)).toEqual(["—", "—", "—", "—"]);
    expect(screen.queryByText(/Over budget/)).not.toBeInTheDocument();
  });

  it("keeps the shortlist and the hidden quotes on the server, and the sort in the address", async () => {
    const { router, user, api } = render(owned());
    await screen.findByRole("table");

    await user.click(screen.getByRole("button", { name: "Shortlist Budget Bites" }));
    await user.click(screen.getByRole("button", { name: "Shortlist Grand Feasts" }));
    expect(screen.getByRole("button", { name: "Shortlist Budget Bites" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await waitFor(async () =>
      expect(await api.bodiesSentTo("PUT /api/requests/7/shortlist")).toEqual([
        { quoteIds: [2] },
        { quoteIds: [1, 2] },
      ]),
    );

    await user.click(screen.getByRole("button", { name: "Hide Shutter Studio" }));
    expect(shownSuppliers()).not.toContain("Shutter Studio");
    expect(screen.getAllByRole("article")).toHaveLength(3);
    await waitFor(async () =>
      expect(await api.bodiesSentTo("PUT /api/requests/7/hidden")).toEqual([{ quoteIds: [3] }]),
    );

    await user.selectOptions(screen.getByLabelText("Sort quotes"), "Lowest price");
    await user.click(screen.getByRole("button", { name: "Shortlisted only (2)" }));
    expect(shownSuppliers()).toEqual(["Budget Bites", "Grand Feasts"]);
    // The address holds only how the page is viewed; the picks are the server's.
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      quoteSort: "price-low",
      only: "shortlist",
    });

    // The way back to a ruled-out quote.
    await user.click(screen.getByRole("button", { name: "Shortlisted only (2)" }));
    await user.click(screen.getByRole("button", { name: "Show hidden (1)" }));
    expect(within(column("Shutter Studio")).getByText("Hidden")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Unhide Shutter Studio" }));
    await waitFor(async () =>
      expect((await api.bodiesSentTo("PUT /api/requests/7/hidden")).at(-1)).toEqual({
        quoteIds: [],
      }),
    );
  });

  it("opens with the shortlist and hidden quotes the server kept, from any device", async () => {
    const { api } = render(
      owned({ comparison: { shortlist: [1, 4], hidden: [4], serviceBudgets: {} } }),
      "/requests/7?only=shortlist&quoteSort=rating",
    );
    await screen.findByRole("table");
    expect(shownSuppliers()).toEqual(["Grand Feasts"]);
    expect(screen.getByRole("button", { name: "Shortlisted only (2)" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(screen.getByRole("button", { name: "Show hidden (1)" })).toBeInTheDocument();
    // Nothing to save: the page only read what was kept.
    expect(api.requests.filter((request) => request.method === "PUT")).toHaveLength(0);
  });

  it("still opens an older address that carries the shortlist, and saves its quotes", async () => {
    const { router, api } = render(
      owned({ comparison: { shortlist: [2], hidden: [], serviceBudgets: {} } }),
      "/requests/7?shortlist=1,4&hidden=4,99&only=shortlist&quoteSort=rating",
    );
    await screen.findByRole("table");
    await waitFor(() => expect(shownSuppliers()).toEqual(["Grand Feasts", "Budget Bites"]));
    // The address's quotes join what was kept; an id that is no quote here is dropped.
    expect(await api.bodiesSentTo("PUT /api/requests/7/shortlist")).toEqual([
      { quoteIds: [1, 2, 4] },
    ]);
    expect(await api.bodiesSentTo("PUT /api/requests/7/hidden")).toEqual([{ quoteIds: [4] }]);
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        only: "shortlist",
        quoteSort: "rating",
      }),
    );
  });

  it("puts a shortlist change back and says so when the server refuses it", async () => {
    const { user } = render(owned(), "/requests/7", {
      "PUT /api/requests/7/shortlist": () =>
        errorResponse(500, { message: "Something went wrong", code: "internal" }),
    });
    await screen.findByRole("table");
    const button = screen.getByRole("button", { name: "Shortlist Budget Bites" });
    await user.click(button);
    await expectToast("Not saved", "Something went wrong");
    expect(button).toHaveAttribute("aria-pressed", "false");
  });
});

describe("a request for several services", () => {
  const birthday = (comparison: RequestComparison | null = null) =>
    owned({
      categories: ["photography", "cake", "dj"],
      budget: "£3,000",
      attendees: "40",
      comparison: comparison ?? { shortlist: [], hidden: [], serviceBudgets: {} },
    });
  const serviceQuote = (
    id: number,
    name: string,
    service: string,
    totalPence: number,
    supplier: { avg: number; count: number; km: number | null },
  ) => ({ ...quote(id, name, totalPence, supplier, null), service });
  const birthdayQuotes = [
    serviceQuote(11, "Golden Hour Photos", "photography", 120_000, { avg: 4.9, count: 8, km: 20 }),
    serviceQuote(12, "Snap Happy", "photography", 90_000, { avg: 4.2, count: 3, km: 6 }),
    serviceQuote(13, "Crumb and Candle", "cake", 32_000, { avg: 4.7, count: 5, km: 9 }),
    serviceQuote(14, "Sugar Towers", "cake", 38_000, { avg: 4.8, count: 2, km: 3 }),
  ];
  const table = (name: string) => within(screen.getByRole("table", { name }));
  const tableColumn = (name: string, supplier: string) =>
    table(name).getByRole("columnheader", { name: new RegExp(`^${supplier}`) });

  it("groups the quotes by service, each with its own lowest, best rated and closest", async () => {
    render(birthday(), "/requests/7", {}, [], birthdayQuotes);
    await screen.findByRole("table", { name: "Cake quotes side by side" });
    const serviceHeadings = screen
      .getAllByRole("heading", { level: 3 })
      .map((heading) => heading.textContent)
      .filter((text) => /\d quotes?$/.test(text ?? ""));
    expect(serviceHeadings).toEqual(["Photography2 quotes", "Cake2 quotes", "DJ0 quotes"]);
    // The £320 cake is the lowest cake, not the lowest of everything: photography has its own.
    const cakes = "Cake quotes side by side";
    const photos = "Photography quotes side by side";
    expect(
      within(tableColumn(cakes, "Crumb and Candle")).getByText("Lowest total"),
    ).toBeInTheDocument();
    expect(within(tableColumn(photos, "Snap Happy")).getByText("Lowest total")).toBeInTheDocument();
    expect(
      within(tableColumn(photos, "Golden Hour Photos")).queryByText("Lowest total"),
    ).toBeNull();
    expect(
      within(tableColumn(photos, "Golden Hour Photos")).getByText("Best rated"),
    ).toBeInTheDocument();
    expect(within(tableColumn(cakes, "Sugar Towers")).getByText("Best rated")).toBeInTheDocument();
    expect(within(tableColumn(cakes, "Sugar Towers")).getByText("Closest")).toBeInTheDocument();
    expect(screen.getAllByText("Lowest total")).toHaveLength(2);
    expect(
      within(screen.getByRole("region", { name: /^DJ/ })).getByText("No quotes for DJ yet."),
    ).toBeInTheDocument();
  });

  it("measures a service's quotes against its own budget line, never the whole budget", async () => {
    render(birthday(), "/requests/7", {}, [], birthdayQuotes);
    await screen.findByRole("table", { name: "Cake quotes side by side" });
    // No line for cake: a £320 cake is not "within" a £3,000 budget meant for three services.
    expect(screen.queryByText(/Within budget/)).not.toBeInTheDocument();
    expect(
      table("Cake quotes side by side").getByRole("rowheader", { name: /^Budget/ }),
    ).toHaveTextContent("no budget set for Cake; your whole budget is £3,000");
  });

  it("flags each quote against the budget the organizer set for its service", async () => {
    render(
      birthday({
        shortlist: [],
        hidden: [],
        serviceBudgets: { cake: 35_000, photography: 100_000 },
      }),
      "/requests/7?quoteSort=price-low",
      {},
      [],
      birthdayQuotes,
    );
    const cakes = await screen.findByRole("table", { name: "Cake quotes side by side" });
    const budgetRow = within(cakes)
      .getByRole("rowheader", { name: /^Budget/ })
      .closest("tr");
    if (!budgetRow) throw new Error("no budget row");
    expect(
      within(budgetRow)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["Within budget by £30", "Over budget by £30"]);
    expect(within(budgetRow).getByRole("rowheader")).toHaveTextContent("for Cake: £350");
    expect(screen.getByText("Budget £350")).toBeInTheDocument();
    expect(screen.getByText("Budget £1,000")).toBeInTheDocument();
  });
});

describe("one question to every quoter", () => {
  it("shows the server's refusal and keeps the question to send again", async () => {
    const { user, api } = render(owned(), "/requests/7", {
      "POST /api/messages/request/7/questions": () =>
        errorResponse(409, { message: QUESTION_NO_QUOTERS_MESSAGE, code: "conflict" }),
    });
    await screen.findByRole("table");
    await user.click(screen.getByRole("button", { name: "Ask All Quoters" }));
    expect(await screen.findByText("Please write a message before sending.")).toBeInTheDocument();
    expect(api.requests.some((request) => request.method === "POST")).toBe(false);

    const question = screen.getByLabelText("Your question");
    await user.type(question, "Can you do a vegan menu?");
    await user.click(screen.getByRole("button", { name: "Ask All Quoters" }));
    expect(await screen.findByText(QUESTION_NO_QUOTERS_MESSAGE)).toBeInTheDocument();
    expect(question).toHaveValue("Can you do a vegan menu?");
    expect(question).toHaveAttribute("aria-invalid", "true");
    await waitFor(() => expect(question).toHaveFocus());
    expect(await api.bodiesSentTo("POST /api/messages/request/7/questions")).toEqual([
      { content: "Can you do a vegan menu?" },
    ]);
  });

  it("says who it went to, and shows each supplier's answer under their quote", async () => {
    const message = (id: number, senderId: number, content: string, minute: number) => ({
      id,
      senderId,
      receiverId: senderId === ORGANIZER_ID ? 101 : ORGANIZER_ID,
      requestId: 7,
      content,
      read: true,
      // Every organizer message here went to every quoter at once.
      askedEveryQuoter: senderId === ORGANIZER_ID,
      createdAt: `2026-11-20T10:${String(minute).padStart(2, "0")}:00Z`,
    });
    const user = (id: number, name: string) => ({
      id,
      name,
      role: "supplier" as const,
      profileImage: null,
      urlSlug: null,
    });
    const { user: person } = render(
      owned(),
      "/requests/7?quoteSort=price-high",
      {
        "POST /api/messages/request/7/questions": () =>
          jsonResponse(201, {
            messages: [message(9, ORGANIZER_ID, "Parking?", 0)],
            sentCount: 1,
            awaitingSubscriptionCount: 0,
          }),
      },
      [
        {
          user: user(101, "Grand Feasts"),
          messages: [
            message(1, ORGANIZER_ID, "Can you do a vegan menu?", 0),
            message(2, 101, "Yes, two vegan mains.", 5),
          ],
        },
        {
          user: user(102, "Budget Bites"),
          messages: [message(3, ORGANIZER_ID, "Can you do a vegan menu?", 0)],
        },
      ],
    );
    await screen.findByRole("table");
    await waitFor(() =>
      expect(rowCells(/^Answer to your question/)).toEqual([
        "You asked: Can you do a vegan menu?Grand Feasts answered: Yes, two vegan mains.",
        "—",
        "You asked: Can you do a vegan menu?No answer yet",
        "—",
      ]),
    );

    await person.type(screen.getByLabelText("Your question"), "Parking?");
    await person.click(screen.getByRole("button", { name: "Ask All Quoters" }));
    expect(
      await screen.findByText("Sent to 1 supplier. You'll see their answers here."),
    ).toBeInTheDocument();
  });

  it("says when the answers couldn't be loaded rather than showing none", async () => {
    render(owned(), "/requests/7", {
      "GET /api/messages/request/7": () =>
        errorResponse(500, { message: "Something went wrong", code: "internal" }),
    });
    await screen.findByRole("table");
    expect(
      await screen.findByText(
        "Couldn't load the answers. They are in the Messages tab.",
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  });
});

describe("reading the request's figures", () => {
  it.each([
    ["£2,500", 250_000],
    ["2500", 250_000],
    ["2.5k", 250_000],
    ["£2,000 - £3,000", 300_000],
    ["Up to £4,000", 400_000],
    ["Flexible", null],
    ["£2,000 or £3,000 with band", null],
    [null, null],
  ])("reads the budget %s as %s pence at most", (budget, pence) => {
    expect(budgetCeilingPence(budget)).toBe(pence);
  });

  it.each([
    ["60 guests", 60],
    ["1,200", 1200],
    ["50-60", null],
    ["about a hundred", null],
    ["0", null],
  ])("reads %s attendees as %s", (attendees, count) => {
    expect(attendeeCount(attendees)).toBe(count);
  });
});
