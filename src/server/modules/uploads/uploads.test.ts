import { crc32, deflateSync } from "node:zlib";
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { equipmentOfferings, users } from "#server/db/schema";
import {
  MAX_PORTFOLIO_IMAGES,
  MAX_UPLOAD_BYTES,
  type UploadedPortfolio,
} from "#shared/contracts/uploads";
import type { UserProfile } from "#shared/contracts/users";
import { expectError } from "#tests/support/expect-error";
import { type FilePart, multipartOf } from "#tests/support/multipart";
import { type S3Peer, startS3Peer } from "#tests/support/s3-peer";
import { keyOf, storedBytes, storedKeys } from "#tests/support/stored-uploads";
import {
  createTestApp,
  injectAs,
  registerAccount,
  type TestAccount,
  type TestApp,
} from "#tests/support/test-app";

const TYPE_MESSAGE = "Please upload a JPEG, PNG or WebP image.";
const URL_PATTERN =
  /^\/uploads\/(\d+)\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.jpg$/;

const solid = (width: number, height: number, colour = "#c83c3c") =>
  sharp({ create: { width, height, channels: 3, background: colour } });

/** A PNG whose header claims 20,000 × 20,000 pixels: tiny on disk, 1.6 GB once decoded. */
function pixelBomb(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(20_000, 0);
  header.writeUInt32BE(20_000, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc(64))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

let t: TestApp;
const images = {} as {
  widePng: Buffer;
  rotatedJpeg: Buffer;
  smallWebp: Buffer;
  tinyPng: Buffer;
  gif: Buffer;
  truncatedJpeg: Buffer;
};

const listFiles = (folder?: string) => storedKeys(t.config, folder);
const isStored = async (url: string) => (await storedBytes(t.config, url)) !== null;
const readStored = async (url: string) => {
  const bytes = await storedBytes(t.config, url);
  if (!bytes) throw new Error(`nothing stored at ${url}`);
  return bytes;
};

async function upload(
  account: TestAccount | null,
  endpoint: string,
  parts: FilePart[],
): Promise<LightMyRequestResponse> {
  const { payload, headers } = await multipartOf(parts);
  const options = { method: "POST" as const, url: `/api/upload/${endpoint}`, payload, headers };
  return account ? injectAs(t.app, account.cookie, options) : t.app.inject(options);
}

async function userRow(id: number) {
  const [row] = await t.database.handle.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error(`no user ${id}`);
  return row;
}

// Every upload rule holds the same whichever store keeps the files.
describe.each(["local", "s3"] as const)("uploads kept in the %s store", (storage) => {
  let peer: S3Peer | undefined;

  beforeAll(async () => {
    if (storage === "s3") peer = await startS3Peer();
    // Many accounts from one address: the sign-up and password limits have their own tests.
    t = await createTestApp({
      REGISTER_RATE_LIMIT: "10000",
      LOGIN_RATE_LIMIT: "10000",
      ...peer?.env,
    });
    const [widePng, rotatedJpeg, smallWebp, tinyPng, gif] = await Promise.all([
      solid(3000, 1000, "#3c64c8")
        .png()
        .withExif({ IFD0: { Artist: "Secret Photographer", Copyright: "Private 2026" } })
        .toBuffer(),
      // Stored sideways with "rotate 90° clockwise to view" (orientation 6), as phones do.
      solid(3000, 1000)
        .jpeg()
        .withExif({ IFD0: { Artist: "Secret Photographer", Model: "Phone X" } })
        .withMetadata({ orientation: 6 })
        .toBuffer(),
      solid(300, 200, "#3cc864").webp().toBuffer(),
      solid(64, 48, "#888888").png().toBuffer(),
      solid(10, 10).gif().toBuffer(),
      solid(400, 300).jpeg().toBuffer(),
    ]);
    Object.assign(images, {
      widePng,
      rotatedJpeg,
      smallWebp,
      tinyPng,
      gif,
      truncatedJpeg: rotatedJpeg.subarray(0, 400),
    });
  });
  afterAll(async () => {
    await t.close();
    await peer?.close();
  });

  describe("who may upload", () => {
    it("answers 401 to guests on every upload call", async () => {
      const image = { data: images.tinyPng, filename: "a.png" };
      for (const [endpoint, field] of [
        ["profile-image", "profileImage"],
        ["cover-image", "coverImage"],
        ["portfolio-images", "portfolioImages"],
      ] as const) {
        expectError(await upload(null, endpoint, [{ field, ...image }]), 401);
      }
      expectError(
        await t.app.inject({ method: "DELETE", url: "/api/upload/portfolio-images/0" }),
        401,
      );
      expect(await listFiles()).toEqual([]);
    });

    it("refuses organizers a cover image or a portfolio (403) and stores nothing", async () => {
      const organizer = await registerAccount(t.app);
      const image = { data: images.tinyPng, filename: "a.png" };
      expectError(await upload(organizer, "cover-image", [{ field: "coverImage", ...image }]), 403);
      expectError(
        await upload(organizer, "portfolio-images", [{ field: "portfolioImages", ...image }]),
        403,
      );
      expectError(
        await injectAs(t.app, organizer.cookie, {
          method: "DELETE",
          url: "/api/upload/portfolio-images/0",
        }),
        403,
      );
      expect(await listFiles(String(organizer.user.id))).toEqual([]);
      const row = await userRow(organizer.user.id);
      expect(row.coverImage).toBeNull();
      expect(row.portfolioImages).toEqual([]);
    });

    it("lets an organizer set a profile image", async () => {
      const organizer = await registerAccount(t.app);
      const response = await upload(organizer, "profile-image", [
        { field: "profileImage", data: images.tinyPng, filename: "me.png", type: "image/png" },
      ]);
      expect(response.statusCode, response.body).toBe(200);
      const { url } = response.json<{ url: string }>();
      expect(url).toMatch(URL_PATTERN);
      expect(url.startsWith(`/uploads/${organizer.user.id}/`)).toBe(true);
      expect(await isStored(url)).toBe(true);
      const me = await injectAs(t.app, organizer.cookie, { method: "GET", url: "/api/auth/me" });
      expect(me.json<UserProfile>().profileImage).toBe(url);
    });
  });

  describe("what is stored", () => {
    let supplier: TestAccount;
    beforeAll(async () => {
      supplier = await registerAccount(t.app, { role: "supplier" });
    });

    it("re-encodes a large PNG as a JPEG at most 2,000 px long with no metadata", async () => {
      const response = await upload(supplier, "cover-image", [
        { field: "coverImage", data: images.widePng, filename: "cover.png", type: "image/png" },
      ]);
      expect(response.statusCode, response.body).toBe(200);
      const { url } = response.json<{ url: string }>();
      expect(url).toMatch(URL_PATTERN);

      const stored = await readStored(url);
      const metadata = await sharp(stored).metadata();
      expect(metadata.format).toBe("jpeg");
      expect(metadata.width).toBe(2000);
      expect(metadata.height).toBe(667);
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(stored.includes("Secret Photographer")).toBe(false);
      expect((await userRow(supplier.user.id)).coverImage).toBe(url);
    });

    it("serves the stored file at its URL, cacheable for good", async () => {
      const { coverImage } = await userRow(supplier.user.id);
      const served = await t.app.inject({ method: "GET", url: coverImage ?? "/missing" });
      expect(served.statusCode).toBe(200);
      expect(served.headers["content-type"]).toBe("image/jpeg");
      expect(served.headers["cache-control"]).toContain("immutable");
    });

    it("turns a photo upright by its EXIF orientation and drops the EXIF (camera, GPS, names)", async () => {
      const response = await upload(supplier, "profile-image", [
        { field: "profileImage", data: images.rotatedJpeg, filename: "IMG_0001.JPG" },
      ]);
      expect(response.statusCode, response.body).toBe(200);
      const stored = await readStored(response.json<{ url: string }>().url);
      const metadata = await sharp(stored).metadata();
      expect(metadata.format).toBe("jpeg");
      // 3000 × 1000 stored sideways is a 1000 × 3000 portrait, scaled to fit 2,000 px.
      expect(metadata.width).toBe(667);
      expect(metadata.height).toBe(2000);
      expect(metadata.orientation).toBeUndefined();
      expect(metadata.exif).toBeUndefined();
      expect(stored.includes("Phone X")).toBe(false);
    });

    it("judges the file by its content, not its name or declared type, and never enlarges", async () => {
      const response = await upload(supplier, "profile-image", [
        {
          field: "profileImage",
          data: images.smallWebp,
          filename: "notes.txt",
          type: "text/plain",
        },
      ]);
      expect(response.statusCode, response.body).toBe(200);
      const metadata = await sharp(
        await readStored(response.json<{ url: string }>().url),
      ).metadata();
      expect(metadata.format).toBe("jpeg");
      expect([metadata.width, metadata.height]).toEqual([300, 200]);
    });

    it("gives every upload a new name, even for the same file", async () => {
      const part = { field: "coverImage", data: images.tinyPng, filename: "same.png" };
      const first = (await upload(supplier, "cover-image", [part])).json<{ url: string }>().url;
      const second = (await upload(supplier, "cover-image", [part])).json<{ url: string }>().url;
      expect(first).not.toBe(second);
      expect(second).toMatch(URL_PATTERN);
    });
  });

  describe("refused files leave nothing behind", () => {
    let supplier: TestAccount;
    let coverBefore: string;
    beforeAll(async () => {
      supplier = await registerAccount(t.app, { role: "supplier" });
      const response = await upload(supplier, "cover-image", [
        { field: "coverImage", data: images.tinyPng, filename: "first.png" },
      ]);
      coverBefore = response.json<{ url: string }>().url;
    });

    async function expectRefusedCover(parts: FilePart[], status: number, message?: string) {
      const filesBefore = await listFiles();
      const response = await upload(supplier, "cover-image", parts);
      const body = expectError(response, status, message);
      expect(await listFiles()).toEqual(filesBefore);
      expect((await userRow(supplier.user.id)).coverImage).toBe(coverBefore);
      return body;
    }

    it("refuses a text file named .jpg with 400 and stores nothing", async () => {
      await expectRefusedCover(
        [
          {
            field: "coverImage",
            data: Buffer.from("just some text, not a picture\n"),
            filename: "photo.jpg",
          },
        ],
        400,
        TYPE_MESSAGE,
      );
    });

    it("refuses a GIF, which is a real image but not one we accept", async () => {
      await expectRefusedCover(
        [{ field: "coverImage", data: images.gif, filename: "anim.jpg", type: "image/jpeg" }],
        400,
        TYPE_MESSAGE,
      );
    });

    it("refuses an image that starts like a JPEG but cannot be decoded", async () => {
      const body = await expectRefusedCover(
        [{ field: "coverImage", data: images.truncatedJpeg, filename: "broken.jpg" }],
        400,
      );
      expect(body.message).toMatch(/could not read/i);
    });

    it("refuses a file over 8 MB with 413", async () => {
      const huge = Buffer.alloc(MAX_UPLOAD_BYTES + 1);
      images.tinyPng.copy(huge);
      const body = await expectRefusedCover(
        [{ field: "coverImage", data: huge, filename: "huge.png" }],
        413,
      );
      expect(body.message).toBe("Each image must be 8 MB or smaller.");
    });

    it("refuses an image whose header claims billions of pixels before decoding it", async () => {
      const body = await expectRefusedCover(
        [{ field: "coverImage", data: pixelBomb(), filename: "bomb.png" }],
        400,
      );
      expect(body.message).toMatch(/megapixels/);
    });

    it("asks for an image when the form has none in the expected field", async () => {
      await expectRefusedCover(
        [{ field: "somethingElse", data: images.tinyPng, filename: "a.png" }],
        400,
        "Please choose an image to upload.",
      );
      await expectRefusedCover([], 400, "Please choose an image to upload.");
    });

    it("takes one cover image at a time", async () => {
      await expectRefusedCover(
        [
          { field: "coverImage", data: images.tinyPng, filename: "a.png" },
          { field: "coverImage", data: images.tinyPng, filename: "b.png" },
        ],
        400,
        "Please upload one image at a time.",
      );
    });

    it("answers 400 to a body that is not multipart", async () => {
      const response = await injectAs(t.app, supplier.cookie, {
        method: "POST",
        url: "/api/upload/cover-image",
        payload: { coverImage: "data:image/png;base64,AAAA" },
      });
      expectError(response, 400, "Please send the image as a multipart/form-data upload.");
    });
  });

  describe("replacing an image", () => {
    it("deletes the previous file once the new one is in place", async () => {
      const supplier = await registerAccount(t.app, { role: "supplier" });
      const part = { field: "profileImage", data: images.tinyPng, filename: "a.png" };
      const first = (await upload(supplier, "profile-image", [part])).json<{ url: string }>().url;
      const second = (await upload(supplier, "profile-image", [part])).json<{ url: string }>().url;
      expect(await isStored(first)).toBe(false);
      expect(await isStored(second)).toBe(true);
      expect(await listFiles(String(supplier.user.id))).toEqual([keyOf(second)]);
    });

    it("never deletes a file that belongs to someone else", async () => {
      const owner = await registerAccount(t.app, { role: "supplier" });
      const other = await registerAccount(t.app, { role: "supplier" });
      const part = { field: "profileImage", data: images.tinyPng, filename: "a.png" };
      const ownersUrl = (await upload(owner, "profile-image", [part])).json<{ url: string }>().url;
      // The profile form accepts any path, so a user can point at another user's file.
      await t.database.handle.db
        .update(users)
        .set({ profileImage: ownersUrl })
        .where(eq(users.id, other.user.id));
      expect((await upload(other, "profile-image", [part])).statusCode).toBe(200);
      expect(await isStored(ownersUrl)).toBe(true);
    });
  });

  describe("portfolio", () => {
    let supplier: TestAccount;
    let firstThree: string[];
    beforeAll(async () => {
      supplier = await registerAccount(t.app, { role: "supplier" });
    });

    const portfolioPart = (name: string, data = images.tinyPng): FilePart => ({
      field: "portfolioImages",
      data,
      filename: name,
    });

    it("stores several images at once and appends them in order", async () => {
      const response = await upload(supplier, "portfolio-images", [
        portfolioPart("1.png"),
        portfolioPart("2.webp", images.smallWebp),
        portfolioPart("3.jpg", images.rotatedJpeg),
      ]);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json<{ urls: string[]; portfolioImages: string[] }>();
      expect(body.urls).toHaveLength(3);
      for (const url of body.urls) {
        expect(url).toMatch(URL_PATTERN);
        expect(await isStored(url)).toBe(true);
      }
      expect(body.portfolioImages).toEqual(body.urls);
      expect((await userRow(supplier.user.id)).portfolioImages).toEqual(body.urls);
      firstThree = body.urls;
    });

    it("keeps the usable images of a mixed selection and names each file refused", async () => {
      const filesBefore = await listFiles();
      const response = await upload(supplier, "portfolio-images", [
        portfolioPart("good.png"),
        portfolioPart("evil.jpg", Buffer.from("MZ not an image")),
        portfolioPart("notes.png", Buffer.from("just some words")),
      ]);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json<UploadedPortfolio>();
      expect(body.refused).toEqual([
        { file: "evil.jpg", message: TYPE_MESSAGE },
        { file: "notes.png", message: TYPE_MESSAGE },
      ]);
      expect(body.urls).toHaveLength(1);
      expect(body.portfolioImages).toEqual([...firstThree, ...body.urls]);
      expect((await listFiles()).length).toBe(filesBefore.length + 1);
      // Put back as it was, so the count below starts from the first three.
      const removed = await injectAs(t.app, supplier.cookie, {
        method: "DELETE",
        url: `/api/upload/portfolio-images/${firstThree.length}`,
      });
      expect(removed.statusCode, removed.body).toBe(200);
      expect((await userRow(supplier.user.id)).portfolioImages).toEqual(firstThree);
    });

    it("refuses with 400 a selection with no usable image, naming each file and storing none", async () => {
      const filesBefore = await listFiles();
      const response = await upload(supplier, "portfolio-images", [
        portfolioPart("evil.jpg", Buffer.from("MZ not an image")),
        portfolioPart("notes.png", Buffer.from("just some words")),
      ]);
      const body = expectError(response, 400, TYPE_MESSAGE);
      expect(JSON.stringify(body)).toContain("evil.jpg");
      expect(JSON.stringify(body)).toContain("notes.png");
      expect(await listFiles()).toEqual(filesBefore);
      expect((await userRow(supplier.user.id)).portfolioImages).toEqual(firstThree);
    });

    it("fills up to 12 images and refuses the 13th with 400, storing nothing", async () => {
      const room = MAX_PORTFOLIO_IMAGES - firstThree.length;
      const fill = await upload(
        supplier,
        "portfolio-images",
        Array.from({ length: room }, (_, index) => portfolioPart(`${index}.png`)),
      );
      expect(fill.statusCode, fill.body).toBe(200);
      expect(fill.json<{ portfolioImages: string[] }>().portfolioImages).toHaveLength(12);

      const filesBefore = await listFiles();
      const thirteenth = await upload(supplier, "portfolio-images", [portfolioPart("13.png")]);
      const body = expectError(thirteenth, 400);
      expect(body.message).toBe("A portfolio holds at most 12 images. Delete one to add another.");
      expect(await listFiles()).toEqual(filesBefore);
      expect((await userRow(supplier.user.id)).portfolioImages).toHaveLength(12);
    });

    it("refuses an upload that would go past 12 and says how many still fit", async () => {
      const other = await registerAccount(t.app, { role: "supplier" });
      const ten = Array.from({ length: 10 }, (_, index) => portfolioPart(`${index}.png`));
      expect((await upload(other, "portfolio-images", ten)).statusCode).toBe(200);
      const response = await upload(other, "portfolio-images", ten.slice(0, 3));
      expectError(
        response,
        400,
        "A portfolio holds at most 12 images. You have 10, so you can add 2 more.",
      );
      expect((await userRow(other.user.id)).portfolioImages).toHaveLength(10);
    });

    it("lets only one of two parallel uploads take the last place, leaving no stray file", async () => {
      const other = await registerAccount(t.app, { role: "supplier" });
      const eleven = Array.from({ length: 11 }, (_, index) => portfolioPart(`${index}.png`));
      expect((await upload(other, "portfolio-images", eleven)).statusCode).toBe(200);
      const [first, second] = await Promise.all([
        upload(other, "portfolio-images", [portfolioPart("a.png", images.widePng)]),
        upload(other, "portfolio-images", [portfolioPart("b.png", images.widePng)]),
      ]);
      expect([first.statusCode, second.statusCode].sort()).toEqual([200, 400]);
      const portfolio = (await userRow(other.user.id)).portfolioImages;
      expect(portfolio).toHaveLength(12);
      expect(await listFiles(String(other.user.id))).toEqual(portfolio.map(keyOf).sort());
    });

    it("refuses 13 files in one request to an empty portfolio, storing nothing", async () => {
      const other = await registerAccount(t.app, { role: "supplier" });
      const response = await upload(
        other,
        "portfolio-images",
        Array.from({ length: 13 }, (_, index) => portfolioPart(`${index}.png`)),
      );
      const body = expectError(response, 400);
      expect(body.message).toContain("at most 12 images");
      expect(await listFiles(String(other.user.id))).toEqual([]);
      expect((await userRow(other.user.id)).portfolioImages).toEqual([]);
    });

    it("removes an image by index and deletes its file", async () => {
      const before = (await userRow(supplier.user.id)).portfolioImages;
      const target = before[1] ?? "";
      const response = await injectAs(t.app, supplier.cookie, {
        method: "DELETE",
        url: "/api/upload/portfolio-images/1",
      });
      expect(response.statusCode, response.body).toBe(200);
      const expected = before.filter((_, index) => index !== 1);
      expect(response.json<{ portfolioImages: string[] }>().portfolioImages).toEqual(expected);
      expect((await userRow(supplier.user.id)).portfolioImages).toEqual(expected);
      expect(await isStored(target)).toBe(false);
    });

    it("answers 404 for an index with no image and 400 for one that is not a number", async () => {
      const count = (await userRow(supplier.user.id)).portfolioImages.length;
      for (const index of [count, 99, -1]) {
        const response = await injectAs(t.app, supplier.cookie, {
          method: "DELETE",
          url: `/api/upload/portfolio-images/${index}`,
        });
        expectError(response, 404, "Portfolio image not found.");
      }
      expectError(
        await injectAs(t.app, supplier.cookie, {
          method: "DELETE",
          url: "/api/upload/portfolio-images/first",
        }),
        400,
      );
      expect((await userRow(supplier.user.id)).portfolioImages).toHaveLength(count);
    });

    it("keeps the file of a removed portfolio image that an offering still shows", async () => {
      const [shown] = (await userRow(supplier.user.id)).portfolioImages;
      if (!shown) throw new Error("portfolio is empty");
      await t.database.handle.db.insert(equipmentOfferings).values({
        supplierId: supplier.user.id,
        title: "PA system",
        description: "Two speakers and a mixer",
        category: "av_equipment",
        image: [shown],
      });
      const response = await injectAs(t.app, supplier.cookie, {
        method: "DELETE",
        url: "/api/upload/portfolio-images/0",
      });
      expect(response.statusCode).toBe(200);
      expect(response.json<{ portfolioImages: string[] }>().portfolioImages).not.toContain(shown);
      expect(await isStored(shown)).toBe(true);
    });
  });

  describe("API description", () => {
    it("lists the upload calls in the OpenAPI document", async () => {
      const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json<{
        paths: Record<string, Record<string, { summary?: string }>>;
      }>();
      expect(doc.paths["/api/upload/profile-image"]?.post?.summary).toBeTruthy();
      expect(doc.paths["/api/upload/cover-image"]?.post?.summary).toBeTruthy();
      expect(doc.paths["/api/upload/portfolio-images"]?.post?.summary).toBeTruthy();
      expect(doc.paths["/api/upload/portfolio-images/{index}"]?.delete?.summary).toBeTruthy();
    });
  });
});
