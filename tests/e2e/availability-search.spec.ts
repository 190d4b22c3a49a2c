import type { APIRequestContext, Page } from "@playwright/test";
import { addDays } from "#shared/domain/calendar-days";
import {
  expect,
  expectNoA11yViolations,
  type NewUser,
  registerThroughApi,
  subscribeThroughApi,
  supplierCards,
  test,
} from "./support/fixtures";

const ukToday = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(new Date());
/** "12 June 2027" */
const longDay = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });

/**
 * A florist in Leeds the directory lists, signed in through `request`, on the Standard plan
 * (paid with the test provider's card, as the plans page does) so Browse Requests is open to them.
 */
async function becomeFlorist(request: APIRequestContext, supplier: NewUser) {
  await registerThroughApi(request, supplier);
  const profile = await request.put("/api/auth/profile", {
    data: {
      name: supplier.name,
      email: supplier.email,
      categories: ["florist"],
      description: "Flowers for weddings and parties.",
      address: "Leeds",
      latitude: 53.8,
      longitude: -1.55,
    },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  await subscribeThroughApi(request, supplier);
}

function cardOf(page: Page, name: string) {
  return supplierCards(page).filter({ hasText: name });
}

test.describe("Searching by availability", () => {
  test("An organizer finds florists free on their event day, and a florist taken that day has the request tucked away", async ({
    page,
    browser,
    makeUser,
    signUp,
    problems,
  }) => {
    test.slow(); // three people and two axe runs
    const stamp = Date.now();
    // A day of its own, months ahead, so no other journey's request falls on it.
    const eventDay = addDays(ukToday(), 120 + (stamp % 400));
    const word = `datefree${stamp}`;
    const taken = { ...makeUser("supplier"), companyName: `Rose ${word} Florals` };
    const free = { ...makeUser("supplier"), companyName: `Ivy ${word} Florals` };
    const takenContext = await browser.newContext();
    const freeContext = await browser.newContext();
    try {
      await becomeFlorist(takenContext.request, taken);
      await becomeFlorist(freeContext.request, free);
      const blocked = await takenContext.request.post("/api/availability/changes", {
        data: { from: eventDay, available: false },
      });
      expect(blocked.status(), await blocked.text()).toBe(200);

      await signUp("organizer");
      const title = `Flowers for the ${stamp} wedding`;
      const created = await page.request.post("/api/requests", {
        data: {
          title,
          description: "Bouquets, buttonholes and table flowers for 80 guests.",
          eventDateFrom: eventDay,
          location: "Leeds",
          categories: ["florist"],
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      const { id } = (await created.json()) as { id: number };

      await test.step("the request links to the florists free on its day", async () => {
        await page.goto(`/request/${id}`);
        await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
        await expectNoA11yViolations(page, "a request with its supplier search");
        await page
          .getByRole("link", {
            name: `Find suppliers in Florists near Leeds free on ${longDay(eventDay)}`,
          })
          .click();
        await expect(page).toHaveURL(
          new RegExp(
            `/suppliers\\?category=florist&availableOn=${eventDay}&location=Leeds%2C\\+England&latitude=`,
          ),
        );
        const filters = page.getByRole("complementary", { name: "Filters" });
        await expect(filters.getByLabel("Available on")).toHaveValue(eventDay);
        await expect(
          page
            .getByRole("list", { name: "Active filters" })
            .getByRole("button", { name: new RegExp(`^Free on ${longDay(eventDay)}`) }),
        ).toBeVisible();
      });

      await test.step("the florist taken that day is left out, the free one is listed", async () => {
        await page.getByRole("searchbox", { name: "Search" }).fill(word);
        await expect(page).toHaveURL(new RegExp(`[?&]q=${word}`));
        await expect(page.getByRole("main").getByRole("status")).toHaveText(
          new RegExp(
            `^1 supplier matching “${word}” within \\d+ km of Leeds, England free on ${longDay(eventDay)}`,
          ),
        );
        await expect(cardOf(page, free.companyName)).toBeVisible();
        await expect(cardOf(page, taken.companyName)).toHaveCount(0);
        await expectNoA11yViolations(page, "the directory filtered by a day", { soft: true });

        // Without the day, both are there: only the date left the taken one out.
        await page
          .getByRole("list", { name: "Active filters" })
          .getByRole("button", { name: /^Free on / })
          .click();
        await expect(page).not.toHaveURL(/availableOn=/);
        await expect(cardOf(page, taken.companyName)).toBeVisible();
        await expect(cardOf(page, free.companyName)).toBeVisible();
      });
      expect.soft(problems.all(), "console errors or uncaught exceptions").toEqual([]);

      await test.step("the taken florist sees the request hidden in Browse Requests and can show it", async () => {
        const takenPage = await takenContext.newPage();
        await takenPage.goto("/browse-requests");
        await expect(
          takenPage.getByRole("heading", { level: 1, name: "Browse Requests" }),
        ).toBeVisible();
        await expect(takenPage.getByText("1 request hidden: on a day you blocked")).toBeVisible();
        await expect(takenPage.getByRole("article", { name: title })).toHaveCount(0);

        const show = takenPage.getByRole("switch", {
          name: "Show requests on my unavailable days",
        });
        await show.click();
        await expect(show).toHaveAttribute("aria-checked", "true");
        await expect(takenPage).toHaveURL(/showUnavailable=true/);
        const card = takenPage.getByRole("article", { name: title });
        await expect(card).toBeVisible();
        await expect(card.getByText("You're unavailable")).toBeVisible();

        // The free florist sees it as any other lead.
        const freePage = await freeContext.newPage();
        await freePage.goto("/browse-requests");
        const freeCard = freePage.getByRole("article", { name: title });
        await expect(freeCard).toBeVisible();
        await expect(freeCard.getByText("You're unavailable")).toHaveCount(0);
      });
    } finally {
      await takenContext.close();
      await freeContext.close();
    }
  });
});
