import type { Browser, Page } from "@playwright/test";
import type { UserProfile } from "#shared/contracts/users";
import {
  demoPassword,
  expect,
  expectNoA11yViolations,
  expectNoSidewaysScroll,
  expectToast,
  logInThroughApi,
  mainNav,
  test,
} from "./support/fixtures";

const SUBSCRIBED_SUPPLIER = "harbourlights";
const FREE_SUPPLIER = "crumbandcandle";

/** A second signed-in browser session: the supplier, signed in elsewhere. */
async function supplierSession(browser: Browser, username = SUBSCRIBED_SUPPLIER) {
  const context = await browser.newContext();
  const me = await logInThroughApi(context.request, username, demoPassword());
  return { context, me };
}

/** A second signed-in browser with a page open: the supplier at their own desk. */
async function supplierAtDesk(browser: Browser, username = SUBSCRIBED_SUPPLIER) {
  const session = await supplierSession(browser, username);
  return { ...session, page: await session.context.newPage() };
}

async function organizerId(page: Page): Promise<number> {
  return ((await (await page.request.get("/api/auth/me")).json()) as UserProfile).id;
}

const thread = (page: Page, name: string) =>
  page.getByRole("log", { name: `Messages with ${name}` });

const composer = (page: Page, name: string) =>
  page.getByRole("textbox", { name: `Message ${name}` });

