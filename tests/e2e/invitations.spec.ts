import type { APIRequestContext } from "@playwright/test";
import {
  expect as baseExpect,
  expectNoA11yViolations,
  type NewUser,
  registerThroughApi,
  subscribeThroughApi,
  test,
} from "./support/fixtures";

// Each page waits for several API answers on a busy two-core machine.
const expect = baseExpect.configure({ timeout: 10_000 });

/** A DJ on the Standard plan (paid with the test provider's card), so Browse Requests is open to them. */
async function becomeSubscribedDj(request: APIRequestContext, supplier: NewUser): Promise<number> {
  await registerThroughApi(request, supplier);
  const profile = await request.put("/api/auth/profile", {
    data: { name: supplier.name, email: supplier.email, categories: ["dj"] },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  await subscribeThroughApi(request, supplier);
  return ((await profile.json()) as { id: number }).id;
}

test.describe("Invitations", () => {
  test("An organizer invites a DJ to a catering request from the DJ's profile, and the DJ finds it marked Invited", async ({
    page,
    browser,
    makeUser,
    signUp,
    problems,
  }) => {
    test.slow(); // two people and an axe run
    const dj = makeUser("supplier");
    const djContext = await browser.newContext();
    const djId = await becomeSubscribedDj(djContext.request, dj);

    await signUp("organizer");
    const title = `Charity dinner ${Date.now()}`;
    const posted = await page.request.post("/api/requests", {
      data: {
        title,
        description: "Dinner and dancing for 80 guests",
        eventDateFrom: "2099-05-01",
        location: "Leeds",
        categories: ["catering"],
      },
    });
    expect(posted.status(), await posted.text()).toBe(201);

    await test.step("the organizer invites the DJ from their profile", async () => {
      await page.goto(`/supplier/${djId}`);
      await expect(page.getByRole("heading", { level: 1, name: dj.companyName })).toBeVisible();
      await page.getByRole("button", { name: "Request a Quote" }).click();
      await expect(page.getByRole("link", { name: "Post a new request" })).toBeVisible();
      await page.getByRole("button", { name: "Invite to one of my requests" }).click();
      const dialog = page.getByRole("dialog", { name: `Invite ${dj.companyName}` });
      await expect(dialog.getByRole("radio", { name: new RegExp(title) })).toBeChecked();
      await expectNoA11yViolations(page, "invite dialog");
      await dialog.getByRole("button", { name: "Send invitation" }).click();
      await expect(dialog.getByRole("status")).toHaveText(
        `${dj.companyName} is invited to quote on “${title}”. They'll be alerted and see it marked Invited.`,
      );
    });

    await test.step("the DJ finds the catering request in Browse Requests, marked Invited", async () => {
      const djPage = await djContext.newPage();
      await djPage.goto("/browse-requests");
      await expect(
        djPage.getByRole("heading", { level: 1, name: "Browse Requests" }),
      ).toBeVisible();
      const card = djPage.getByRole("main").getByRole("article").filter({ hasText: title });
      await expect(card).toHaveCount(1);
      await expect(card.getByText("Invited", { exact: true })).toBeVisible();
      await card.getByRole("link", { name: "View Details" }).click();
      await expect(djPage.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(djPage.getByText("invited you to quote on this request")).toBeVisible();
      await expect(djPage.getByLabel("Total (£)")).toBeVisible();
    });

    await djContext.close();
    expect.soft(problems.all(), "console errors or uncaught exceptions").toEqual([]);
  });
});
