import type { Browser, BrowserContext, Page } from "@playwright/test";
import {
  expect as baseExpect,
  confirmEmail,
  demoPassword,
  expectNoA11yViolations,
  expectNoSidewaysScroll,
  expectToast,
  type NewUser,
  test,
} from "./support/fixtures";

/** The machine is shared with other test runs; a page can take a few seconds to answer. */
const expect = baseExpect.configure({ timeout: 10_000 });

const NARROW = 375;

const londonDay = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/London",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** A calendar day in the UK, `offset` days from today, as the date inputs take it. */
function ukDay(offset: number): string {
  return londonDay.format(new Date(Date.now() + offset * 24 * 60 * 60 * 1000));
}

const longDate = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** How the pages show an event's days: "14–15 January 2027". */
function eventDays(from: string, to: string): string {
  return longDate.formatRange(new Date(`${from}T00:00:00Z`), new Date(`${to}T00:00:00Z`));
}

interface CreatedRequest {
  id: number;
  title: string;
}

/**
 * Posts a request with the same call the form makes, for journeys that start from one. Its
 * event is `daysAhead` days away: 60 unless the journey books a demo supplier, whose booked day
 * would hide the next run's request on that day from them.
 */
async function postRequest(
  page: Page,
  title: string,
  categories: string[],
  daysAhead = 60,
): Promise<CreatedRequest> {
  const response = await page.request.post("/api/requests", {
    data: {
      title,
      description: "A relaxed evening reception with a photographer and a cake to remember.",
      eventDateFrom: ukDay(daysAhead),
      location: "Clifton, Bristol",
      budget: "£3,000",
      attendees: "60",
      categories,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as CreatedRequest;
}

/** A second signed-in browser: another person using EventEazy at the same time. */
async function signedInContext(
  browser: Browser,
  baseURL: string,
  username: string,
  password: string,
) {
  const context = await browser.newContext({
    baseURL,
    locale: "en-GB",
    timezoneId: "Europe/London",
  });
  const response = await context.request.post("/api/auth/login", { data: { username, password } });
  expect(response.status(), await response.text()).toBe(200);
  const me = (await (await context.request.get("/api/auth/me")).json()) as {
    id: number;
    role: string;
    name: string;
  };
  if (me.role !== "supplier") return { context, id: me.id, name: me.name };
  // A supplier is shown by their business name, as their public profile gives it.
  const profile = await context.request.get(`/api/suppliers/${me.id}`);
  const detail = (await profile.json()) as { supplier: { name: string } };
  return { context, id: me.id, name: detail.supplier.name };
}

async function registerSupplier(
  context: BrowserContext,
  user: NewUser,
  categories: string[],
): Promise<{ id: number; name: string }> {
  const response = await context.request.post("/api/auth/register", {
    data: { ...user, role: "supplier", categories },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  await confirmEmail(context.request, user.email);
  const me = (await response.json()) as { id: number; name: string };
  return me;
}

test.describe("Organizer requests", () => {
  test("A guest opening a request is sent to log in", async ({ page }) => {
    await page.goto("/request/1");
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("A supplier cannot open the request form or My Requests", async ({ page, signUp }) => {
    await signUp("supplier");
    // The login page itself sends a signed-in user on to the dashboard.
    for (const path of ["/create-request", "/my-requests"]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/(login|dashboard)$/);
      await expect(
        page.getByRole("heading", { name: /Create an Event Request|My Requests/ }),
      ).toHaveCount(0);
    }
  });

  test("An organizer creates a request, finds it in My Requests and opens it", async ({
    page,
    problems,
    signUp,
  }) => {
    test.slow(); // four axe runs
    await signUp("organizer");
    const title = `Garden party ${Date.now()}`;
    const start = ukDay(45);
    const end = ukDay(46);

    await test.step("an empty form is refused with the spec's messages", async () => {
      await page.goto("/create-request");
      await expect(
        page.getByRole("heading", { level: 1, name: "Create an Event Request" }),
      ).toBeVisible();
      await expectNoA11yViolations(page);
      await page.getByRole("button", { name: "Create Request" }).click();
      await expectToast(page, "Error", "Please fill in all required fields");
      const titleField = page.getByLabel("Event title");
      await expect(titleField).toHaveAttribute("aria-invalid", "true");
      await expect(titleField).toHaveAccessibleDescription(/Please fill in all required fields/);
      await expect(page.getByText("Please select at least one category")).toBeVisible();
      await expectNoA11yViolations(page, "create-request with errors");
    });

    await test.step("a start date in the past and an end before the start are refused", async () => {
      await page.getByLabel("Event title").fill(title);
      await page.getByLabel("Description").fill("Drinks, a band and a cake for sixty friends.");
      await page.getByLabel("Start date").fill(ukDay(-1));
      await page.getByRole("combobox", { name: "Location" }).fill("Clifton, Bristol");
      await page.getByText("Band", { exact: true }).click();
      await page.getByText("Cake", { exact: true }).click();
      await page.getByRole("button", { name: "Create Request" }).click();
      await expectToast(page, "Error", "The start date can't be in the past.");
      await expect(page.getByLabel("Start date")).toHaveAccessibleDescription(
        "The start date can't be in the past.",
      );

      await page.getByLabel("Start date").fill(start);
      await page.getByLabel("End date").fill(ukDay(44));
      await page.getByRole("button", { name: "Create Request" }).click();
      await expectToast(page, "Error", "The end date can't be before the start date.");
      // Nothing typed is lost.
      await expect(page.getByLabel("Event title")).toHaveValue(title);
      await expect(page.getByRole("checkbox", { name: "Band" })).toBeChecked();
    });

    await test.step("a valid request is created", async () => {
      await page.getByLabel("End date").fill(end);
      await page.getByLabel("Number of guests").fill("60");
      await page.getByRole("button", { name: "Create Request" }).click();
      await expectToast(page, "Request created", "Your event request has been created.");
      await expect(page).toHaveURL(/\/my-requests$/);
    });

    const card = page.getByRole("article").filter({ hasText: title });
    await test.step("it is listed under Active, found by search and kept on reload", async () => {
      await expect(page.getByRole("heading", { level: 1, name: "My Requests" })).toBeVisible();
      await expect(card).toBeVisible();
      await expect(card).toContainText("Active");
      await expect(card).toContainText("0 quotes");
      await expect(card).toContainText("Today");
      await expect(card).toContainText(eventDays(start, end));
      await expectNoA11yViolations(page);

      const search = page.getByLabel("Search requests");
      await search.fill("no such party anywhere");
      await expect(page.getByText("No matching requests")).toBeVisible();
      await search.fill("sixty friends");
      await expect(card).toBeVisible();
      await page.getByLabel("Sort by").selectOption({ label: "Upcoming Events" });
      await page.reload();
      await expect(page.getByLabel("Search requests")).toHaveValue("sixty friends");
      await expect(page.getByLabel("Sort by")).toHaveValue("upcoming");
      await expect(card).toBeVisible();

      await page.getByRole("tab", { name: /Cancelled/ }).click();
      await expect(page).toHaveURL(/tab=cancelled/);
      await expect(page.getByText("No cancelled requests")).toBeVisible();
      await page.getByRole("tab", { name: /Completed/ }).click();
      await expect(page.getByText("No completed requests")).toBeVisible();
      await page.getByRole("tab", { name: /Active/ }).click();
    });

    await test.step("the request opens with everything the form took", async () => {
      await card.getByRole("link", { name: title }).click();
      await expect(page).toHaveURL(/\/request\/\d+$/);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      const main = page.getByRole("main");
      await expect(main).toContainText(eventDays(start, end));
      await expect(main).toContainText("Clifton, Bristol");
      await expect(main).toContainText("Not specified");
      await expect(main).toContainText("60");
      await expect(main).toContainText("Band");
      await expect(page.getByRole("tab", { name: /Quotes/ })).toContainText("0");
      await expect(page.getByText("No quotes yet")).toBeVisible();
      // The event is still ahead: it can be closed, but not yet marked completed.
      await expect(page.getByRole("button", { name: "Close Request" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Mark Completed" })).toHaveCount(0);
      await expect(
        page.getByText("You can mark this request completed once the event has taken place."),
      ).toBeVisible();
      await expectNoA11yViolations(page);
      await page.getByRole("tab", { name: "Messages" }).click();
      await expect(page.getByRole("link", { name: "Go to Messages" })).toBeVisible();
    });

    await test.step("closing it with a reason moves it to the Cancelled tab", async () => {
      await page.getByRole("button", { name: "Close Request" }).click();
      const dialog = page.getByRole("dialog", { name: "Close this request" });
      await dialog.getByRole("radio", { name: /No longer needed/ }).check();
      await dialog.getByLabel("Note (optional)").fill("The venue fell through.");
      await expectNoA11yViolations(page, "close dialog");
      await dialog.getByRole("button", { name: "Close Request" }).click();
      await expectToast(page, "Status Updated", "Your request is closed: it's no longer needed.");
      await expect(page.getByText("No longer needed", { exact: true }).first()).toBeVisible();
      await expect(page.getByText("“The venue fell through.”")).toBeVisible();
      await expect(page.getByRole("button", { name: "Cancel Request" })).toHaveCount(0);

      await page.goto("/my-requests?tab=cancelled");
      await expect(page.getByRole("article").filter({ hasText: title })).toContainText(
        "No longer needed",
      );
    });

    expect.soft(problems.all(), "console errors or uncaught exceptions").toEqual([]);
  });

  test("Asking a supplier for a quote names them and picks their categories", async ({
    page,
    browser,
    baseURL,
    signUp,
  }) => {
    const harbour = await signedInContext(browser, baseURL ?? "", "harbourlights", demoPassword());
    await harbour.context.close();
    await signUp("organizer");
    await page.goto(`/create-request?supplier=${harbour.id}`);
    await expect(page.getByText(`Requesting quote from ${harbour.name}`)).toBeVisible();
    await expect(page.getByRole("checkbox", { name: "Photography" })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: "Videography" })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: "Cake" })).not.toBeChecked();
    await expectNoA11yViolations(page);
  });

  test("A request that doesn't exist says so", async ({ page, signUp }) => {
    await signUp("organizer");
    await page.goto("/request/999999");
    await expect(page.getByRole("heading", { level: 1, name: "Request Not Found" })).toBeVisible();
    await expect(page.getByText("Request not found.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute(
      "href",
      "/dashboard",
    );
    await page.goto("/request/abc");
    await expect(page.getByRole("heading", { level: 1, name: "Request Not Found" })).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test("The owner compares quotes, books a supplier and reviews them; completion waits for the event", async ({
    page,
    browser,
    baseURL,
    makeUser,
    signUp,
    problems,
  }) => {
    test.slow(); // three people, six axe runs
    await signUp("organizer");
    // The demo photographer is booked for this event's day once the quote is accepted: each run
    // (a retry, or the next run on the same data) takes a day of its own, so no earlier booking
    // hides the request from them.
    const stamp = Date.now();
    const request = await postRequest(
      page,
      `Anniversary dinner ${stamp}`,
      ["photography", "cake"],
      90 + (Math.floor(stamp / 1000) % 600),
    );
    const second = await postRequest(page, `Christening tea ${Date.now()}`, ["cake"]);

    const newcomerContext = await browser.newContext({
      baseURL,
      locale: "en-GB",
      timezoneId: "Europe/London",
    });
    const newcomerUser = makeUser("supplier");
    const newcomer = await registerSupplier(newcomerContext, newcomerUser, ["cake"]);
    const harbour = await signedInContext(browser, baseURL ?? "", "harbourlights", demoPassword());

    await test.step("a free supplier sends a quote through the form", async () => {
      const supplierPage = await newcomerContext.newPage();
      await supplierPage.goto(`/request/${request.id}`);
      await expect(
        supplierPage.getByRole("heading", { level: 1, name: request.title }),
      ).toBeVisible();
      await expect(supplierPage.getByText("1 free quote left this month")).toBeVisible();
      await supplierPage.getByLabel("Price note").fill("delivered and set up");
      await supplierPage.getByRole("button", { name: "Submit Quote" }).click();
      await expectToast(
        supplierPage,
        "Missing Information",
        "Please provide both price and description for your quote.",
      );
      await expectNoA11yViolations(supplierPage, "quote form with errors");
      await supplierPage
        .getByRole("textbox", { name: "Description", exact: true })
        .fill("A two-tier lemon and elderflower cake for 60, delivered and set up.");
      await supplierPage
        .getByLabel("Additional information")
        .fill("Delivery included within 20 miles.");
      await supplierPage.getByLabel("Total (£)").fill("950");
      await supplierPage.getByRole("button", { name: "Submit Quote" }).click();
      await expectToast(supplierPage, "Quote Submitted");
      await expect(supplierPage.getByRole("heading", { name: "Your quote" })).toBeVisible();
      await expect(supplierPage.getByRole("article")).toContainText("Pending");
      await expect(supplierPage.getByRole("article")).toContainText("£950delivered and set up");
      await expect(supplierPage.getByRole("button", { name: "Submit Quote" })).toHaveCount(0);

      // The month's free quote is used: the next request offers the plans instead of the form.
      await supplierPage.goto(`/request/${second.id}`);
      await expect(supplierPage.getByText("Monthly Quote Limit Reached")).toBeVisible();
      await expect(supplierPage.getByRole("link", { name: "View Plans" })).toHaveAttribute(
        "href",
        "/plans",
      );
      await expectNoA11yViolations(supplierPage, "quote limit reached");
    });

    await test.step("a subscribed photographer finds it in Browse Requests and quotes", async () => {
      const supplierPage = await harbour.context.newPage();
      await supplierPage.goto("/browse-requests");
      await expect(
        supplierPage.getByRole("heading", { level: 1, name: "Browse Requests" }),
      ).toBeVisible();
      await supplierPage.getByLabel("Search requests").fill(request.title);
      // The search settles into the address before the list is used.
      await expect(supplierPage).toHaveURL(/[?&]q=/);
      const card = supplierPage.getByRole("article").filter({ hasText: request.title });
      await expect(card).toHaveCount(1);
      await card.getByRole("link", { name: "View Details" }).click();
      await expect(supplierPage).toHaveURL(`/request/${request.id}`);
      // A subscribed supplier has no allowance to show.
      await expect(supplierPage.getByText(/free quote/)).toHaveCount(0);
      await supplierPage.getByLabel("Total (£)").fill("1400");
      await supplierPage.getByLabel("Hours of coverage").fill("4");
      await supplierPage
        .getByRole("textbox", { name: "Description", exact: true })
        .fill("Four hours of candid photography with an online gallery in three weeks.");
      await supplierPage.getByRole("button", { name: "Submit Quote" }).click();
      await expectToast(supplierPage, "Quote Submitted");
      await expect(supplierPage.getByRole("heading", { name: "Your quote" })).toBeVisible();
      await supplierPage.close();
    });

    await test.step("another organizer sees the request but not its quotes", async () => {
      const other = await signedInContext(browser, baseURL ?? "", "james_okafor", demoPassword());
      const otherPage = await other.context.newPage();
      await otherPage.goto(`/request/${request.id}`);
      await expect(otherPage.getByRole("heading", { level: 1, name: request.title })).toBeVisible();
      await expect(
        otherPage.getByText("You don't have permission to view the quotes for this request."),
      ).toBeVisible();
      await expect(otherPage.getByRole("button", { name: "Mark Completed" })).toHaveCount(0);
      await other.context.close();
    });

    const quotes = page.getByRole("tabpanel").getByRole("article");
    await test.step("the owner compares the quotes", async () => {
      await page.goto(`/request/${request.id}`);
      await expect(page.getByRole("tab", { name: /Quotes/ })).toContainText("2");
      await expect(quotes).toHaveCount(2);
      await expect(page.getByText("2 quotes · 2 awaiting your decision")).toBeVisible();
      // The photographer's structured answers show on their quote.
      await expect(quotes.filter({ hasText: harbour.name })).toContainText(
        "Hours of coverage4 hours",
      );
      // Quotes are compared per service: the cake and the photography each have a group, in the
      // request's order, and the sort orders the quotes within each.
      const photoQuotes = page
        .getByRole("region", { name: /^Photography\s*1 quote/ })
        .getByRole("article");
      const cakeQuotes = page.getByRole("region", { name: /^Cake\s*1 quote/ }).getByRole("article");
      await page.getByLabel("Sort quotes").selectOption({ label: "Lowest price" });
      await expect(cakeQuotes.first()).toContainText(newcomerUser.companyName ?? "");
      await expect(cakeQuotes.first()).toContainText("New");
      await page.getByLabel("Sort quotes").selectOption({ label: "Highest price" });
      await expect(photoQuotes.first()).toContainText(harbour.name);
      await page.getByLabel("Sort quotes").selectOption({ label: "Best rated" });
      await expect(photoQuotes.first()).toContainText(harbour.name);
      await expect(
        photoQuotes.first().getByRole("img", { name: /^Rated \d\.\d out of 5$/ }),
      ).toBeVisible();
      await expect(photoQuotes.first().getByRole("link", { name: harbour.name })).toHaveAttribute(
        "href",
        /^\/(s\/|supplier\/)/,
      );
      await expectNoA11yViolations(page);
    });

    await test.step("the owner accepts one and rejects the other", async () => {
      await page.getByRole("button", { name: `Accept quote from ${harbour.name}` }).click();
      const dialog = page.getByRole("dialog", { name: "Accept this quote?" });
      await expect(dialog).toContainText("£1,400");
      await expectNoA11yViolations(page, "accept dialog");
      await dialog.getByRole("button", { name: "Accept Quote" }).click();
      await expectToast(page, "Quote Accepted");
      const accepted = quotes.filter({ hasText: harbour.name });
      await expect(accepted).toContainText("Accepted");
      await expect(accepted.getByRole("link", { name: "Contact Supplier" })).toHaveAttribute(
        "href",
        `/messages/${harbour.id}?request=${request.id}`,
      );

      const rejectButton = page.getByRole("button", {
        name: `Reject quote from ${newcomerUser.companyName}`,
      });
      await rejectButton.click();
      await page
        .getByRole("dialog", { name: "Reject this quote?" })
        .getByRole("button", { name: "Reject Quote" })
        .click();
      await expectToast(page, "Quote Rejected");
      await expect(quotes.filter({ hasText: newcomerUser.companyName ?? "" })).toContainText(
        "Rejected",
      );
      await expect(rejectButton).toHaveCount(0);
    });

    await test.step("the owner messages the booked supplier; the request lists it", async () => {
      await quotes
        .filter({ hasText: harbour.name })
        .getByRole("link", { name: "Contact Supplier" })
        .click();
      await expect(page).toHaveURL(`/messages/${harbour.id}?request=${request.id}`);
      const text = `Could you start at six? ${Date.now()}`;
      await page.getByRole("textbox", { name: `Message ${harbour.name}` }).fill(text);
      await page.getByRole("button", { name: "Send message" }).click();
      await expect(
        page.getByRole("log", { name: `Messages with ${harbour.name}` }).getByText(text),
      ).toBeVisible();
      await page.goto(`/request/${request.id}`);
      await page.getByRole("tab", { name: "Messages" }).click();
      const conversation = page.getByRole("article", { name: `Conversation with ${harbour.name}` });
      await expect(conversation).toContainText(text);
      await expect(conversation.getByRole("link", { name: /Open conversation/ })).toHaveAttribute(
        "href",
        `/messages/${harbour.id}?request=${request.id}`,
      );
      await expectNoA11yViolations(page, "request messages");
      await page.getByRole("tab", { name: /Quotes/ }).click();
    });

    await test.step("before the event, the owner is neither offered completion nor asked to review", async () => {
      await expect(page.getByRole("button", { name: "Mark Completed" })).toHaveCount(0);
      await expect(
        page.getByText("You can mark this request completed once the event has taken place."),
      ).toBeVisible();
      const booked = quotes.filter({ hasText: harbour.name });
      await expect(booked).toContainText("You can review them after the event.");
      await expect(booked.getByRole("link", { name: "Leave Review" })).toHaveCount(0);
      await page.goto(`/review/${request.id}/${harbour.id}`);
      await expect(page.getByRole("heading", { level: 1, name: "After the Event" })).toBeVisible();
      await expect(page.getByRole("main")).toContainText(
        "You can review this booking after the event on",
      );
      await page.goto(`/request/${request.id}`);
    });

    await test.step("closed on finding a supplier, it stays the booked supplier's upcoming event", async () => {
      const supplierPage = await harbour.context.newPage();
      const upcomingCount = async () => {
        await supplierPage.goto("/dashboard");
        const card = supplierPage.getByRole("article", { name: "Upcoming Events", exact: true });
        await expect(card).toContainText(/\d+ upcoming/);
        return Number((/(\d+) upcoming/.exec((await card.textContent()) ?? "") ?? [])[1]);
      };
      const whileOpen = await upcomingCount();
      expect(whileOpen).toBeGreaterThanOrEqual(1);

      await page.goto(`/request/${request.id}`);
      await page.getByRole("button", { name: "Close Request" }).click();
      const dialog = page.getByRole("dialog", { name: "Close this request" });
      await expect(dialog.getByRole("radio", { name: /Found a supplier/ })).toBeChecked();
      await dialog.getByRole("button", { name: "Close Request" }).click();
      await expectToast(page, "Status Updated", "Your request is closed: you found a supplier.");
      await page.goto("/my-requests?tab=cancelled");
      await expect(page.getByRole("article").filter({ hasText: request.title })).toContainText(
        "2 quotes",
      );

      expect(await upcomingCount()).toBe(whileOpen);
      await supplierPage.close();
    });

    await test.step("once the event has taken place, the owner may review", async () => {
      // The server's clock is never moved: the test server holds the event (yesterday, UK).
      const held = await page.request.post("/api/e2e/event-held", {
        data: { requestId: request.id },
      });
      expect(held.status(), await held.text()).toBe(200);
    });

    await test.step("the owner reviews the booked supplier", async () => {
      await page.goto(`/review/${request.id}/${harbour.id}`);
      await expect(page.getByRole("heading", { level: 1, name: "Write a Review" })).toBeVisible();
      await expect(page.getByRole("main")).toContainText(harbour.name);
      await expect(page.getByRole("main")).toContainText(request.title);
      await expect(page.getByRole("radio", { name: /Excellent/ })).toBeChecked();
      await expectNoA11yViolations(page);

      await page.getByLabel("Your review").fill("   ");
      await page.getByRole("button", { name: "Submit Review" }).click();
      await expectToast(page, "Error", "Please provide a comment with your review.");
      await expect(page.getByLabel("Your review")).toHaveAttribute("aria-invalid", "true");

      await page.getByRole("radio", { name: /Very Good/ }).check({ force: true });
      await expect(page.getByRole("radio", { name: /Very Good/ })).toBeChecked();
      const comment = `Lovely candid photos, delivered early. ${Date.now()}`;
      await page.getByLabel("Your review").fill(comment);
      await page.getByRole("button", { name: "Submit Review" }).click();
      await expectToast(page, "Review Submitted", /Your review shows once .+ has reviewed you too/);
      await expect(page).toHaveURL(`/supplier/${harbour.id}`);
      await page.getByRole("tab", { name: /Reviews/ }).click();
      // A booked hire's review waits for the supplier's review of the organizer, or 14 days.
      await expect(page.getByRole("tabpanel")).toBeVisible();
      await expect(page.getByText(comment)).toHaveCount(0);
    });

    await test.step("the booking shows as reviewed and cannot be reviewed twice", async () => {
      await page.goto(`/request/${request.id}`);
      await expect(quotes.filter({ hasText: harbour.name })).toContainText("Reviewed");
      await expect(page.getByRole("link", { name: "Leave Review" })).toHaveCount(0);
      await page.goto(`/review/${request.id}/${harbour.id}`);
      await expect(page.getByRole("heading", { level: 1, name: "Already Reviewed" })).toBeVisible();
      await page.goto(`/review/${request.id}/${newcomer.id}`);
      await expect(
        page.getByRole("heading", { level: 1, name: "Information Not Found" }),
      ).toBeVisible();
      await expect(page.getByRole("link", { name: "Back to Dashboard" })).toBeVisible();
    });

    await newcomerContext.close();
    await harbour.context.close();
    expect.soft(problems.all(), "console errors or uncaught exceptions").toEqual([]);
  });

  test("The request pages fit a 375 px screen", async ({ page, signUp }, testInfo) => {
    await signUp("organizer");
    const request = await postRequest(page, `Narrow screen party ${Date.now()}`, ["dj"]);
    await page.setViewportSize({ width: NARROW, height: 812 });
    for (const [name, path] of [
      ["create-request", "/create-request"],
      ["my-requests", "/my-requests"],
      ["request", `/request/${request.id}`],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.waitForLoadState("networkidle");
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: testInfo.outputPath(`${name}-375.png`), fullPage: true });
    }
  });
});
