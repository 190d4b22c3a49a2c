import type { Page } from "@playwright/test";
import {
  demoPassword,
  expect,
  expectNoA11yViolations,
  expectNoSidewaysScroll,
  expectToast,
  test,
} from "./support/fixtures";

/** The seeded board's most voted request (14 votes); demo accounts never vote for it. */
const TOP_SEEDED = "Share a shortlist of suppliers with my partner";

function cards(page: Page) {
  return page.getByRole("main").getByRole("article");
}

function cardTitled(page: Page, title: string) {
  return cards(page).filter({ has: page.getByRole("heading", { name: title, exact: true }) });
}

const todayInLondon = () =>
  new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Europe/London",
  }).format(new Date());

test.describe("Feature requests", () => {
  test("At 375 px a toast never covers an open dialog's buttons", async ({ page, signUp }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await signUp("organizer");
    await page.goto("/feature-requests");
    const dialog = page.getByRole("dialog", { name: "New Feature Request" });
    await page.getByRole("button", { name: "New Request" }).click();
    await dialog.getByLabel("Title").fill(`Toast and dialog ${Date.now()}`);
    await dialog
      .getByLabel("Description")
      .fill("Toasts and dialogs should share a small screen without hiding each other.");
    await dialog.getByLabel("Category").selectOption({ label: "Mobile Experience" });
    await dialog.getByRole("button", { name: "Submit Request" }).click();
    await expectToast(page, "Feature Request Submitted");

    // The toast is still up when the next dialog opens.
    await page.getByRole("button", { name: "New Request" }).click();
    await expect(dialog).toBeVisible();
    // An open dialog hides the rest of the page from the accessibility tree, toasts included.
    const toast = page.locator(".toast-root[data-state='open']");
    await expect(toast).toBeVisible();
    const toastBox = await toast.boundingBox();
    if (!toastBox) throw new Error("the toast has no box");
    const buttons = await dialog.getByRole("button").all();
    expect(buttons.length).toBeGreaterThan(1);
    for (const button of buttons) {
      const box = await button.boundingBox();
      if (!box) throw new Error("a dialog button has no box");
      const overlaps =
        box.x < toastBox.x + toastBox.width &&
        toastBox.x < box.x + box.width &&
        box.y < toastBox.y + toastBox.height &&
        toastBox.y < box.y + box.height;
      expect(overlaps, `the toast covers "${await button.innerText()}"`).toBe(false);
      // And the dialog's buttons are on the screen.
      expect(box.y + box.height).toBeLessThanOrEqual(667);
    }
  });

  test("A signed-up user suggests a feature and votes for it once", async ({
    page,
    problems,
    signUp,
  }) => {
    test.slow(); // three axe runs
    await signUp("organizer");
    const title = `Print-friendly quotes ${Date.now()}`;

    await page.goto("/feature-requests");
    await expect(page.getByRole("heading", { level: 1, name: "Feature Requests" })).toBeVisible();
    await expect(cards(page).first().getByRole("heading", { level: 2 })).toHaveText(TOP_SEEDED);
    await expect(page).toHaveTitle("Feature Requests | EventEazy");
    await expectNoA11yViolations(page);

    const dialog = page.getByRole("dialog", { name: "New Feature Request" });
    await test.step("the dialog asks for the required fields", async () => {
      await page.getByRole("button", { name: "New Request" }).click();
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel("Description")).toHaveAttribute("rows", "4");
      await expect(dialog.getByLabel("Priority")).toHaveValue("medium");
      await dialog.getByLabel("Title").fill(title);
      await dialog.getByRole("button", { name: "Submit Request" }).click();
      await expect(dialog.getByRole("alert")).toHaveText("Please fill in all required fields.");
      await expect(dialog.getByLabel("Description")).toHaveAttribute("aria-invalid", "true");
      await expect(dialog.getByLabel("Category")).toHaveAttribute("aria-invalid", "true");
      await expect(dialog.getByLabel("Title")).not.toHaveAttribute("aria-invalid", "true");
      await expectNoA11yViolations(page, "the new feature request dialog");
    });

    await test.step("a complete request is submitted and listed", async () => {
      await dialog
        .getByLabel("Description")
        .fill("A clean printable page for each quote, so I can file it with my event paperwork.");
      await dialog.getByLabel("Category").selectOption({ label: "Mobile Experience" });
      await dialog.getByLabel("Priority").selectOption({ label: "High" });
      await dialog.getByRole("button", { name: "Submit Request" }).click();
      await expectToast(page, "Feature Request Submitted");
      await expect(dialog).toBeHidden();
      await expect(page.getByRole("button", { name: "New Request" })).toBeFocused();

      const card = cardTitled(page, title);
      await expect(card).toContainText("Pending");
      await expect(card).toContainText("High priority");
      await expect(card).toContainText("Mobile Experience");
      await expect(card).toContainText(todayInLondon());
      await expect(card).toContainText("A clean printable page for each quote");
    });

    await test.step("voting counts once and presses the button", async () => {
      const card = cardTitled(page, title);
      const voteButton = card.getByRole("button", { name: `Vote for ${title}` });
      await expect(voteButton).toHaveAttribute("aria-pressed", "false");
      await expect(voteButton).toContainText("0");
      await expect(voteButton).toBeEnabled();
      await voteButton.click();
      await expectToast(page, "Vote Recorded");
      await expect(voteButton).toHaveAttribute("aria-pressed", "true");
      await expect(voteButton).toContainText("1");
      await expect(voteButton).toBeDisabled();
      await expect(voteButton).toBeFocused();
      await expectNoA11yViolations(page, "the board after voting");
    });

    await test.step("voting again is not possible", async () => {
      const list = await page.request.get("/api/feature-requests");
      const mine = ((await list.json()) as { id: number; title: string }[]).find(
        (item) => item.title === title,
      );
      expect(mine).toBeDefined();
      const again = await page.request.post(`/api/feature-requests/${mine?.id}/vote`, {
        data: {},
      });
      expect(again.status()).toBe(409);
      expect(await again.json()).toMatchObject({
        message: "You have already voted for this request.",
      });

      await page.reload();
      const voteButton = cardTitled(page, title).getByRole("button", { name: `Vote for ${title}` });
      await expect(voteButton).toHaveAttribute("aria-pressed", "true");
      await expect(voteButton).toContainText("1");
      await expect(voteButton).toBeDisabled();
    });

    expect.soft(problems.all(), "console errors or uncaught exceptions").toEqual([]);
  });

  test("Guests read the board, filter it by status and are brought back after logging in", async ({
    page,
    problems,
  }) => {
    test.slow(); // an axe run
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/feature-requests");
    await expect(page.getByRole("heading", { level: 1, name: "Feature Requests" })).toBeVisible();
    await expect(cardTitled(page, TOP_SEEDED)).toBeVisible();

    await expect(page.getByRole("button", { name: "New Request" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Log in to take part" })).toBeVisible();
    const voteButton = cardTitled(page, TOP_SEEDED).getByRole("button", {
      name: `Vote for ${TOP_SEEDED}`,
    });
    await expect(voteButton).toBeDisabled();
    await expect(voteButton).toHaveAttribute("aria-pressed", "false");
    await expect(voteButton).toHaveAccessibleDescription(/Log in to vote\./);

    // Nothing may stick out sideways on a small phone.
    await expectNoSidewaysScroll(page, "the board for a guest at 375 px");
    await expectNoA11yViolations(page, "the board for a guest at 375 px");

    const filters = page.getByRole("group", { name: "Filter by status" });
    await filters.getByRole("button", { name: /^Completed/ }).click();
    await expect(filters.getByRole("button", { name: /^Completed/ })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText("Faster photo uploads on mobile data");
    await expect(cards(page).first()).toContainText("Completed");
    await filters.getByRole("button", { name: /^All/ }).click();
    await expect(cardTitled(page, TOP_SEEDED)).toBeVisible();

    await test.step("logging in leads back to the board", async () => {
      await page.getByRole("link", { name: "Log in to take part" }).click();
      await expect(page).toHaveURL("/login");
      await page.getByLabel("Username or email").fill("emma_walsh");
      await page.getByLabel("Password").fill(demoPassword());
      await page.getByRole("button", { name: "Log In", exact: true }).click();
      await expect(page).toHaveURL("/feature-requests");
      await expect(page.getByRole("button", { name: "New Request" })).toBeVisible();
      await expect(
        cardTitled(page, TOP_SEEDED).getByRole("button", { name: `Vote for ${TOP_SEEDED}` }),
      ).toBeEnabled();
    });

    expect.soft(problems.all(), "console errors or uncaught exceptions").toEqual([]);
  });
});
