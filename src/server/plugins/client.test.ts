import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "#server/db/schema";
import { PAGE_NAMES, type PageDefinition, pages } from "#shared/paths";
import {
  createTestApp,
  injectAs,
  registerAccount,
  registerListedSupplier,
  type TestApp,
} from "#tests/support/test-app";

const SHELL =
  '<!doctype html><html lang="en-GB"><head><title>EventEazy</title></head><body><div id="root"></div><script type="module" src="/assets/x.js"></script></body></html>';
const SCRIPT = "console.log('EventEazy');\n";

let clientDir: string;
let t: TestApp;
beforeAll(async () => {
  clientDir = await mkdtemp(path.join(os.tmpdir(), "eventeazy-client-"));
  await mkdir(path.join(clientDir, "assets"));
  await writeFile(path.join(clientDir, "index.html"), SHELL);
  await writeFile(path.join(clientDir, "assets", "x.js"), SCRIPT);
  await writeFile(path.join(clientDir, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  await writeFile(path.join(clientDir, "sw.js"), SCRIPT);
  await writeFile(path.join(clientDir, "manifest.webmanifest"), '{"name":"EventEazy"}');
  t = await createTestApp({}, { clientDir });
});
afterAll(async () => {
  await t.close();
  await rm(clientDir, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: "GET", url });

/** The page's JSON-LD block, parsed; null when it has none. */
function structuredDataOf(html: string): unknown {
  const block = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  return block ? JSON.parse(block[1] ?? "") : null;
}

function expectShell(response: LightMyRequestResponse, status: number) {
  expect(response.statusCode).toBe(status);
  expect(response.headers["content-type"]).toMatch(/^text\/html/);
  expect(response.headers["cache-control"]).toBe("no-cache");
  expect(response.body).toContain(
    '<div id="root"></div><script type="module" src="/assets/x.js"></script>',
  );
  expect(response.body).toMatch(/<title>[^<]+<\/title>/);
  expect(response.body.match(/<title>/g)).toHaveLength(1);
  const csp = String(response.headers["content-security-policy"]);
  // The one inline script allowed is one carrying this response's own nonce.
  const nonce = /<meta name="csp-nonce" content="([^"]+)"/.exec(response.body)?.[1];
  expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  expect(csp).toContain(`script-src 'self' 'nonce-${nonce}';`);
  expect(csp).not.toContain("unsafe-inline");
}

describe("the HTML shell", () => {
  it("answers / with the shell, never cached", async () => {
    expectShell(await get("/"), 200);
  });

  it.each([
    "/how-it-works",
    "/login",
    "/register",
    "/suppliers",
    "/suppliers?category=venue&distance=25",
    "/supplier/42",
    "/s/harbour-lights-ltd",
    "/request/7",
    "/messages/3",
    "/review/1/2",
    "/admin/users",
    "/dashboard/",
  ])("answers the page %s with status 200", async (url) => {
    expectShell(await get(url), 200);
  });

  it.each(["/definitely-not-a-page", "/supplier", "/supplier/42/extra", "/how-it-works/more"])(
    "answers the unknown page %s with the shell and status 404",
    async (url) => {
      expectShell(await get(url), 404);
    },
  );

  it("answers HEAD for a page", async () => {
    const response = await t.app.inject({ method: "HEAD", url: "/how-it-works" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
  });
});

describe("static files", () => {
  it("serves hashed assets as immutable for a year", async () => {
    const response = await get("/assets/x.js");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/javascript/);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.body).toBe(SCRIPT);
  });

  it("serves other files for an hour only", async () => {
    const response = await get("/favicon.svg");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=3600");
    expect(response.headers["cache-control"]).not.toContain("immutable");
  });

  it.each([
    ["the service worker", "/sw.js", /javascript/],
    ["the web app manifest", "/manifest.webmanifest", /^application\/manifest\+json/],
  ])("serves %s for the browser to check again on every visit", async (_label, url, type) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(type);
    expect(response.headers["cache-control"]).toBe("no-cache");
  });
});

