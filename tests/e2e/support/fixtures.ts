import { readFileSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { AxeBuilder } from "@axe-core/playwright";
import {
  type APIRequestContext,
  type Browser,
  test as base,
  expect,
  type Locator,
  type Page,
} from "@playwright/test";
import type { UserProfile } from "#shared/contracts/users";
import { type ReadEmail, readEmail } from "#tests/support/read-email";
import { e2ePortFor, e2eDataDir as serverDataDir } from "./e2e-servers";

export { expect };

export type Role = "organizer" | "supplier";

export interface NewUser {
  name: string;
  email: string;
  username: string;
  password: string;
  role: Role;
  companyName?: string;
}

/** A password that passes the length rule and is not on the common-passwords list. */
export const E2E_PASSWORD = "Str0ng-e2e-pass";

/**
 * The demo accounts' password. The e2e server runs as production, which makes it at random and
 * shows it once; the server leaves it beside its database for the journeys.
 */
export function demoPassword(): string {
  const file = path.join(e2eDataDir(), "demo-logins.json");
  const logins = JSON.parse(readFileSync(file, "utf8")) as { password: string }[];
  const password = logins[0]?.password;
  if (!password) throw new Error(`No demo logins in ${file}`);
  return password;
}

/** The data directory of the server this journey's worker talks to. */
function e2eDataDir(): string {
  return serverDataDir(e2ePortFor(test.info().parallelIndex));
}

/** The newest email the e2e server wrote to its outbox for this address with this subject. */
export async function latestEmailTo(address: string, subject: string): Promise<ReadEmail> {
  const outbox = path.join(e2eDataDir(), "outbox");
  let found: ReadEmail | undefined;
  await expect
    .poll(
      async () => {
        const files = (await readdir(outbox).catch(() => [] as string[])).sort();
        const raws = await Promise.all(
          files
            .filter((file) => file.endsWith(".eml"))
            .map((file) => readFile(path.join(outbox, file), "utf8")),
        );
        // The outbox grows with every journey: only emails that name the address are parsed.
        const wanted = address.toLowerCase();
        const emails = await Promise.all(
          raws.filter((raw) => raw.toLowerCase().includes(wanted)).map((raw) => readEmail(raw)),
        );
        found = emails
          .filter((email) => email.to.toLowerCase() === address.toLowerCase())
          .findLast((email) => email.subject === subject);
        return found !== undefined;
      },
      { message: `an email "${subject}" to ${address}`, timeout: 10_000 },
    )
    .toBe(true);
  return found as ReadEmail;
}

export const CONFIRM_EMAIL_SUBJECT = "Confirm your email address for EventEazy";

/** The path of the newest confirmation link emailed to this address, as /verify-email?token=… */
export async function confirmationLinkFor(address: string): Promise<string> {
  const email = await latestEmailTo(address, CONFIRM_EMAIL_SUBJECT);
  const link = /\/verify-email\?token=[\w-]+/.exec(email.text)?.[0];
  if (!link) throw new Error(`No confirmation link in: ${email.text}`);
  return link;
}

/** Confirms the address with its emailed link, as a person who opened it would. */
export async function confirmEmail(request: APIRequestContext, address: string): Promise<void> {
  const token = new URL(await confirmationLinkFor(address), "http://x").searchParams.get("token");
  const response = await request.post("/api/auth/verify-email", { data: { token } });
  expect(response.status(), await response.text()).toBe(200);
}

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const BLOCKING_IMPACTS = new Set(["serious", "critical"]);

/**
 * Runs axe on the page as it stands and fails on serious or critical WCAG 2.2 AA violations.
 * With `soft`, the test carries on and reports every page's violations at the end.
 */
export async function expectNoA11yViolations(
  page: Page,
  label = page.url(),
  { soft = false }: { soft?: boolean } = {},
): Promise<void> {
  // axe.run in the page itself. The default runs axe in each frame, then again in a blank page
  // opened to merge the frames' results: twice the work and a page more per scan, for frames
  // from other origins, which EventEazy's pages do not have.
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode().analyze();
  const blocking = results.violations.filter((violation) =>
    BLOCKING_IMPACTS.has(violation.impact ?? ""),
  );
  const report = blocking
    .map((violation) => {
      const targets = violation.nodes
        .slice(0, 5)
        .map((node) => `      ${node.target.join(" ")}`)
        .join("\n");
      return `  [${violation.impact}] ${violation.id}: ${violation.help}\n    ${violation.helpUrl}\n${targets}`;
    })
    .join("\n");
  const check = soft ? expect.soft : expect;
  check(blocking, `Accessibility violations on ${label}:\n${report}`).toEqual([]);
}

/**
 * Fails when anything makes the page scroll sideways, naming the elements that reach past the
 * window's right edge, so that a failure says what to fix.
 */
export async function expectNoSidewaysScroll(page: Page, label = page.url()): Promise<void> {
  const { excess, beyond } = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const excess = document.documentElement.scrollWidth - width;
    const describe = (element: Element) => {
      const box = element.getBoundingClientRect();
      const classes = String(element.getAttribute("class") ?? "").slice(0, 80);
      const text = (element.textContent ?? "").trim().slice(0, 40);
      return `<${element.tagName.toLowerCase()} class="${classes}"> right ${(box.right + window.scrollX).toFixed(2)} px: "${text}"`;
    };
    // An element clipped inside an ancestor that ends within the window cannot be the cause. An
    // absolutely placed one is clipped only from its containing block (the nearest positioned
    // ancestor) up: a scroller below that does not hold it.
    const isClipped = (element: Element) => {
      const position = getComputedStyle(element).position;
      if (position === "fixed") return false;
      let awaitingContainer = position === "absolute";
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (awaitingContainer && style.position === "static") continue;
        awaitingContainer = false;
        const right = parent.getBoundingClientRect().right + window.scrollX;
        if (style.overflowX !== "visible" && right <= width) return true;
      }
      return false;
    };
    const beyond =
      excess > 0
        ? [...document.body.querySelectorAll("*")]
            .filter((element) => element.getBoundingClientRect().right + window.scrollX > width)
            .filter((element) => !isClipped(element))
            .slice(-8)
            .map(describe)
        : [];
    return { excess, beyond };
  });
  expect(
    excess,
    `${label} scrolls sideways by ${excess} px; reaching past the edge:\n  ${beyond.join("\n  ")}`,
  ).toBeLessThanOrEqual(0);
}