/** A name at the start of a link's name, whole: "E2E Organizer 1" is not "E2E Organizer 16". */
const startingWithName = (name: string) =>
  new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}\\p{N}])`, "u");

const conversationLink = (page: Page, name: string) =>
  page
    .getByRole("region", { name: "Conversations" })
    .getByRole("link", { name: startingWithName(name) });

/** The header's Messages link, whose name carries the unread count when there is one. */
const messagesNavLink = (page: Page) => mainNav(page).getByRole("link", { name: /^Messages/ });

test.describe("Messaging", () => {
  test("An organizer messages a supplier from their profile and they talk live", async ({
    page,
    browser,
    signUp,
    problems,
  }) => {
    // Two browsers, six steps and three accessibility scans.
    test.slow();
    const organizer = await signUp("organizer");
    const supplier = await supplierAtDesk(browser);
    const supplierName = supplier.me.displayName;

    await test.step("the supplier keeps their messages open", async () => {
      await supplier.page.goto("/messages");
      await expect(
        supplier.page.getByRole("heading", { level: 1, name: "Messages" }),
      ).toBeVisible();
      await expect(
        supplier.page.getByRole("heading", { name: "Select a conversation" }),
      ).toBeVisible();
      await expectNoA11yViolations(supplier.page);
    });

    await test.step("the organizer starts a conversation from the supplier's profile", async () => {
      await page.goto(`/supplier/${supplier.me.id}`);
      await page.getByRole("link", { name: "Message", exact: true }).click();
      await expect(page).toHaveURL(`/messages/${supplier.me.id}`);
      await expect(page.getByRole("heading", { level: 2, name: supplierName })).toBeVisible();
      await expect(thread(page, supplierName).getByText("No messages yet")).toBeVisible();
      await expect(conversationLink(page, supplierName)).toContainText("New conversation");
      await expect(page.getByRole("button", { name: "Send message" })).toBeDisabled();
      await expectNoA11yViolations(page);

      const box = composer(page, supplierName);
      await box.fill("   ");
      await expect(page.getByRole("button", { name: "Send message" })).toBeDisabled();
      await box.fill("Hello! Are you free on 14 June?");
      await box.press("Shift+Enter");
      await box.pressSequentially("It's an afternoon tea for 40.");
      await box.press("Enter");
      await expect(box).toHaveValue("");
      const sent = thread(page, supplierName).getByText("Hello! Are you free on 14 June?");
      await expect(sent).toBeVisible();
      await expect(sent).toContainText("It's an afternoon tea for 40.");
      await expect(thread(page, supplierName).getByText("Sent", { exact: true })).toBeVisible();
    });

    await test.step("the message reaches the supplier's open page without a reload", async () => {
      const entry = conversationLink(supplier.page, organizer.name);
      await expect(entry).toBeVisible();
      await expect(entry).toContainText("Hello! Are you free on 14 June?");
      await expect(entry).toContainText("Unread: 1");
      await expect(messagesNavLink(supplier.page)).toHaveAccessibleName(/unread/);

      await entry.click();
      await expect(
        thread(supplier.page, organizer.name).getByText("Hello! Are you free on 14 June?"),
      ).toBeVisible();
      await expect(entry).not.toContainText("Unread");
      // The organizer's page sees that it was read.
      await expect(thread(page, supplierName).getByText("Seen", { exact: true })).toBeVisible();
      await expectNoA11yViolations(supplier.page);
    });

    await test.step("the organizer, elsewhere on the site, is told of the reply", async () => {
      await mainNav(page).getByRole("link", { name: "Dashboard" }).click();
      await expect(page).toHaveURL("/dashboard");
      // The address changes before the dashboard's code has loaded; until then the thread stays
      // on screen, and a reply arriving then is rightly read at once.
      await expect(page.getByRole("heading", { name: "Your Active Requests" })).toBeVisible();
      await expect(thread(page, supplierName)).toHaveCount(0);
      await expect(messagesNavLink(page)).toHaveAccessibleName("Messages");

      await composer(supplier.page, organizer.name).fill("Yes, 14 June works. Shall I hold it?");
      await supplier.page.getByRole("button", { name: "Send message" }).click();
      await expect(
        thread(supplier.page, organizer.name).getByText("Yes, 14 June works. Shall I hold it?"),
      ).toBeVisible();

      await expect(messagesNavLink(page)).toHaveAccessibleName(/^Messages\W*unread: 1$/);
      await expect(page.getByRole("button", { name: /^Notifications, \d+ new$/ })).toBeVisible();
    });

    await test.step("the organizer reads the reply and the badge clears", async () => {
      await messagesNavLink(page).click();
      await conversationLink(page, supplierName).click();
      await expect(
        thread(page, supplierName).getByText("Yes, 14 June works. Shall I hold it?"),
      ).toBeVisible();
      await expect(messagesNavLink(page)).toHaveAccessibleName("Messages");
    });

    await test.step("with both threads open, each new message appears on the other side", async () => {
      await composer(page, supplierName).fill("Please do, thank you!");
      await composer(page, supplierName).press("Enter");
      await expect(
        thread(supplier.page, organizer.name).getByText("Please do, thank you!"),
      ).toBeVisible();
    });

    expect(problems.all()).toEqual([]);
    await supplier.context.close();
  });

  test("A supplier's message from a request page joins that request, and one unread entry tells the organizer", async ({
    page,
    browser,
    signUp,
    problems,
  }) => {
    test.slow();
    const organizer = await signUp("organizer");
    const created = await page.request.post("/api/requests", {
      data: {
        // Outside the demo photographer's categories, so their Browse Requests list stays as the
        // supplier journeys expect it; any supplier may still open the request and write.
        title: `Garden party styling ${Date.now()}`,
        description: "An afternoon garden party for 50 guests, styled with flowers and bunting.",
        eventDateFrom: "2099-06-14",
        location: "Clifton, Bristol",
        attendees: "50",
        categories: ["decor"],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const request = (await created.json()) as { id: number; title: string };
    const supplier = await supplierAtDesk(browser);
    const supplierName = supplier.me.displayName;
    const text = `Happy to cover your garden party. ${Date.now()}`;

    await test.step("the supplier writes from the request page", async () => {
      await supplier.page.goto(`/request/${request.id}`);
      await supplier.page.getByRole("link", { name: "Message Organizer" }).click();
      await expect(supplier.page).toHaveURL(
        `/messages/${await organizerId(page)}?request=${request.id}`,
      );
      await composer(supplier.page, organizer.name).fill(text);
      await supplier.page.getByRole("button", { name: "Send message" }).click();
      await expect(thread(supplier.page, organizer.name).getByText(text)).toBeVisible();
    });

    await test.step("the organizer has one unread entry for it", async () => {
      await page.goto("/notifications");
      await expect(
        page.getByRole("heading", { level: 1, name: /Notifications\s*1 unread/ }),
      ).toBeVisible();
      await expect(page.getByRole("button", { name: "Notifications, 1 new" })).toBeVisible();
      const items = page.getByRole("main").getByRole("listitem");
      await expect(items.filter({ hasText: "New message" })).toHaveCount(1);
      await expect(items.filter({ hasText: "New Messages" })).toHaveCount(0);
      await expect(items.filter({ hasText: "New message" })).toContainText(supplierName);
    });

    await test.step("the request's Messages tab shows the conversation", async () => {
      await page.goto(`/request/${request.id}`);
      await page.getByRole("tab", { name: "Messages" }).click();
      const conversation = page.getByRole("article", { name: `Conversation with ${supplierName}` });
      await expect(conversation).toContainText(text);
    });

    await test.step("reading the conversation clears the entry", async () => {
      await page
        .getByRole("article", { name: `Conversation with ${supplierName}` })
        .getByRole("link", { name: /Open conversation/ })
        .click();
      await expect(thread(page, supplierName).getByText(text)).toBeVisible();
      await expect(page.getByRole("button", { name: "Notifications", exact: true })).toBeVisible();
      await page.goto("/notifications");
      await expect(
        page.getByRole("heading", { level: 1, name: "Notifications", exact: true }),
      ).toBeVisible();
      await expect(
        page.getByRole("main").getByRole("listitem").filter({ hasText: "New message" }),
      ).toHaveCount(1);
      await expect(page.getByRole("button", { name: "Mark as read: New message" })).toHaveCount(0);
    });

    await supplier.context.close();
    expect.soft(problems.all(), "console errors or uncaught exceptions").toEqual([]);
  });

  test("Without the live stream, an open thread still catches up within the spec's 10 seconds", async ({
    page,
    signUp,
    browser,
  }) => {
    test.slow();
    await signUp("organizer");
    const supplier = await supplierSession(browser);
    const name = supplier.me.displayName;
    const me = (await (await page.request.get("/api/auth/me")).json()) as UserProfile;
    await page.route("**/api/events", (route) => route.abort("connectionrefused"));

    await page.goto(`/messages/${supplier.me.id}`);
    await expect(thread(page, name).getByText("No messages yet")).toBeVisible();
    const reply = await supplier.context.request.post("/api/messages", {
      data: { receiverId: me.id, content: "Polling still brings me here" },
    });
    expect(reply.status()).toBe(201);
    await expect(thread(page, name).getByText("Polling still brings me here")).toBeVisible({
      timeout: 12_000,
    });
    await expect(conversationLink(page, name)).toContainText("Polling still brings me here");
    await supplier.context.close();
  });

  test("A failed send removes the message, restores the text and says so", async ({
    page,
    signUp,
    browser,
  }) => {
    await signUp("organizer");
    const supplier = await supplierSession(browser);
    await supplier.context.close();
    const name = supplier.me.displayName;

    await page.goto(`/messages/${supplier.me.id}`);
    await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
    let releaseSend: () => void = () => {};
    const sendHeld = new Promise<void>((resolve) => {
      releaseSend = resolve;
    });
    await page.route("**/api/messages", async (route) => {
      if (route.request().method() !== "POST") return route.fallback();
      await sendHeld;
      await route.fulfill({ status: 500, json: { message: "Something went wrong on our side." } });
    });

    await composer(page, name).fill("This one will not arrive");
    await composer(page, name).press("Enter");
    const log = thread(page, name);
    // Shown at once while the server is asked, and nothing more can be sent meanwhile.
    await expect(log.getByText("This one will not arrive")).toBeVisible();
    await expect(log.getByText("Sending…")).toBeVisible();
    await composer(page, name).fill("Another");
    await expect(page.getByRole("button", { name: "Send message" })).toBeDisabled();
    await composer(page, name).fill("");

    releaseSend();
    await expectToast(page, "Error", "Failed to send message");
    await expect(log.getByText("This one will not arrive")).toHaveCount(0);
    await expect(composer(page, name)).toHaveValue("This one will not arrive");
  });

  test("Guests are sent to log in, and a supplier without a subscription to the plans", async ({
    page,
    browser,
  }) => {
    await page.goto("/messages");
    await expect(page).toHaveURL("/login");

    const free = await supplierAtDesk(browser, FREE_SUPPLIER);
    await free.page.goto("/messages");
    await expect(free.page).toHaveURL("/plans?from=messages");
    await free.page.goto(`/messages/${free.me.id + 1}`);
    await expect(free.page).toHaveURL("/plans?from=messages");
    await free.context.close();
  });

  test("Someone who is not a user shows the user-details error", async ({ page, signUp }) => {
    await signUp("organizer");
    await page.goto("/messages/999999");
    await expect(page.getByRole("alert")).toContainText("Error loading user details");
    await page.goto("/messages/not-a-user");
    await expect(page.getByRole("alert")).toContainText("Error loading user details");
    await expectNoA11yViolations(page);
  });
});

test.describe("Messaging on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test("The list and a conversation are separate views with a way back", async ({
    page,
    signUp,
    browser,
  }) => {
    const supplier = await supplierSession(browser);
    await supplier.context.close();
    const name = supplier.me.displayName;
    await signUp("organizer");

    await page.goto(`/messages/${supplier.me.id}`);
    await composer(page, name).fill("Hello from my phone");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(thread(page, name).getByText("Hello from my phone")).toBeVisible();
    await expect(page.getByRole("region", { name: "Conversations" })).toBeHidden();
    await expectNoA11yViolations(page);

    await page.getByRole("link", { name: "Back to conversations" }).click();
    await expect(page).toHaveURL("/messages");
    await expect(page.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Conversation", exact: true })).toBeHidden();
    const entry = conversationLink(page, name);
    await expect(entry).toContainText("You: Hello from my phone");
    await expectNoSidewaysScroll(page, "the conversations list at 375 px");
    await expectNoA11yViolations(page);

    await entry.click();
    await expect(thread(page, name).getByText("Hello from my phone")).toBeVisible();
  });
});
