import { createHash, randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { jsonForScriptElement } from "#server/lib/json-script";
import { matchPage, type PageName } from "#shared/paths";
import {
  type RenderedPage,
  SERVER_DATA_ELEMENT_ID,
  type ServerRenderer,
} from "#shared/server-rendering";
import { PRIVATE_NO_STORE } from "./cache-control";
import { apiFetchFor, isSignedInBrowser, loadServerRenderer } from "./server-renderer";
import { SESSION_COOKIE } from "./session";

/** What the server writes into a page's head before the client takes over. */
export interface PageMeta {
  title: string;
  description: string;
  /** Pages that should not be indexed: private or per-user screens. */
  noIndex?: boolean;
  /** An address the table of pages matches whose content does not exist, such as an unknown town. */
  notFound?: boolean;
  /** Where this page's canonical address is, when the one asked for is another spelling of it: a 301. */
  redirect?: string;
  /** The image the page opens with (its largest paint), fetched before the script asks for it. */
  leadImage?: { href: string; srcSet?: string; sizes: string; type?: string };
  /** schema.org data about what the page shows, written as JSON-LD. */
  structuredData?: Record<string, unknown>;
}

export type DescribePage = (pathname: string, search: URLSearchParams) => Promise<PageMeta>;

const escapeHtml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

function preloadTag({ href, srcSet, sizes, type }: NonNullable<PageMeta["leadImage"]>): string {
  const attributes = [
    `rel="preload"`,
    `as="image"`,
    `href="${escapeHtml(href)}"`,
    ...(srcSet ? [`imagesrcset="${escapeHtml(srcSet)}"`, `imagesizes="${escapeHtml(sizes)}"`] : []),
    ...(type ? [`type="${escapeHtml(type)}"`] : []),
    `fetchpriority="high"`,
  ];
  return `<link ${attributes.join(" ")} />`;
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * Pages whose first render writes dates: a supplier's calendar and reviews, the month an organizer
 * joined. Their first Intl date formatter loads the browser's locale data, a long task on a phone.
 * The other public pages write their numbers without Intl (`formatNumber`) and show no date until
 * the visitor picks one.
 */
const PAGES_SHOWING_DATES: ReadonlySet<PageName> = new Set([
  "supplier",
  "supplierBySlug",
  "organizer",
]);

/**
 * The inline script that starts the app's code once the server-rendered page has painted: the
 * page's text, styles and lead image then have the connection to themselves, and the first paint
 * never waits for the code to download or run.
 */
function codeAfterFirstPaint(html: string): (showsDates: boolean) => string {
  const entries = [...html.matchAll(ENTRY_SCRIPT)].map((match) => match[1]);
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const add = (tag: string, attributes: string) =>
    `function(u){var e=document.createElement("${tag}");${attributes}e.crossOrigin="";document.head.appendChild(e)}`;
  const startCode = [
    `${JSON.stringify(preloads)}.forEach(${add("link", 'e.rel="modulepreload";e.href=u;')});`,
    `${JSON.stringify(entries)}.forEach(${add("script", 'e.type="module";e.src=u;')})`,
  ].join("");
  // On a page that shows dates, the browser's locale data for dates loads in a task of its own
  // first, instead of inside hydration's first formatter: a long task split in two blocks the
  // page for less time, since only what each task runs past 50 ms blocks.
  const withDates = `requestAnimationFrame(function(){setTimeout(function(){new Intl.DateTimeFormat("en-GB").format(0);setTimeout(function(){${startCode}})})})`;
  const withoutDates = `requestAnimationFrame(function(){setTimeout(function(){${startCode}})})`;
  return (showsDates) => (showsDates ? withDates : withoutDates);
}

/** Splits the built index.html around its title and description so each page can carry its own. */
function shellTemplate(html: string) {
  const head = html
    .replace(/<title>[\s\S]*?<\/title>/, "")
    .replace(/<meta name="description"[^>]*>/, "");
  const insertAt = head.indexOf("</head>");
  const loader = codeAfterFirstPaint(html);
  return (
    meta: PageMeta,
    canonicalUrl: string,
    pageNonce: string,
    page?: RenderedPage,
    showsDates = false,
  ) => {
    const tags = [
      `<meta name="csp-nonce" content="${pageNonce}" />`,
      `<title>${escapeHtml(meta.title)}</title>`,
      `<meta name="description" content="${escapeHtml(meta.description)}" />`,
      `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
      `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
      `<meta property="og:type" content="website" />`,
      `<link rel="canonical" href="${escapeHtml(canonicalUrl)}" />`,
      ...(meta.noIndex ? [`<meta name="robots" content="noindex" />`] : []),
      ...(meta.leadImage ? [preloadTag(meta.leadImage)] : []),
      // A data block, not script: the CSP's script-src does not apply to it.
      ...(meta.structuredData
        ? [
            `<script type="application/ld+json">${jsonForScriptElement(meta.structuredData)}</script>`,
          ]
        : []),
    ].join("\n    ");
    const document = `${head.slice(0, insertAt)}  ${tags}\n  ${head.slice(insertAt)}`;
    if (!page) return document;
    const withoutCode = document.replace(ENTRY_SCRIPT, "").replace(MODULE_PRELOAD, "");
    return withRenderedPage(withoutCode, page).replace(
      "</body>",
      () => `<script nonce="${pageNonce}">${loader(showsDates)}</script>\n  </body>`,
    );
  };
}

const HTML_ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&quot;": '"',
  "&#x27;": "'",
  "&#39;": "'",
  "&lt;": "<",
  "&gt;": ">",
};

/** The SHA-256 of each distinct style attribute's text, as CSP hashes it. */
export function styleAttributeHashes(html: string): string[] {
  const values = new Set<string>();
  for (const [, value = ""] of html.matchAll(/\sstyle="([^"]*)"/g))
    values.add(
      value.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => HTML_ENTITIES[entity] ?? entity),
    );
  return [...values].map((value) => createHash("sha256").update(value).digest("base64"));
}

