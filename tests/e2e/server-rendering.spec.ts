import type { APIRequestContext, Page } from "@playwright/test";
import type { SupplierDetail } from "#shared/contracts/suppliers";
import { expect, test } from "./support/fixtures";

const HARBOUR_LIGHTS = "Harbour Lights Photography";

interface PublicPage {
  path: string;
  heading: string;
  /** Text of the page's main content, beyond its heading, that must already be in the HTML. */
  content: string[];
  /** The page writes a date as it loads, so it builds an Intl date formatter. */
  showsDates?: true;
}

/** The public pages, each with what a reader (or a crawler) must get before any script runs. */
const PUBLIC_PAGES: PublicPage[] = [
  {
    path: "/",
    heading: "Find the perfect suppliers for your next event",
    content: [
      "What do you need, and where?",
      "Search suppliers",
      "Popular Supplier Categories",
      HARBOUR_LIGHTS,
    ],
  },
  { path: "/suppliers", heading: "All Suppliers", content: [HARBOUR_LIGHTS, "Filters"] },
  {
    path: "/suppliers?category=photography&location=Bristol",
    heading: "Photography",
    content: ["1 supplier within 25 km of Bristol", HARBOUR_LIGHTS],
  },
  {
    path: "/suppliers?category=photography&availableOn=2028-01-15",
    heading: "Photography",
    content: ["Free on 15 January 2028", "free on 15 January 2028", HARBOUR_LIGHTS],
    showsDates: true,
  },
  { path: "/suppliers/photography", heading: "Photography", content: [HARBOUR_LIGHTS] },
  {
    path: "/suppliers/photography/bristol",
    heading: "Photography",
    content: ["1 supplier within 25 km of Bristol", HARBOUR_LIGHTS],
  },
  {
    path: "/s/harbour-lights-photography",
    heading: HARBOUR_LIGHTS,
    content: ["164 Whiteladies Road, Bristol", "Reviews", "Availability"],
    showsDates: true,
  },
  { path: "/plans", heading: "Subscription Plans", content: ["Free Plan", "1 quote per month"] },
  {
    path: "/feature-requests",
    heading: "Feature Requests",
    content: ["Share a shortlist of suppliers with my partner"],
    showsDates: true,
  },
  { path: "/how-it-works", heading: "How EventEazy works", content: [] },
  { path: "/pricing", heading: "Simple pricing with no commission", content: [] },
  { path: "/privacy", heading: "Privacy Policy", content: [] },
  { path: "/help", heading: "Help Centre", content: [] },
  { path: "/contact", heading: "Contact Us", content: [] },
];

/** The page's visible text, as the HTML carries it: tags dropped, entities for & and ' read. */
function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");
}

async function fetchHtml(request: APIRequestContext, path: string) {
  const response = await request.get(path, { headers: { "accept-encoding": "br, gzip" } });
  expect(response.status(), path).toBe(200);
  return { response, html: await response.text() };
}

