import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalDiskImageStore } from "#server/lib/storage/local-disk-image-store";
import { CATEGORY_KEYS } from "#shared/domain/categories";
import { categoryColours } from "#shared/domain/category-colours";
import { planSupplierImages, renderImages, withIcons } from "./demo-images";

/** The first line of Lucide's utensils and camera icons. */
const UTENSILS_PATH = 'd="M3 2v7c0 1.1.9 2 2 2h4a2 2 0 0 0 2-2V2"';

let uploadsDir: string;
beforeAll(async () => {
  uploadsDir = await mkdtemp(path.join(os.tmpdir(), "eventeazy-demo-images-"));
});
afterAll(() => rm(uploadsDir, { recursive: true, force: true }));

function plan(slug: string, categories: string[]) {
  return planSupplierImages({
    slug,
    businessName: "Avon Valley Kitchen",
    categories,
    withCover: true,
    portfolioCount: 2,
  });
}

describe("demo supplier artwork", () => {
  it("pictures the supplier's category in its colours: a caterer's cover shows cutlery, a photographer's a camera", async () => {
    const caterer = plan("avon-valley-kitchen", ["catering"]);
    const photographer = plan("lens-and-light", ["photography"]);
    const catererCover = await withIcons(caterer.jobs[0]?.svg ?? "");
    const photographerCover = await withIcons(photographer.jobs[0]?.svg ?? "");

    expect(catererCover).toContain(UTENSILS_PATH);
    expect(catererCover).toContain(categoryColours("catering").mid);
    expect(photographerCover).not.toContain(UTENSILS_PATH);
    expect(photographerCover).toContain(categoryColours("photography").mid);
    expect(photographerCover).toMatch(/<circle cx="12" cy="13" r="3"/);
  });

  it("renders covers at 16:10, the shape of the cover crop and of the cards, with no words to cut off", async () => {
    const caterer = plan("avon-valley-kitchen", ["catering", "beverage"]);
    await renderImages(caterer.jobs, createLocalDiskImageStore(uploadsDir));
    const coverFile = path.join(uploadsDir, "seed", caterer.jobs[0]?.fileName ?? "");
    const { width, height, format } = await sharp(coverFile).metadata();
    expect(format).toBe("jpeg");
    expect((width ?? 0) / (height ?? 1)).toBeCloseTo(16 / 10, 3);
    expect(caterer.jobs[0]?.svg).not.toContain("<text");
  });

  it("finds a picture for every category, so no demo image is left blank", async () => {
    for (const category of CATEGORY_KEYS) {
      const images = plan(`demo-${category}`, [category]);
      for (const job of images.jobs) {
        const svg = await withIcons(job.svg);
        expect(svg, `${category} ${job.fileName}`).not.toContain("%%icon%%");
        expect(svg, `${category} ${job.fileName}`).toMatch(
          new RegExp(
            `stroke="${categoryColours(category).deep}"[^>]*>\\s*<(path|circle|rect|line|polyline|ellipse)`,
          ),
        );
      }
    }
  });

  it("draws the client's category placeholder, as a new supplier without photos shows it: a white tile on a light wash, no initials", () => {
    const images = plan("avon-valley-kitchen", ["catering"]);
    const colours = categoryColours("catering");
    for (const job of images.jobs) {
      expect(job.svg).toContain('<stop offset="0" stop-color="#ffffff"/>');
      expect(job.svg).toContain(`<stop offset="1" stop-color="${colours.light}"/>`);
      expect(job.svg).toContain('patternUnits="userSpaceOnUse"');
      expect(job.svg).toContain('fill="#ffffff"');
      expect(job.svg).not.toContain("<text");
    }
  });
});
