import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalDiskImageStore } from "#server/lib/storage/local-disk-image-store";
import { CATEGORY_KEYS } from "#shared/domain/categories";
import { categoryColours } from "#shared/domain/category-colours";
import { type ImageJob, planSupplierImages, renderImages, withIcons } from "./demo-images";
import { DEMO_PHOTOS, DEMO_PHOTOS_FOLDER, demoPhotosOf } from "./demo-photos";

/** The start of Lucide's car outline. */
const CAR_PATH = 'd="M19 17h2c.6 0 1-.4 1-1v-3';
/** The start of Lucide's wand-sparkles outline. */
const WAND_SPARKLES_PATH = 'd="m21.64 3.64-1.28-1.28';

function svgOf(job: ImageJob | undefined): string {
  if (!job || !("svg" in job)) throw new Error(`${job?.fileName} is not drawn art`);
  return job.svg;
}

function photoOf(job: ImageJob | undefined): string {
  if (!job || !("photo" in job)) throw new Error(`${job?.fileName} is not a photograph`);
  return job.photo;
}

let uploadsDir: string;
beforeAll(async () => {
  uploadsDir = await mkdtemp(path.join(os.tmpdir(), "eventeazy-demo-images-"));
});
afterAll(() => rm(uploadsDir, { recursive: true, force: true }));

function plan(slug: string, categories: string[], portfolioCount = 2) {
  return planSupplierImages({
    slug,
    businessName: "Avon Valley Kitchen",
    categories,
    withCover: true,
    portfolioCount,
  });
}

