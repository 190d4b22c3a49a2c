import { mkdir, readdir, rm } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const folder = path.join(t.config.dataDir, "uploads", "seed");
  await mkdir(folder, { recursive: true });
  const image = sharp({ create: { width: 2000, height: 800, channels: 3, background: "#6d28d9" } });
  await image.clone().jpeg().toFile(path.join(folder, "cover.jpg"));
  await image.clone().jpeg().toFile(path.join(folder, "gone.jpg"));
  await image.clone().jpeg().toFile(path.join(folder, "crowd.jpg"));
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: "GET", url });

describe("smaller copies of stored images", () => {
  it("serves a copy at each allowed width, cached for long", async () => {
    for (const width of [320, 640, 960]) {
      const response = await get(`/uploads/w/${width}/seed/cover.jpg`);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("image/jpeg");
      expect(response.headers["cache-control"]).toContain("immutable");
      const meta = await sharp(response.rawPayload).metadata();
      expect(meta.width).toBe(width);
      expect(meta.format).toBe("jpeg");
    }
    const again = await get("/uploads/w/640/seed/cover.jpg");
    expect(again.statusCode).toBe(200);
    expect((await get("/uploads/seed/cover.jpg")).statusCode).toBe(200);
  });

  it("serves the same widths as WebP, smaller than the JPEG", async () => {
    for (const width of [320, 640, 960]) {
      const response = await get(`/uploads/webp/${width}/seed/cover.jpg`);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("image/webp");
      expect(response.headers["cache-control"]).toContain("immutable");
      const meta = await sharp(response.rawPayload).metadata();
      expect(meta.width).toBe(width);
      expect(meta.format).toBe("webp");
      const jpeg = await get(`/uploads/w/${width}/seed/cover.jpg`);
      expect(response.rawPayload.length).toBeLessThan(jpeg.rawPayload.length);
    }
  });

  it("makes a copy once when 240 first requests for it arrive together, and all get its bytes", async () => {
    for (const [url, made] of [
      ["/uploads/w/640/seed/crowd.jpg", "crowd.jpg.jpg"],
      ["/uploads/webp/640/seed/crowd.jpg", "crowd.jpg.webp"],
    ] as const) {
      const before = t.app.imageDecoder.activity().finished;
      const answers = await Promise.all(Array.from({ length: 240 }, () => get(url)));
      expect(t.app.imageDecoder.activity().finished - before).toBe(1);
      for (const answer of answers) {
        expect(answer.statusCode).toBe(200);
        expect(answer.rawPayload.equals(answers[0]?.rawPayload ?? Buffer.alloc(0))).toBe(true);
      }
      expect((await sharp(answers[0]?.rawPayload).metadata()).width).toBe(640);
      // Kept for the next visitor, whole: nothing half-written is left beside it.
      const kept = await readdir(path.join(t.config.dataDir, "image-cache", "640", "seed"));
      expect(kept.filter((name) => name.startsWith("crowd."))).toContain(made);
      expect(kept.filter((name) => name.includes(".partial"))).toEqual([]);
      const later = await get(url);
      expect(later.rawPayload.equals(answers[0]?.rawPayload ?? Buffer.alloc(0))).toBe(true);
      expect(t.app.imageDecoder.activity().finished - before).toBe(1);
    }
  });

  it("refuses other widths, other files and paths outside the uploads", async () => {
    for (const url of [
      "/uploads/webp/641/seed/cover.jpg",
      "/uploads/webp/640/seed/missing.jpg",
      "/uploads/webp/640/../uploads/seed/cover.jpg",
      "/uploads/w/641/seed/cover.jpg",
      "/uploads/w/640/seed/missing.jpg",
      "/uploads/w/640/seed/cover.txt",
      "/uploads/w/640/../uploads/seed/cover.jpg",
      "/uploads/w/640/seed/..%2F..%2Fdb%2Fx.jpg",
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });

  it("stops serving copies once the original is deleted", async () => {
    expect((await get("/uploads/w/320/seed/gone.jpg")).statusCode).toBe(200);
    expect((await get("/uploads/webp/320/seed/gone.jpg")).statusCode).toBe(200);
    await rm(path.join(t.config.dataDir, "uploads", "seed", "gone.jpg"));
    expect((await get("/uploads/w/320/seed/gone.jpg")).statusCode).toBe(404);
    expect((await get("/uploads/webp/320/seed/gone.jpg")).statusCode).toBe(404);
  });
});
