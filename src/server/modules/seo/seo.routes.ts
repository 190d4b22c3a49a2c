import type { FastifyPluginAsync } from "fastify";
import type { RouteDependencies } from "#server/modules/route-dependencies";
import { pages } from "#shared/paths";
import {
  listSitemapSuppliers,
  ROBOTS_DISALLOWED_PREFIXES,
  SITEMAP_LANDING_PATHS,
  SITEMAP_PAGE_PATHS,
} from "./seo.service";

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] ?? c,
  );

/** /robots.txt and /sitemap.xml at the site root. */
export const seoRoutes: FastifyPluginAsync<RouteDependencies> = async (app, { db, config }) => {
  app.get("/robots.txt", { schema: { hide: true } }, async (_request, reply) => {
    const lines = [
      "User-agent: *",
      "Allow: /",
      ...["/api/", ...ROBOTS_DISALLOWED_PREFIXES].map((path) => `Disallow: ${path}`),
      `Sitemap: ${config.publicUrl}/sitemap.xml`,
      "",
    ];
    return reply
      .type("text/plain; charset=utf-8")
      .header("cache-control", "public, max-age=86400")
      .send(lines.join("\n"));
  });

  app.get("/sitemap.xml", { schema: { hide: true } }, async (_request, reply) => {
    const suppliers = await listSitemapSuppliers(db);
    const urls = [
      ...[...SITEMAP_PAGE_PATHS, ...SITEMAP_LANDING_PATHS].map(
        (path) => `<url><loc>${escapeXml(config.publicUrl + path)}</loc></url>`,
      ),
      ...suppliers.map((supplier) => {
        const path = supplier.urlSlug
          ? pages.supplierBySlug.href(supplier.urlSlug)
          : pages.supplier.href(supplier.id);
        return `<url><loc>${escapeXml(config.publicUrl + path)}</loc><lastmod>${supplier.updatedAt.toISOString().slice(0, 10)}</lastmod></url>`;
      }),
    ];
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
    return reply
      .type("application/xml; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(xml);
  });
};