/** Watches the page for console errors, uncaught exceptions and CSP violations. */
export class PageProblems {
  readonly consoleErrors: string[] = [];
  readonly pageErrors: string[] = [];

  constructor(page: Page) {
    page.on("console", (message) => {
      if (message.type() === "error") {
        const where = message.location().url;
        this.consoleErrors.push(`${message.text()}${where ? ` (${where})` : ""}`);
      }
    });
    page.on("pageerror", (error) => this.pageErrors.push(error.message));
  }

  all(): string[] {
    return [...this.consoleErrors, ...this.pageErrors];
  }

  clear(): void {
    this.consoleErrors.length = 0;
    this.pageErrors.length = 0;
  }
}

let userCounter = 0;

interface Fixtures {
  /** Console errors and uncaught exceptions seen on `page` since the test began. */
  problems: PageProblems;
  /** Makes a unique, valid user (not yet registered). */
  makeUser: (role?: Role) => NewUser;
  /** Registers a user through the API in the page's browser context, so the page is signed in. */
  signUp: (role?: Role) => Promise<NewUser>;
}

/**
 * Waits, after a document loads, until the app has taken it over (hydrated a server-rendered page
 * or rendered the shell): a click on server-rendered HTML before then would do nothing.
 */
const pagesWaitingForApp = new WeakSet<Page>();

function waitForAppOnEveryLoad(page: Page): void {
  if (pagesWaitingForApp.has(page)) return;
  pagesWaitingForApp.add(page);
  const waitForApp = () =>
    page.waitForFunction(
      () => !document.getElementById("root") || document.documentElement.dataset.ready === "",
    );
  for (const method of ["goto", "reload", "goBack", "goForward"] as const) {
    const original = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(page, {
      [method]: async (...args: unknown[]) => {
        const response = await original(...args);
        await waitForApp();
        return response;
      },
    });
  }
}

export const test = base.extend<Fixtures, { browser: Browser }>({
  // Each worker has a server of its own (e2e-servers.ts).
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern
  baseURL: async ({}, use, testInfo) => {
    await use(`http://localhost:${e2ePortFor(testInfo.parallelIndex)}`);
  },
  // Pages of contexts a journey opens itself (a second user, a guest on a phone) wait too.
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      Object.assign(browser, {
        newContext: async (...args: Parameters<Browser["newContext"]>) => {
          const context = await newContext(...args);
          context.on("page", waitForAppOnEveryLoad);
          return context;
        },
      });
      await use(browser);
    },
    { scope: "worker" },
  ],
  page: async ({ page }, use) => {
    waitForAppOnEveryLoad(page);
    await use(page);
  },
  problems: async ({ page }, use) => {
    await use(new PageProblems(page));
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern
  makeUser: async ({}, use, testInfo) => {
    await use((role: Role = "organizer") => {
      userCounter += 1;
      const username = `e2e_${Date.now()}_${testInfo.workerIndex}_${userCounter}`;
      // Every worker, a retry's included, counts from 1: its index keeps names apart in a run.
      const number = testInfo.workerIndex * 1000 + userCounter;
      return {
        name: `E2E ${role === "supplier" ? "Supplier" : "Organizer"} ${number}`,
        email: `${username}@example.com`,
        username,
        password: E2E_PASSWORD,
        role,
        ...(role === "supplier" ? { companyName: `E2E Events Ltd ${number}` } : {}),
      };
    });
  },
  signUp: async ({ page, makeUser }, use) => {
    await use(async (role: Role = "organizer") => {
      const user = makeUser(role);
      await registerThroughApi(page.request, user);
      return user;
    });
  },
});