test.describe("Server-rendered public pages", () => {
  for (const { path, heading, content } of PUBLIC_PAGES) {
    test(`${path} arrives with its heading and content in the HTML`, async ({ request }) => {
      const { response, html } = await fetchHtml(request, path);
      expect(response.headers()["content-encoding"]).toMatch(/^(br|gzip)$/);
      const root = /<div id="root">([\s\S]*)<\/div><script type="application\/json"/.exec(html);
      expect(root, "the page is rendered inside #root").not.toBeNull();
      const rootHtml = root?.[1] ?? "";
      expect(rootHtml).toMatch(/<h1[^>]*>/);
      expect(textOf(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(rootHtml)?.[1] ?? "").trim()).toBe(heading);
      expect(rootHtml, "no part of the page waits for a script to reveal it").not.toMatch(
        /<template|<!--\$[?!]-->|hidden id="S:/,
      );
      expect(rootHtml, "no inline script inside the page").not.toMatch(/<script/);
      const text = textOf(rootHtml);
      for (const expected of content)
        expect(text, `${path} shows "${expected}"`).toContain(expected);
      // The data the page was rendered with travels with it, so the browser does not ask again.
      expect(html).toMatch(/<script type="application\/json" id="eventeazy-data">\{/);
    });
  }

  test("profiles by id arrive rendered: a supplier's and an organizer's", async ({ request }) => {
    const detail = (await (
      await request.get("/api/suppliers/slug/harbour-lights-photography")
    ).json()) as SupplierDetail;
    const reviewer = detail.reviews[0]?.organizer;
    expect(reviewer, "the demo supplier has reviews").toBeDefined();
    for (const [path, heading] of [
      [`/supplier/${detail.supplier.id}`, HARBOUR_LIGHTS],
      [`/organizer/${reviewer?.id}`, reviewer?.name ?? ""],
    ] as const) {
      const { html } = await fetchHtml(request, path);
      const root = /<div id="root">([\s\S]*)<\/div><script type="application\/json"/.exec(html);
      expect(textOf(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(root?.[1] ?? "")?.[1] ?? "").trim()).toBe(
        heading,
      );
    }
  });

  test("a page for a signed-in visitor arrives with their own header", async ({ page, signUp }) => {
    const organizer = await signUp("organizer");
    const html = await (await page.request.get("/")).text();
    const header = /<header[\s\S]*?<\/header>/.exec(html)?.[0] ?? "";
    expect(textOf(header)).toContain("Dashboard");
    expect(textOf(header)).not.toContain("Log In");
    expect(organizer.name).toMatch(/^E2E Organizer/);
    // The account menu's initials: "E2E Organizer 7" → "EO".
    expect(textOf(header)).toContain("EO");
  });

  test("signed-in screens still arrive as the empty shell", async ({ request }) => {
    const html = await (await request.get("/dashboard")).text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('id="eventeazy-data"');
  });
});

/** API calls the page makes while it loads and hydrates. */
function watchApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/api/")) calls.push(`${url.pathname}${url.search}`);
  });
  return calls;
}

/**
 * Counts the Intl formatters the page builds. The first of each kind loads the browser's locale
 * data, a long task on a phone: a public page builds none it does not show.
 */
async function countIntlFormatters(page: Page) {
  await page.addInitScript(() => {
    const built: Record<string, number> = {};
    Object.assign(window, { intlFormattersBuilt: built });
    for (const kind of ["NumberFormat", "DateTimeFormat"] as const) {
      const count = () => {
        built[kind] = (built[kind] ?? 0) + 1;
      };
      const counted = new Proxy(Intl[kind], {
        construct(target, args) {
          count();
          return Reflect.construct(target, args);
        },
        apply(target, self, args) {
          count();
          return Reflect.apply(target, self, args);
        },
      });
      Object.assign(Intl, { [kind]: counted });
    }
  });
  return () =>
    page.evaluate(
      () =>
        (window as unknown as { intlFormattersBuilt: Record<string, number> }).intlFormattersBuilt,
    );
}

test.describe("Hydration", () => {
  for (const { path, heading, showsDates } of PUBLIC_PAGES) {
    test(`${path} hydrates without a warning, without fetching its data again, and builds no Intl formatter it does not use`, async ({
      page,
    }) => {
      const intlFormattersBuilt = await countIntlFormatters(page);
      const warnings: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error" || message.type() === "warning")
          warnings.push(`${message.type()}: ${message.text()}`);
      });
      page.on("pageerror", (error) => warnings.push(`uncaught: ${error.message}`));
      const calls = watchApiCalls(page);
      await page.goto(path, { waitUntil: "networkidle" });
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      expect(warnings).toEqual([]);
      expect(calls, "calls the page made again after arriving with their answers").toEqual([]);
      const built = await intlFormattersBuilt();
      expect(built.NumberFormat, "number formatters built").toBeUndefined();
      // A page that shows dates as it loads builds its date formatter then. Elsewhere one may
      // follow later (the directory's date field learns today's UK date), so that is not counted.
      if (showsDates) expect(built.DateTimeFormat).toBeGreaterThan(0);
    });
  }

  test("a hydrated directory answers its filters at once", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/suppliers", { waitUntil: "networkidle" });
    const filters = page.getByRole("complementary", { name: "Filters" });
    // The radio button is visually hidden inside its label, which is what a person clicks.
    await filters
      .locator("label")
      .filter({ has: page.getByRole("radio", { name: /^Photography/ }) })
      .click();
    await expect(page).toHaveURL(/category=photography/);
    await expect(page.getByRole("heading", { level: 1, name: "Photography" })).toBeVisible();
  });
});
