import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Records every CSP violation the page reports, from its very first script on. */
async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) fromConsole.push(message.text());
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      window.__cspViolations?.push(
        `${event.violatedDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return async () => [...fromConsole, ...(await page.evaluate(() => window.__cspViolations ?? []))];
}

function directive(policy: string, name: string): string | undefined {
  return policy
    .split(";")
    .map((part) => part.trim())
    .find((part) => part === name || part.startsWith(`${name} `));
}

test.describe("Security", () => {
  test("The home page's CSP forbids inline script and the page renders without violations", async ({
    page,
  }) => {
    const violations = await recordCspViolations(page);
    const response = await page.goto("/");
    const policy = response?.headers()["content-security-policy"] ?? "";
    expect(policy, "a Content-Security-Policy header").not.toBe("");

    const scriptSrc = directive(policy, "script-src") ?? directive(policy, "default-src");
    expect(scriptSrc, "script-src (or default-src) is set").toBeDefined();
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(policy).not.toMatch(/script-src-(elem|attr)[^;]*'unsafe-inline'/);

    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test("The signed-in header's menus open without CSP violations", async ({ page, signUp }) => {
    const violations = await recordCspViolations(page);
    const user = await signUp("organizer");
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: `Welcome, ${user.name}!` })).toBeVisible();

    await page.getByRole("button", { name: /^Account menu for / }).click();
    await expect(page.getByRole("menuitem", { name: "Logout" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menuitem", { name: "Logout" })).toHaveCount(0);

    await page
      .getByRole("banner")
      .getByRole("button", { name: /^Notifications/ })
      .click();
    await expect(page.getByRole("menu")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menu")).toHaveCount(0);

    expect(await violations()).toEqual([]);
  });
});