describe("demo supplier artwork", () => {
  it("draws a profile picture as the category's placeholder, in its colours: a car hire firm's shows a car, a magician's a wand", async () => {
    const [, carHireProfile] = plan("wheels-for-weddings", ["transportation"]).jobs;
    const [, magicianProfile] = plan("sleight-of-hand", ["magician"]).jobs;
    const carHireArt = await withIcons(svgOf(carHireProfile));
    const magicianArt = await withIcons(svgOf(magicianProfile));

    expect(carHireArt).toContain(CAR_PATH);
    expect(carHireArt).toContain(categoryColours("transportation").mid);
    expect(magicianArt).not.toContain(CAR_PATH);
    expect(magicianArt).toContain(categoryColours("magician").mid);
    expect(magicianArt).toContain(WAND_SPARKLES_PATH);
  });

  it("shows a car hire firm's and a magician's cover and first portfolio picture as two different photographs of their category", () => {
    for (const [slug, category] of [
      ["wheels-for-weddings", "transportation"],
      ["sleight-of-hand", "magician"],
    ] as const) {
      const [cover, , portfolio] = plan(slug, [category], 1).jobs;
      expect(demoPhotosOf(category)).toContain(photoOf(cover));
      expect(demoPhotosOf(category)).toContain(photoOf(portfolio));
      expect(photoOf(cover)).not.toBe(photoOf(portfolio));
    }
  });

  it("shows an event planner's cover and first portfolio picture as photographs, a banquet hall laid for dinner among them", () => {
    const planner = plan("well-planned", ["organizer"], 1);
    const [cover, , portfolio] = planner.jobs;
    const shown = [photoOf(cover), photoOf(portfolio)];

    expect(shown).toContain("venue-banquet-hall.jpg");
    expect(new Set(shown).size).toBe(2);
  });

  it("shows a caterer's cover and portfolio as photographs of catering and drinks, each a different one, and keeps the placeholder as its profile picture", () => {
    const caterer = plan("avon-valley-kitchen", ["catering", "beverage"], 4);
    const [cover, profile, ...portfolio] = caterer.jobs;

    expect(demoPhotosOf("catering")).toContain(photoOf(cover));
    expect(svgOf(profile)).toContain(`stop-color="${categoryColours("catering").light}"`);
    expect(portfolio.map(photoOf)).toHaveLength(4);
    expect(demoPhotosOf("catering")).toContain(photoOf(portfolio[0]));
    expect(demoPhotosOf("beverage")).toContain(photoOf(portfolio[1]));
    const shown = [cover, ...portfolio].map(photoOf);
    expect(new Set(shown).size).toBe(shown.length);
  });

  it("shows a cleaner's cover and first portfolio picture as two different photographs of cleaning", () => {
    const cleaner = plan("spick-and-span", ["cleaning"], 1);
    const [cover, , portfolio] = cleaner.jobs;

    expect(demoPhotosOf("cleaning")).toContain(photoOf(cover));
    expect(demoPhotosOf("cleaning")).toContain(photoOf(portfolio));
    expect(photoOf(cover)).not.toBe(photoOf(portfolio));
  });

  it("falls back to the placeholder once a category's photographs are used up, rather than showing one twice", async () => {
    const baker = plan("crumb-and-co", ["cake"], 2);
    const [cover, , first, second] = baker.jobs;

    expect(photoOf(cover)).toBe("cake-baking.jpg");
    expect(await withIcons(svgOf(first))).toContain(categoryColours("cake").deep);
    expect(await withIcons(svgOf(second))).toContain(categoryColours("cake").deep);
  });

  it("starts suppliers of one category at different photographs, so their cards differ", () => {
    const covers = new Set(
      ["one", "two", "three", "four", "five", "six"].map((slug) =>
        photoOf(plan(`${slug}-venue`, ["venue"]).jobs[0]),
      ),
    );
    expect(covers.size).toBeGreaterThan(1);
  });

  it("renders covers at 16:10, the shape of the cover crop and of the cards, with no words to cut off and no camera metadata", async () => {
    const caterer = plan("avon-valley-kitchen", ["catering", "beverage"]);
    const carHire = plan("wheels-for-weddings", ["transportation"]);
    await renderImages([...caterer.jobs, ...carHire.jobs], createLocalDiskImageStore(uploadsDir));
    for (const cover of [caterer.jobs[0], carHire.jobs[0]]) {
      const coverFile = path.join(uploadsDir, "seed", cover?.fileName ?? "");
      const { width, height, format, exif } = await sharp(coverFile).metadata();
      expect(format).toBe("jpeg");
      expect((width ?? 0) / (height ?? 1)).toBeCloseTo(16 / 10, 3);
      expect(exif).toBeUndefined();
    }
    expect(svgOf(carHire.jobs[1])).not.toContain("<text");
  });

  it("fails the seed's rendering when a picture cannot be made, naming the file", async () => {
    const store = createLocalDiskImageStore(uploadsDir);
    const jobs = [
      { fileName: "made-first.jpg", photo: "cake-baking.jpg", width: 320, height: 200 },
      { fileName: "never-made.jpg", photo: "no-such-photograph.jpg", width: 320, height: 200 },
    ];

    await expect(renderImages(jobs, store)).rejects.toThrow(/no-such-photograph\.jpg/);
  });

  it("names a new file when a supplier's picture changes, as uploads are served as immutable", () => {
    const asCaterer = plan("avon-valley-kitchen", ["catering"]);
    const asCleaner = plan("avon-valley-kitchen", ["cleaning"]);
    expect(asCaterer.jobs[0]?.fileName).not.toBe(asCleaner.jobs[0]?.fileName);
  });

  it("keeps every demo photograph as a file and credits each one in docs/demo-photos.md", async () => {
    const files = (await readdir(DEMO_PHOTOS_FOLDER)).filter((file) => file.endsWith(".jpg"));
    const listed = new Set(Object.values(DEMO_PHOTOS).flat());
    const credits = await readFile(path.join(process.cwd(), "docs", "demo-photos.md"), "utf8");

    expect([...listed].sort()).toEqual([...files].sort());
    for (const file of files) {
      expect(credits, file).toContain(`\`${file}\``);
      const { width, format } = await sharp(path.join(DEMO_PHOTOS_FOLDER, file)).metadata();
      expect(format, file).toBe("jpeg");
      expect(width ?? 0, file).toBeLessThanOrEqual(1600);
    }
  });

  it("finds a picture for every category, so no demo image is left blank", async () => {
    for (const category of CATEGORY_KEYS) {
      const images = plan(`demo-${category}`, [category]);
      for (const job of images.jobs) {
        if ("photo" in job) {
          expect(demoPhotosOf(category), `${category} ${job.fileName}`).toContain(job.photo);
          continue;
        }
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
    // The profile picture, and the portfolio pictures after the category's two photographs.
    const [, profile, , , ...beyondPhotos] = plan(
      "wheels-for-weddings",
      ["transportation"],
      4,
    ).jobs;
    const colours = categoryColours("transportation");
    for (const job of [profile, ...beyondPhotos].map(svgOf)) {
      expect(job).toContain('<stop offset="0" stop-color="#ffffff"/>');
      expect(job).toContain(`<stop offset="1" stop-color="${colours.light}"/>`);
      expect(job).toContain('patternUnits="userSpaceOnUse"');
      expect(job).toContain('fill="#ffffff"');
      expect(job).not.toContain("<text");
    }
  });
});