const EMPTY_ROOT = '<div id="root"></div>';

/** The page's markup inside its root, and beside it the data it was rendered with (a data block, not script). */
function withRenderedPage(document: string, page: RenderedPage): string {
  const data = `<script type="application/json" id="${SERVER_DATA_ELEMENT_ID}">${jsonForScriptElement(page.data)}</script>`;
  // A function, so that `$` in the page's text is never read as a replacement pattern.
  return document.replace(EMPTY_ROOT, () => `<div id="root">${page.html}</div>${data}`);
}

/**
 * Files that name the current build's others: the service worker (its precache list) and the web
 * app manifest. A browser asks again each time, so a new build is seen at once (decision 0048).
 */
const ALWAYS_REVALIDATED = new Set(["sw.js", "manifest.webmanifest"]);

/**
 * Serves the built single-page client: hashed assets cached for a year, the HTML shell never
 * cached, and unknown page addresses answered with the shell and status 404.
 */
export async function registerClient(
  app: FastifyInstance,
  clientDir: string | undefined,
  options: {
    publicUrl: string;
    describePage?: DescribePage;
    contentSecurityPolicy?: (pageNonce: string, styleAttributeHashes: readonly string[]) => string;
  },
) {
  const indexFile = clientDir ? path.join(clientDir, "index.html") : undefined;
  const shell = indexFile && existsSync(indexFile) ? readFileSync(indexFile, "utf8") : null;
  const renderShell = shell ? shellTemplate(shell) : null;
  // The renderer (React and every public page, tens of MB) is loaded with the first page that
  // is rendered on the server, not at start-up: an API call never needs it (decision 52).
  let rendererLoading: Promise<ServerRenderer | null> | undefined;
  const serverRenderer = () => {
    rendererLoading ??=
      clientDir && shell
        ? loadServerRenderer(clientDir).catch((error: unknown) => {
            app.log.error(
              { err: error },
              "the server renderer failed to load; pages are sent unrendered",
            );
            return null;
          })
        : Promise.resolve(null);
    return rendererLoading;
  };

  if (clientDir && shell) {
    await app.register(fastifyStatic, {
      root: clientDir,
      index: false,
      wildcard: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header(
          "cache-control",
          isHashedAsset
            ? "public, max-age=31536000, immutable"
            : ALWAYS_REVALIDATED.has(path.basename(filePath))
              ? "no-cache"
              : "public, max-age=3600",
        );
      },
    });
  }

  const sendShell = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = new URL(request.url, "http://localhost");
    const page = matchPage(url.pathname);
    const meta: PageMeta =
      page !== null
        ? ((await options.describePage?.(url.pathname, url.searchParams)) ?? {
            title: "EventEazy",
            description: "",
          })
        : {
            title: "404 Page Not Found | EventEazy",
            description: "This page does not exist.",
            noIndex: true,
          };
    if (meta.redirect) return reply.code(301).redirect(`${meta.redirect}${url.search}`, 301);
    const isKnown = page !== null && !meta.notFound;
    const nonce = randomBytes(16).toString("base64");
    const renderer = isKnown && page ? await serverRenderer() : null;
    const rendered =
      renderer && isKnown && page && renderer.rendersOnServer(page.name)
        ? await renderer
            .renderPage({
              url: request.url,
              fetch: apiFetchFor(app, request),
              signedIn: isSignedInBrowser(request),
              nonce,
              onError: (error) =>
                request.log.warn({ err: error }, "part of a page failed to render on the server"),
            })
            .catch((error: unknown) => {
              // The browser can still render the page from the empty shell.
              request.log.error({ err: error }, "server rendering failed");
              return undefined;
            })
        : undefined;
    if (options.contentSecurityPolicy)
      reply.header(
        "content-security-policy",
        options.contentSecurityPolicy(nonce, rendered ? styleAttributeHashes(rendered.html) : []),
      );
    // The directory's filters make distinct result pages, so its canonical address keeps them.
    const canonical = `${options.publicUrl}${url.pathname}${page?.name === "suppliers" ? url.search : ""}`;
    // A page rendered for a session carries its user in the header and the embedded data
    // (/api/auth/me among them): no shared cache may keep it, nor serve a guest's copy to them.
    const isForSession = Boolean(request.cookies[SESSION_COOKIE]);
    return reply
      .code(isKnown ? 200 : 404)
      .header("cache-control", isForSession ? PRIVATE_NO_STORE : "no-cache")
      .header("vary", "Cookie")
      .type("text/html; charset=utf-8")
      .send(
        renderShell?.(
          meta,
          canonical,
          nonce,
          rendered,
          page !== null && PAGES_SHOWING_DATES.has(page.name),
        ),
      );
  };

  const noSuchEndpoint = (request: FastifyRequest, reply: FastifyReply) =>
    reply.code(404).send({
      message: `No such endpoint: ${request.method} ${request.url.split("?")[0]}`,
      code: "not_found",
    });
  const isPageAddress = (url: string) => !url.startsWith("/api/") && !url.startsWith("/uploads/");

  // Pages are a route rather than the not-found handler, so they pass through the route hooks
  // (compression among them) like any other answer. Static files and the API match first.
  if (shell)
    app.get("/*", (request, reply) =>
      isPageAddress(request.url) ? sendShell(request, reply) : noSuchEndpoint(request, reply),
    );
  app.setNotFoundHandler(noSuchEndpoint);
}
