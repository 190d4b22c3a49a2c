import type { Page } from "@playwright/test";
import type { SupplierQuote } from "#shared/contracts/quotes";
import type { RequestListItem, RequestView } from "#shared/contracts/requests";
import type { ReviewableBooking } from "#shared/contracts/reviews";
import type { SupplierListItem } from "#shared/contracts/suppliers";
import { formatLongDate } from "#shared/domain/format";
import { formatQuoteTotal, quotePriceNote } from "#shared/domain/quote-price";
import { formatEventDate } from "#shared/domain/request-age";
import {
  expect as baseExpect,
  demoPassword,
  expectNoA11yViolations,
  expectNoSidewaysScroll,
  type PageProblems,
  test,
} from "./support/fixtures";

// Each page here waits for several API answers (and a failed one for its retry), so on a busy
// two-core machine the first answer can take longer than the suite's default five seconds.
const expect = baseExpect.configure({ timeout: 10_000 });
test.describe.configure({ timeout: 60_000 });

/** Signs a demo account in through the API, so the page's browser context carries the session. */
async function signInAs(page: Page, username: string) {
  const response = await page.request.post("/api/auth/login", {
    data: { username, password: demoPassword() },
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function getJson<T>(page: Page, url: string): Promise<T> {
  const response = await page.request.get(url);
  expect(response.status(), `${url}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

function requestCards(page: Page) {
  return page.getByRole("main").getByRole("article");
}

function cardTitles(page: Page) {
  return requestCards(page).getByRole("heading", { level: 3 });
}

function statCard(page: Page, title: string) {
  return page.getByRole("main").getByRole("article", { name: title, exact: true });
}

/** Matches an accessible name that begins with this text. */
function textStart(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);
}

/** The demo's two active requests asking for photography. */
const DEMO_PHOTOGRAPHY_REQUESTS = [
  "Company party on a rooftop",
  "Ceilidh wedding at a country house",
];

/**
 * The demo photographer's Browse Requests page: the demo's photography requests, and any that
 * journeys running beside this one have posted.
 */
async function openBrowseRequests(page: Page) {
  await signInAs(page, "harbourlights");
  const requests = await getJson<RequestListItem[]>(page, "/api/requests");
  const titles = requests.map((request) => request.title);
  expect(titles).toEqual(expect.arrayContaining(DEMO_PHOTOGRAPHY_REQUESTS));
  await page.goto("/browse-requests");
  await expect(page.getByRole("heading", { level: 1, name: "Browse Requests" })).toBeVisible();
  await expect(cardTitles(page)).toHaveText(titles);
  return { requests, titles };
}

/** The demo photographer's My Quotes page: pending and accepted quotes, none rejected. */
async function openMyQuotes(page: Page) {
  await signInAs(page, "harbourlights");
  const quotes = await getJson<SupplierQuote[]>(page, "/api/quotes/supplier");
  const pending = quotes.filter((quote) => quote.status === "pending");
  const accepted = quotes.filter((quote) => quote.status === "accepted");
  expect(pending.length).toBeGreaterThanOrEqual(2);
  expect(accepted.length).toBeGreaterThanOrEqual(1);
  expect(quotes.filter((quote) => quote.status === "rejected")).toHaveLength(0);
  await page.goto("/quotes");
  await expect(page.getByRole("heading", { level: 1, name: "My Quotes" })).toBeVisible();
  return { pending, accepted };
}

function expectNoProblems(problems: PageProblems) {
  expect.soft(problems.all(), "console errors or uncaught exceptions").toEqual([]);
}

test.describe("Supplier work: browse requests, my quotes, dashboards", () => {
  test("A subscribed supplier sees the requests in their categories", async ({
    page,
    problems,
  }) => {
    const { requests, titles } = await openBrowseRequests(page);
    await expect(
      page.getByRole("status").filter({ hasText: `${titles.length} requests` }),
    ).toBeVisible();
    for (const title of DEMO_PHOTOGRAPHY_REQUESTS) {
      const card = requestCards(page).filter({ hasText: title });
      await expect(card.getByText("Quoted", { exact: true })).toBeVisible();
      await expect(card.getByText("Posted by")).toBeVisible();
      await expect(card.getByRole("link", { name: "View Details" })).toBeVisible();
    }
    const rooftop = requests.find(
      (request) => request.title === DEMO_PHOTOGRAPHY_REQUESTS[0],
    ) as RequestListItem;
    const card = requestCards(page).filter({ hasText: rooftop.title });
    await expect(card).toContainText(formatEventDate(rooftop.eventDate));
    await expect(card).toContainText(rooftop.location);
    await expect(card).toContainText(rooftop.budget ?? "Not specified");
    await expect(card).toContainText(rooftop.organizerName);
    await expect(card).toContainText(/Today|Yesterday|\d+ days ago/);
    await expectNoA11yViolations(page, "/browse-requests");

    await test.step("a request opens from its card", async () => {
      await card.getByRole("link", { name: "View Details" }).click();
      await expect(page).toHaveURL(`/request/${rooftop.id}`);
    });
    expectNoProblems(problems);
  });

  test("The category select and the My Categories chips filter the list", async ({
    page,
    problems,
  }) => {
    const { titles } = await openBrowseRequests(page);

    await test.step("the category select narrows the list and is kept in the address", async () => {
      await page.getByLabel("Category").selectOption("band");
      await expect(page).toHaveURL(/\/browse-requests\?category=band$/);
      await expect(cardTitles(page)).toHaveText(["Ceilidh wedding at a country house"]);
      await page.reload();
      await expect(page.getByLabel("Category")).toHaveValue("band");
      await expect(cardTitles(page)).toHaveText(["Ceilidh wedding at a country house"]);
    });

    await test.step("a My Categories chip toggles the category filter", async () => {
      const panel = page.getByRole("complementary", { name: "Your categories" });
      const videography = panel.getByRole("button", { name: "Videography" });
      await expect(videography).toHaveAttribute("aria-pressed", "false");
      await videography.click();
      await expect(videography).toHaveAttribute("aria-pressed", "true");
      await expect(page).toHaveURL(/category=videography/);
      await expect(page.getByLabel("Category")).toHaveValue("videography");
      await expect(page.getByRole("heading", { name: "No requests in Videography" })).toBeVisible();

      const photography = panel.getByRole("button", { name: "Photography" });
      await photography.click();
      await expect(photography).toHaveAttribute("aria-pressed", "true");
      await expect(videography).toHaveAttribute("aria-pressed", "false");
      await expect(cardTitles(page)).toHaveText(titles);
      await photography.click();
      await expect(photography).toHaveAttribute("aria-pressed", "false");
      await expect(page).toHaveURL(/\/browse-requests$/);
      await expect(page.getByLabel("Category")).toHaveValue("");
    });
    expectNoProblems(problems);
  });

  test("A search with no match says so, and Clear Filters shows everything", async ({
    page,
    problems,
  }) => {
    const { titles } = await openBrowseRequests(page);

    await test.step("a search with no match says so and names the search", async () => {
      await page.getByLabel("Search requests").fill("zeppelin");
      await expect(
        page.getByRole("heading", { name: "No requests match “zeppelin”" }),
      ).toBeVisible();
      await expect(page).toHaveURL(/q=zeppelin/);
      await expect(requestCards(page)).toHaveCount(0);
      await expectNoA11yViolations(page, "/browse-requests (no match)");
    });

    await test.step("Clear Filters shows everything again", async () => {
      await page.getByLabel("Category").selectOption("dj");
      await expect(page).toHaveURL(/category=dj/);
      await page.getByRole("button", { name: "Clear Filters" }).first().click();
      await expect(page).toHaveURL(/\/browse-requests$/);
      await expect(page.getByLabel("Search requests")).toHaveValue("");
      await expect(page.getByLabel("Category")).toHaveValue("");
      await expect(cardTitles(page)).toHaveText(titles);
      await expect(page.getByRole("button", { name: "Clear Filters" })).toHaveCount(0);
    });

    await test.step("the search reads the location too", async () => {
      await page.getByLabel("Search requests").fill("east lothian");
      await expect(cardTitles(page)).toHaveText(["Ceilidh wedding at a country house"]);
      await page.getByLabel("Search requests").fill("");
      await expect(cardTitles(page)).toHaveText(titles);
    });

    expectNoProblems(problems);
  });

  test("My Quotes shows each status with its count and sorts by price", async ({
    page,
    problems,
  }) => {
    const { pending, accepted } = await openMyQuotes(page);
    await expect(page.getByRole("tab", { name: `Pending ${pending.length}` })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(page.getByRole("tab", { name: `Accepted ${accepted.length}` })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Rejected 0" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Find New Requests" })).toHaveAttribute(
      "href",
      "/browse-requests",
    );
    await expect(cardTitles(page)).toHaveCount(pending.length);
    await expectNoA11yViolations(page, "/quotes");

    await test.step("each quote shows its request, price and dates", async () => {
      const rooftop = pending.find((quote) => quote.request.title === "Company party on a rooftop");
      expect(rooftop).toBeDefined();
      const card = requestCards(page).filter({ hasText: "Company party on a rooftop" });
      await expect(card.getByText("Pending", { exact: true })).toBeVisible();
      // The quote's one figure heads the card: its total, with any note on it.
      const total = rooftop ? formatQuoteTotal(rooftop) : "";
      await expect(card.getByText(`Your total: ${total}`, { exact: true })).toBeVisible();
      const note = rooftop ? quotePriceNote(rooftop.price, rooftop.totalPence) : null;
      if (note) await expect(card).toContainText(note);
      await expect(card).toContainText(formatEventDate(rooftop?.request.eventDate ?? ""));
      await expect(card).toContainText(rooftop?.request.location ?? "");
      await expect(card).toContainText(formatLongDate(rooftop?.createdAt ?? ""));
      await expect(card).toContainText(rooftop?.description ?? "");
      await expect(card.getByRole("link", { name: "View Request" })).toHaveAttribute(
        "href",
        `/request/${rooftop?.requestId}`,
      );
      await expect(card.getByRole("link", { name: "Message Organizer" })).toHaveCount(0);
    });

    await test.step("sorting by price puts the dearest or the cheapest first", async () => {
      const byPrice = [...pending].sort((a, b) => (b.totalPence ?? 0) - (a.totalPence ?? 0));
      await page.getByLabel("Sort by").selectOption({ label: "Highest Price" });
      await expect(page).toHaveURL(/sort=price-high/);
      await expect(cardTitles(page)).toHaveText(byPrice.map((quote) => quote.request.title));
      await page.getByLabel("Sort by").selectOption({ label: "Lowest Price" });
      await expect(cardTitles(page)).toHaveText(
        byPrice.reverse().map((quote) => quote.request.title),
      );
    });
    expectNoProblems(problems);
  });

  test("My Quotes opens accepted and empty tabs and searches", async ({ page, problems }) => {
    const { accepted } = await openMyQuotes(page);

    await test.step("accepted quotes offer a message to the organizer", async () => {
      await page.getByRole("tab", { name: /^Accepted/ }).click();
      await expect(page).toHaveURL(/status=accepted/);
      await expect(cardTitles(page)).toHaveCount(accepted.length);
      const first = accepted[0] as SupplierQuote;
      const card = requestCards(page).filter({ hasText: first.request.title });
      await expect(card.getByText("Accepted", { exact: true })).toBeVisible();
      await expect(card.getByRole("link", { name: "Message Organizer" })).toHaveAttribute(
        "href",
        `/messages/${first.request.organizerId}?request=${first.requestId}`,
      );
    });

    await test.step("an empty tab says so", async () => {
      await page.getByRole("tab", { name: /^Rejected/ }).click();
      await expect(page.getByRole("heading", { name: "No rejected quotes" })).toBeVisible();
      await expectNoA11yViolations(page, "/quotes (rejected)");
    });

    await test.step("the search narrows every tab's count", async () => {
      await page.getByRole("tab", { name: /^Pending/ }).click();
      await page.getByLabel("Search quotes").fill("ceilidh");
      await expect(page.getByRole("tab", { name: "Pending 1" })).toBeVisible();
      await expect(page.getByRole("tab", { name: "Accepted 0" })).toBeVisible();
      await expect(cardTitles(page)).toHaveText(["Ceilidh wedding at a country house"]);
      await page.getByLabel("Search quotes").fill("zeppelin");
      await expect(
        page.getByRole("heading", { name: "No pending quotes match “zeppelin”" }),
      ).toBeVisible();
    });

    expectNoProblems(problems);
  });

  test("A supplier without a plan is sent to /plans and sees the free quota", async ({
    page,
    problems,
  }) => {
    await signInAs(page, "crumbandcandle");
    for (const [path, from] of [
      ["/browse-requests", "browse-events"],
      ["/quotes", "my-quotes"],
    ] as const) {
      await page.goto(path);
      await expect(page).toHaveURL(`/plans?from=${from}`);
    }

    await page.goto("/dashboard");
    const quota = statCard(page, "Free Plan quotes");
    await expect(quota).toContainText(/\d+ of 1 quote left this month/);
    await expect(quota).toContainText("resets on 1 ");
    await expect(statCard(page, "Available Requests")).toBeVisible();
    await expect(statCard(page, "My Quotes")).toContainText("accepted");
    await expect(statCard(page, "Reviews")).toBeVisible();
    await expect(page.getByText("Unlimited Plan Active")).toHaveCount(0);
    await expectNoA11yViolations(page, "/dashboard (free supplier)");
    expectNoProblems(problems);
  });

  test("A free supplier who used the month's quote is offered the upgrade", async ({
    page,
    problems,
    signUp,
  }) => {
    await signUp("supplier");
    // A supplier with no categories sees every active request.
    const [open] = await getJson<RequestListItem[]>(page, "/api/requests");
    expect(open).toBeDefined();
    const { id: requestId, title } = open as RequestListItem;
    const quota = statCard(page, "Free Plan quotes");

    await test.step("before the quote, the upgrade is a quiet link", async () => {
      await page.goto("/dashboard");
      await expect(quota).toContainText("1 of 1 quote left this month");
      await expect(quota.getByRole("link", { name: "Upgrade for unlimited quotes" })).toBeVisible();
      await expect(quota.getByRole("link", { name: "Upgrade Plan" })).toHaveCount(0);
    });

    await test.step("after it, the card says so and leads to the plans", async () => {
      const sent = await page.request.post("/api/quotes", {
        // The spec's body: the total is read from the price.
        data: { requestId, price: "450", description: "A test quote." },
      });
      expect(sent.status(), await sent.text()).toBe(201);
      await page.reload();
      await expect(quota).toContainText("0 of 1 quote left this month");
      await expect(quota).toContainText("You've used all your free quotes this month.");
      await expect(quota.getByRole("link", { name: "Upgrade Plan" })).toHaveAttribute(
        "href",
        "/plans",
      );
      await expect(statCard(page, "My Quotes")).toContainText("1 sent this week");
      await expect(
        requestCards(page).filter({ hasText: title }).getByText("Quoted", { exact: true }),
      ).toBeVisible();
    });

    expectNoProblems(problems);
  });

  test("An organizer's dashboard shows the summary, active requests and past events", async ({
    page,
    problems,
  }) => {
    await signInAs(page, "emma_walsh");
    const requests = await getJson<RequestListItem[]>(page, "/api/requests");
    const past = await getJson<RequestView[]>(page, "/api/requests/past");
    const active = requests.filter((request) => request.status === "active");
    const quotes = requests.flatMap((request) => request.quotes);
    expect(active.length).toBeGreaterThanOrEqual(2);
    expect(past.length).toBeGreaterThanOrEqual(1);

    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: "Welcome back, Emma Walsh!" })).toBeVisible();
    await expect(statCard(page, "Active Requests")).toContainText(`${active.length} active`);
    const total = statCard(page, "Total Quotes");
    await expect(total).toContainText(`${quotes.length} quotes`);
    await expect(total).toContainText(/\d+ received this week/);
    await expect(total).toContainText(
      `${quotes.filter((quote) => quote.status === "accepted").length} accepted`,
    );
    await expect(statCard(page, "Upcoming Events")).toContainText(/\d+ upcoming/);
    await expect(statCard(page, "Saved Suppliers")).toContainText(/\d+ saved/);

    const list = page.getByRole("region", { name: "Your Active Requests" });
    await expect(list.getByRole("heading", { level: 3 })).toHaveText(
      active.slice(0, 2).map((request) => request.title),
    );
    await expect(list.getByRole("link", { name: "View Quotes" })).toHaveCount(2);
    await expect(list.getByRole("link", { name: /^View All/ })).toHaveAttribute(
      "href",
      "/my-requests",
    );

    const pastCard = statCard(page, "Past Events");
    for (const event of past.slice(0, 3)) {
      await expect(pastCard.getByRole("link", { name: textStart(event.title) })).toHaveAttribute(
        "href",
        `/request/${event.id}`,
      );
    }
    await expect(statCard(page, "Upcoming Event").getByRole("link")).toHaveAttribute(
      "href",
      /^\/request\/\d+$/,
    );
    await expect(page.getByRole("link", { name: "Create New Request" })).toBeVisible();
    await expectNoA11yViolations(page, "/dashboard (organizer)");
    expectNoProblems(problems);
  });

  test("A new organizer's dashboard explains what comes next", async ({
    page,
    problems,
    signUp,
  }) => {
    await signUp("organizer");
    await page.goto("/dashboard");
    await expect(
      page.getByText("No active requests found. Create one to get started!"),
    ).toBeVisible();
    await expect(statCard(page, "Active Requests")).toContainText("0 active");
    await expect(statCard(page, "Total Quotes")).toContainText("0 received this week");
    await expect(statCard(page, "Saved Suppliers")).toContainText("None saved yet");
    await expect(statCard(page, "Past Events")).toContainText("No past events yet");
    await expect(statCard(page, "Upcoming Event")).toContainText("No upcoming events");
    await expectNoA11yViolations(page, "/dashboard (new organizer)");
    expectNoProblems(problems);
  });

  test("Write Review offers the organizer's bookings with that supplier once each event is over", async ({
    page,
    problems,
  }) => {
    await signInAs(page, "emma_walsh");
    const [booking] = await getJson<ReviewableBooking[]>(page, "/api/reviews/reviewable");
    expect(booking).toBeDefined();
    const { supplierId, requestId, requestTitle, isOpen, opensMessage } =
      booking as ReviewableBooking;

    await page.goto(`/supplier/${supplierId}`);
    await page.getByRole("button", { name: "Write Review" }).click();
    const dialog = page.getByRole("dialog");
    const link = dialog.getByRole("link", { name: textStart(requestTitle) });
    // The demo's bookings not yet reviewed may be for events still ahead: those say when.
    if (isOpen) await expect(link).toHaveAttribute("href", `/review/${requestId}/${supplierId}`);
    else {
      await expect(dialog).toContainText(requestTitle);
      await expect(dialog).toContainText(opensMessage ?? "");
      await expect(link).toHaveCount(0);
    }
    await expectNoA11yViolations(page, "write review dialog");
    await dialog.getByRole("button", { name: "Close" }).first().click();

    await test.step("with no booking to review it explains why", async () => {
      const suppliers = await getJson<SupplierListItem[]>(page, "/api/suppliers?category=cake");
      const other = suppliers.find(
        (supplier) => supplier.id !== supplierId && supplier.username === "crumbandcandle",
      );
      expect(other).toBeDefined();
      await page.goto(`/supplier/${other?.id}`);
      await page.getByRole("button", { name: "Write Review" }).click();
      await expect(dialog).toContainText("Reviews on EventEazy come from real bookings");
      await expect(dialog).toContainText("accept");
      await expect(dialog.getByRole("link", { name: "Go to My Requests" })).toHaveAttribute(
        "href",
        "/my-requests",
      );
    });
    expectNoProblems(problems);
  });

  test("A list that fails to load says so and can be tried again", async ({ page }) => {
    await signInAs(page, "harbourlights");
    // Every call for the request list fails until the route is lifted.
    await page.route(/\/api\/requests(\?.*)?$/, (route) =>
      route.fulfill({ status: 500, json: { message: "Something went wrong." } }),
    );

    await page.goto("/dashboard");
    const available = statCard(page, "Available Requests");
    await expect(available.getByRole("alert")).toContainText("couldn't be loaded");
    // The other cards carry on.
    await expect(statCard(page, "My Quotes")).toContainText("accepted");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Welcome back");

    await page.goto("/browse-requests");
    const failure = page.getByRole("alert").filter({ hasText: "Requests could not be loaded" });
    await expect(failure).toBeVisible();
    await expectNoA11yViolations(page, "/browse-requests (failed)");
    await page.unroute(/\/api\/requests(\?.*)?$/);
    await failure.getByRole("button", { name: "Try again" }).click();
    await expect(cardTitles(page).first()).toBeVisible();
    await expect(failure).toHaveCount(0);
  });

  test("Browse Requests, My Quotes and the dashboard fit a 375 px screen", async ({
    page,
    problems,
  }) => {
    // One signed-in phone for the three pages: the sign-in is the same for each.
    await page.setViewportSize({ width: 375, height: 812 });
    await signInAs(page, "harbourlights");
    for (const path of ["/browse-requests", "/quotes", "/dashboard"]) {
      await test.step(`${path} fits a 375 px screen`, async () => {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(requestCards(page).first()).toBeVisible();
        await expectNoSidewaysScroll(page, `${path} at 375 px`);
        await expectNoA11yViolations(page, `${path} at 375 px`);
        expectNoProblems(problems);
      });
    }
  });
});
