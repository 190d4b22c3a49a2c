import { existsSync } from "node:fs";
import path from "node:path";
import type { LightMyRequestResponse } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UserProfile } from "#shared/contracts/users";
import { type FilePart, multipartOf } from "#tests/support/multipart";
import { type S3Peer, startS3Peer } from "#tests/support/s3-peer";
import {
  createTestApp,
  injectAs,
  registerAccount,
  type TestAccount,
  type TestApp,
} from "#tests/support/test-app";

/** Uploads with the images in an S3 bucket: stored, served, resized and deleted there. */
let peer: S3Peer;
let t: TestApp;
let photo: Buffer;

beforeAll(async () => {
  peer = await startS3Peer();
  t = await createTestApp({ ...peer.env, REGISTER_RATE_LIMIT: "1000" });
  if (t.config.storage.driver !== "s3") throw new Error("the test app does not use the bucket");
  photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#3c64c8" } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await t?.close();
  await peer?.close();
});

const keyOf = (url: string) => url.replace(/^\/uploads\//, "");

async function upload(
  account: TestAccount,
  endpoint: string,
  parts: FilePart[],
): Promise<LightMyRequestResponse> {
  const { payload, headers } = await multipartOf(parts);
  return injectAs(t.app, account.cookie, {
    method: "POST",
    url: `/api/upload/${endpoint}`,
    payload,
    headers,
  });
}

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers });

describe("uploads in an S3 bucket", () => {
  let supplier: TestAccount;
  let portfolio: string[];

  beforeAll(async () => {
    supplier = await registerAccount(t.app, { role: "supplier" });
  });

  it("stores portfolio images in the bucket, not on the app server's disk", async () => {
    const response = await upload(supplier, "portfolio-images", [
      { field: "portfolioImages", data: photo, filename: "a.png", type: "image/png" },
      { field: "portfolioImages", data: photo, filename: "b.png", type: "image/png" },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    portfolio = response.json<{ portfolioImages: string[] }>().portfolioImages;
    expect(portfolio).toHaveLength(2);
    expect(await peer.keys(`${supplier.user.id}/`)).toEqual(portfolio.map(keyOf).sort());
    expect(existsSync(path.join(t.config.dataDir, "uploads"))).toBe(false);
  });

  it("serves a stored image from this server's address, as JPEG cached for good", async () => {
    const [url] = portfolio;
    const response = await get(url ?? "");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/jpeg");
    expect(response.headers["cache-control"]).toContain("immutable");
    expect(Number(response.headers["content-length"])).toBe(response.rawPayload.length);
    expect((await sharp(response.rawPayload).metadata()).width).toBe(1200);
    const head = await t.app.inject({ method: "HEAD", url: url ?? "" });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-type"]).toBe("image/jpeg");
    const etag = String(response.headers.etag);
    expect((await get(url ?? "", { "if-none-match": etag })).statusCode).toBe(304);
  });

  it("serves the smaller JPEG and WebP copies of a stored image", async () => {
    const key = keyOf(portfolio[0] ?? "");
    const jpeg = await get(`/uploads/w/320/${key}`);
    expect(jpeg.statusCode).toBe(200);
    expect((await sharp(jpeg.rawPayload).metadata()).width).toBe(320);
    const webp = await get(`/uploads/webp/640/${key}`);
    expect(webp.statusCode).toBe(200);
    expect(webp.headers["content-type"]).toBe("image/webp");
    expect((await sharp(webp.rawPayload).metadata()).format).toBe("webp");
  });

  it("makes a copy of a stored image once when 240 first requests for it arrive together", async () => {
    const url = `/uploads/webp/960/${keyOf(portfolio[1] ?? "")}`;
    const before = t.app.imageDecoder.activity().finished;
    const answers = await Promise.all(Array.from({ length: 240 }, () => get(url)));
    expect(t.app.imageDecoder.activity().finished - before).toBe(1);
    const [first] = answers;
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.rawPayload.equals(first?.rawPayload ?? Buffer.alloc(0))).toBe(true);
    }
    expect(await sharp(first?.rawPayload).metadata()).toMatchObject({ format: "webp", width: 960 });
    // The bucket holds the originals only; copies are this server's own.
    expect(await peer.keys(`${supplier.user.id}/`)).toEqual(portfolio.map(keyOf).sort());
  });

  it("answers 404 to images the bucket does not hold and to addresses outside it", async () => {
    for (const url of [
      `/uploads/${supplier.user.id}/00000000-0000-0000-0000-000000000000.jpg`,
      "/uploads/w/320/seed/missing.jpg",
      "/uploads/..%2F..%2Fetc%2Fpasswd",
      "/uploads/a/../../x.jpg",
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });

  it("deletes a removed portfolio image from the bucket, and its copies stop being served", async () => {
    const [removed, kept] = portfolio;
    const response = await injectAs(t.app, supplier.cookie, {
      method: "DELETE",
      url: "/api/upload/portfolio-images/0",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await peer.keys(`${supplier.user.id}/`)).toEqual([keyOf(kept ?? "")]);
    expect((await get(removed ?? "")).statusCode).toBe(404);
    expect((await get(`/uploads/w/320/${keyOf(removed ?? "")}`)).statusCode).toBe(404);
    expect((await get(kept ?? "")).statusCode).toBe(200);
  });

  it("replaces a profile image, deleting the previous object", async () => {
    const organizer = await registerAccount(t.app);
    const first = await upload(organizer, "profile-image", [
      { field: "profileImage", data: photo, filename: "me.png" },
    ]);
    const second = await upload(organizer, "profile-image", [
      { field: "profileImage", data: photo, filename: "me-again.png" },
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    const { url } = second.json<{ url: string }>();
    expect(await peer.keys(`${organizer.user.id}/`)).toEqual([keyOf(url)]);
    const me = await injectAs(t.app, organizer.cookie, { method: "GET", url: "/api/auth/me" });
    expect(me.json<UserProfile>().profileImage).toBe(url);
  });

  it("empties a deleted account's folder in the bucket", async () => {
    const leaving = await registerAccount(t.app, { role: "supplier" });
    const cover = await upload(leaving, "cover-image", [
      { field: "coverImage", data: photo, filename: "cover.png" },
    ]);
    expect(cover.statusCode, cover.body).toBe(200);
    expect(await peer.keys(`${leaving.user.id}/`)).toHaveLength(1);
    const deleted = await injectAs(t.app, leaving.cookie, {
      method: "DELETE",
      url: "/api/auth/account",
      payload: { password: leaving.password },
    });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect(await peer.keys(`${leaving.user.id}/`)).toEqual([]);
    expect(await peer.keys(`${supplier.user.id}/`)).toHaveLength(1);
  });
});