/**
 * Creates the account with the same call the registration form makes; the cookie lands in the
 * context. The address is then confirmed through its emailed link, unless `confirmed` is false.
 */
export async function registerThroughApi(
  request: APIRequestContext,
  user: NewUser,
  { confirmed = true }: { confirmed?: boolean } = {},
): Promise<void> {
  const response = await request.post("/api/auth/register", {
    data: { ...user, ...(user.role === "supplier" ? { categories: [] } : {}) },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  if (confirmed) await confirmEmail(request, user.email);
}

/** Puts the signed-in supplier on a paid plan, paying with the test card as the plan form does. */
export async function subscribeThroughApi(
  request: APIRequestContext,
  supplier: Pick<NewUser, "name">,
  planType: "monthly" | "yearly" = "monthly",
): Promise<void> {
  const intent = await request.post("/api/create-payment-intent", { data: { planType } });
  expect(intent.status(), await intent.text()).toBe(200);
  const { clientSecret } = (await intent.json()) as { clientSecret: string };
  const paid = await request.post("/api/payments/test/confirm", {
    data: {
      clientSecret,
      name: supplier.name,
      cardNumber: "4242424242424242",
      expiry: `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, "0")}`,
      cvc: "123",
    },
  });
  expect(paid.status(), await paid.text()).toBe(200);
}

/** Every toast on screen: Radix lists them inside the "Notifications (F8)" region. */
export function toasts(page: Page): Locator {
  return page.getByRole("region", { name: "Notifications (F8)" }).getByRole("listitem");
}

export function toastWithTitle(page: Page, title: string): Locator {
  return toasts(page).filter({ has: page.getByText(title, { exact: true }) });
}

/** Expects a toast with this title (and description, when given) to be on screen. */
export async function expectToast(page: Page, title: string, description?: string | RegExp) {
  const toast = toastWithTitle(page, title);
  await expect(
    description === undefined ? toast : toast.filter({ hasText: description }),
  ).toBeVisible();
}

export function mainNav(page: Page): Locator {
  return page.getByRole("banner").getByRole("navigation", { name: "Main" });
}

/** Opens the avatar menu and chooses Logout; the app then goes home and says so. */
export async function logOut(page: Page): Promise<void> {
  await page.getByRole("button", { name: /^Account menu for / }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page).toHaveURL("/");
  await expectToast(page, "Logged out", "You have been successfully logged out");
}

/**
 * Signs in with the same call the login form makes; the session cookie lands in the request's
 * browser context. For journeys whose subject is not the login form: a page of that context is
 * then signed in at its first navigation, without loading the form and the dashboard first.
 */
export async function logInThroughApi(
  request: APIRequestContext,
  username: string,
  password = E2E_PASSWORD,
): Promise<UserProfile> {
  const response = await request.post("/api/auth/login", { data: { username, password } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as UserProfile;
}

export async function logIn(page: Page, usernameOrEmail: string, password = E2E_PASSWORD) {
  await page.goto("/login");
  await page.getByLabel("Username or email").fill(usernameOrEmail);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log In", exact: true }).click();
}

/**
 * Clicks a link in the footer as a reader does: once the footer is on screen. The footer renders
 * only when it comes near the window (`render-near-viewport`), so its first render changes its
 * height just as it is scrolled to; a click aimed before that can land where the link was.
 */
export async function clickFooterLink(page: Page, name: string): Promise<void> {
  const footer = page.getByRole("contentinfo");
  const link = footer.getByRole("link", { name, exact: true });
  await footer.scrollIntoViewIfNeeded();
  await expect(link).toBeInViewport();
  await link.click();
}

/** The supplier cards in the page's main content (the directory grid, the home page's lists). */
export function supplierCards(page: Page): Locator {
  return page.getByRole("main").getByRole("article");
}

/**
 * Writes a real PNG (a colour gradient, so a crop of it is not blank) for upload tests and
 * returns its path.
 */
export async function writeGradientPng(file: string, width: number, height: number) {
  const { default: sharp } = await import("sharp");
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const offset = (y * width + x) * 3;
      pixels[offset] = Math.round((255 * x) / (width - 1));
      pixels[offset + 1] = Math.round((255 * y) / (height - 1));
      pixels[offset + 2] = 160;
    }
  }
  await sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toFile(file);
  return file;
}