describe("the page's Content-Security-Policy", () => {
  it("admits only <style> and <script> elements carrying this response's nonce", async () => {
    const first = await get("/how-it-works");
    const second = await get("/how-it-works");
    const nonceOf = (response: LightMyRequestResponse) =>
      /<meta name="csp-nonce" content="([^"]+)"/.exec(response.body)?.[1];
    const nonce = nonceOf(first);
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
    expect(nonceOf(second)).not.toBe(nonce);
    const csp = String(first.headers["content-security-policy"]);
    expect(csp).toContain(`style-src 'self' 'nonce-${nonce}'`);
    expect(csp).toContain(`script-src 'self' 'nonce-${nonce}';`);
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it("lets the page register our own service worker and read our own manifest, and no other", async () => {
    const csp = String((await get("/")).headers["content-security-policy"]);
    expect(csp).toContain("worker-src 'self';");
    expect(csp).toContain("manifest-src 'self';");
  });
});

describe("what search engines see", () => {
  it("gives each public page its own title and description in the HTML", async () => {
    const supplier = await registerAccount(t.app, {
      role: "supplier",
      companyName: "Harbour Lights Photography",
      categories: ["photography"],
    });
    await injectAs(t.app, supplier.cookie, {
      method: "PUT",
      url: "/api/auth/profile",
      payload: {
        name: supplier.user.name,
        email: supplier.user.email,
        address: "1 Quay Street, Bristol",
        description: "Relaxed documentary wedding photography from a Bristol harbourside studio.",
      },
    });
    const profile = await get(`/s/${supplier.user.urlSlug}`);
    expect(profile.statusCode).toBe(200);
    expect(profile.body).toContain(
      "<title>Harbour Lights Photography – Photography in Bristol | EventEazy</title>",
    );
    expect(profile.body).toContain(
      '<meta name="description" content="Relaxed documentary wedding photography from a Bristol harbourside studio." />',
    );
    expect(profile.body).not.toContain("noindex");
    const byId = await get(`/supplier/${supplier.user.id}`);
    expect(byId.body).toContain("<title>Harbour Lights Photography");

    const directory = await get("/suppliers?category=photography");
    expect(directory.body).toContain("<title>Photographers in the UK | EventEazy</title>");
    expect((await get("/suppliers")).body).toContain(
      "<title>Event suppliers in the UK | EventEazy</title>",
    );
  });

  it("describes a supplier profile to search engines as a LocalBusiness, without contact details", async () => {
    const supplier = await registerAccount(t.app, {
      role: "supplier",
      companyName: "Quayside </script><!-- Catering",
      categories: ["catering"],
    });
    const update = await injectAs(t.app, supplier.cookie, {
      method: "PUT",
      url: "/api/auth/profile",
      payload: {
        name: supplier.user.name,
        email: supplier.user.email,
        address: "2 Canal Wharf, Leeds",
        phone: "0113 496 0000",
        website: "https://quayside.example",
        description: "Canapés & bowl food for 20 to 300 guests.",
        latitude: 53.7946,
        longitude: -1.5477,
        priceRange: "1,250",
      },
    });
    expect(update.statusCode, update.body).toBe(200);
    // No review yet: no rating to speak of.
    const unrated = structuredDataOf((await get(`/s/${supplier.user.urlSlug}`)).body);
    expect(unrated).not.toHaveProperty("aggregateRating");

    await t.database.handle.db
      .update(users)
      .set({ avgRating: 4.666_7, reviewCount: 3 })
      .where(eq(users.id, supplier.user.id));
    const page = await get(`/s/${supplier.user.urlSlug}`);
    // Whatever the supplier wrote, the data block cannot be closed from inside.
    expect(page.body.match(/<\/script>/g)).toHaveLength(2);
    expect(page.body).not.toContain("<!--");
    const data = structuredDataOf(page.body);
    expect(data).toEqual({
      "@context": "https://schema.org",
      "@type": "LocalBusiness",
      "@id": `${t.config.publicUrl}/s/${supplier.user.urlSlug}`,
      url: `${t.config.publicUrl}/s/${supplier.user.urlSlug}`,
      name: "Quayside </script><!-- Catering",
      description: "Canapés & bowl food for 20 to 300 guests.",
      priceRange: update.json<{ priceRange: string }>().priceRange,
      address: {
        "@type": "PostalAddress",
        streetAddress: "2 Canal Wharf, Leeds",
        addressLocality: "Leeds",
        addressCountry: "GB",
      },
      geo: { "@type": "GeoCoordinates", latitude: 53.7946, longitude: -1.5477 },
      aggregateRating: {
        "@type": "AggregateRating",
        ratingValue: 4.7,
        reviewCount: 3,
        bestRating: 5,
        worstRating: 1,
      },
    });
    expect(page.body).not.toContain("0113 496 0000");
    expect(page.body).not.toContain("quayside.example");
    // The cover, the profile's largest paint, is fetched before the script runs: as WebP copies.
    expect(page.body).not.toContain('rel="preload" as="image"');
    await t.database.handle.db
      .update(users)
      .set({ coverImage: "/uploads/7/cover.jpg" })
      .where(eq(users.id, supplier.user.id));
    const withCover = (await get(`/s/${supplier.user.urlSlug}`)).body;
    expect(withCover).toContain(
      '<link rel="preload" as="image" href="/uploads/webp/960/7/cover.jpg" imagesrcset="/uploads/webp/320/7/cover.jpg 320w, /uploads/webp/640/7/cover.jpg 640w, /uploads/webp/960/7/cover.jpg 960w" imagesizes="(min-width: 1152px) 1152px, 100vw" type="image/webp" fetchpriority="high" />',
    );
    expect(structuredDataOf(withCover)).toMatchObject({
      image: `${t.config.publicUrl}/uploads/7/cover.jpg`,
    });
    // Pages that show no single business carry none.
    expect(structuredDataOf((await get("/suppliers")).body)).toBeNull();
  });

  it("keeps private and missing pages out of the index", async () => {
    expect((await get("/dashboard")).body).toContain('<meta name="robots" content="noindex" />');
    expect((await get("/s/no-such-supplier")).body).toContain("Supplier Not Found");
    expect((await get("/nope")).body).toContain('<meta name="robots" content="noindex" />');
  });

  it("escapes what users wrote", async () => {
    const supplier = await registerAccount(t.app, {
      role: "supplier",
      companyName: '<script>alert("x")</script>',
    });
    const page = await get(`/supplier/${supplier.user.id}`);
    expect(page.body).not.toContain('<script>alert("x")</script>');
    expect(page.body).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
  });

  it("gives the directory's landing pages their own titles, and 404 for a category or town it does not know", async () => {
    const category = await get("/suppliers/photography");
    expectShell(category, 200);
    expect(category.body).toContain("<title>Photographers in the UK | EventEazy</title>");
    expect(category.body).toContain(
      '<link rel="canonical" href="http://localhost:3000/suppliers/photography" />',
    );
    const town = await get("/suppliers/venue/newcastle-upon-tyne?q=barn");
    expectShell(town, 200);
    expect(town.body).toContain("<title>Venues in Newcastle upon Tyne | EventEazy</title>");
    expect(town.body).toContain(
      '<link rel="canonical" href="http://localhost:3000/suppliers/venue/newcastle-upon-tyne" />',
    );
    expect(town.body).not.toContain("noindex");
    for (const url of [
      "/suppliers/juggling",
      "/suppliers/juggling/leeds",
      "/suppliers/dj/atlantis",
    ]) {
      const missing = await get(url);
      expectShell(missing, 404);
      expect(missing.body, url).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it("sends other spellings of a landing page's category or town to its canonical address with a 301", async () => {
    for (const [asked, canonical] of [
      ["/suppliers/venues/london", "/suppliers/venue/london"],
      ["/suppliers/djs/leeds", "/suppliers/dj/leeds"],
      ["/suppliers/DJs/Leeds", "/suppliers/dj/leeds"],
      ["/suppliers/photographers/leeds?distance=50", "/suppliers/photography/leeds?distance=50"],
      ["/suppliers/caterers", "/suppliers/catering"],
      [
        "/suppliers/AV-Equipment/Newcastle_Upon_Tyne",
        "/suppliers/av_equipment/newcastle-upon-tyne",
      ],
    ]) {
      const response = await get(asked as string);
      expect(response.statusCode, asked).toBe(301);
      expect(response.headers.location, asked).toBe(canonical);
    }
    const leeds = await get("/suppliers/dj/leeds");
    expectShell(leeds, 200);
    expect(leeds.body).toContain("<title>DJs in Leeds | EventEazy</title>");
  });

  it("lists each category's landing page, and each in the largest towns, in the sitemap", async () => {
    const sitemap = (await get("/sitemap.xml")).body;
    expect(sitemap).toContain("<loc>http://localhost:3000/suppliers/photography</loc>");
    expect(sitemap).toContain("<loc>http://localhost:3000/suppliers/catering/leeds</loc>");
    expect(sitemap).toContain("<loc>http://localhost:3000/suppliers/dj/newcastle-upon-tyne</loc>");
    // Every town listed is one the landing pages know.
    const towns = new Set(
      [...sitemap.matchAll(/\/suppliers\/[\w-]+\/([\w-]+)</g)].map((match) => match[1]),
    );
    expect(towns.size).toBeGreaterThanOrEqual(20);
    for (const town of towns) {
      expect((await get(`/suppliers/photography/${town}`)).statusCode, town).toBe(200);
    }
  });

  it("lists public supplier profiles in the sitemap", async () => {
    const supplier = await registerListedSupplier(t.app, ["dj"], { companyName: "Sitemap Sounds" });
    const unlisted = await registerAccount(t.app, {
      role: "supplier",
      companyName: "Not Yet Listed",
    });
    const organizer = await registerAccount(t.app);
    const sitemap = await get("/sitemap.xml");
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers["content-type"]).toMatch(/^application\/xml/);
    expect(sitemap.body).toContain(`<loc>http://localhost:3000/s/${supplier.user.urlSlug}</loc>`);
    expect(sitemap.body).toContain("<loc>http://localhost:3000/suppliers</loc>");
    expect(sitemap.body).not.toContain(`/${organizer.user.id}<`);
    expect(sitemap.body).not.toContain(`/s/${unlisted.user.urlSlug}<`);
  });

  it("tells crawlers where the sitemap is and what to leave alone", async () => {
    const robots = await get("/robots.txt");
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain("Sitemap: http://localhost:3000/sitemap.xml");
    expect(robots.body).toContain("Disallow: /api/");
    expect(robots.body).toContain("Disallow: /dashboard");
  });

  it("lists every public page without parameters in the sitemap, and no other page", async () => {
    const sitemap = (await get("/sitemap.xml")).body;
    for (const name of PAGE_NAMES) {
      const { href, visibility } = pages[name] as PageDefinition;
      if (typeof href !== "string") continue;
      const entry = `<loc>http://localhost:3000${href}</loc>`;
      if (visibility === "public") expect(sitemap).toContain(entry);
      else expect(sitemap).not.toContain(entry);
    }
  });

  it("disallows every page that is not public in robots.txt, and none that is", async () => {
    const disallowed = (await get("/robots.txt")).body
      .split("\n")
      .filter((line) => line.startsWith("Disallow: "))
      .map((line) => line.slice("Disallow: ".length));
    const isDisallowed = (path: string) => disallowed.some((prefix) => path.startsWith(prefix));
    for (const name of PAGE_NAMES) {
      const { pattern, visibility } = pages[name];
      const examplePath = pattern.replace(/:[a-zA-Z]+/g, "1");
      expect({ name, disallowed: isDisallowed(examplePath) }).toEqual({
        name,
        disallowed: visibility !== "public",
      });
    }
  });

  it("marks exactly the pages that are not public noindex in their HTML", async () => {
    for (const name of PAGE_NAMES) {
      const { pattern, visibility } = pages[name];
      if (pattern.includes(":") && visibility === "public") continue;
      const page = await get(pattern.replace(/:[a-zA-Z]+/g, "1"));
      expect({
        name,
        noIndex: page.body.includes('<meta name="robots" content="noindex" />'),
      }).toEqual({
        name,
        noIndex: visibility !== "public",
      });
    }
  });
});

describe("API addresses next to the client", () => {
  it.each([
    ["GET", "/api/nope"],
    ["GET", "/api/nope?x=1"],
    ["POST", "/api/nope"],
    ["POST", "/how-it-works"],
    ["GET", "/uploads/missing.webp"],
  ] as const)("answers %s %s with a JSON 404, not the shell", async (method, url) => {
    const response = await t.app.inject({ method, url });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(typeof response.json<{ message: unknown }>().message).toBe("string");
    expect(response.body).not.toContain("<html");
  });

  it("still answers the API", async () => {
    const response = await get("/api/categories");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
  });
});

describe("compression", () => {
  it("compresses larger answers for clients that accept it, and only for them", async () => {
    const compressed = await t.app.inject({
      method: "GET",
      url: "/api/docs/json",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(compressed.headers["content-encoding"]).toBe("br");
    const plain = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.json()).toHaveProperty("openapi");
  });
});
