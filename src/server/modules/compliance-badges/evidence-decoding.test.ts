import { readdir } from "node:fs/promises";
import path from "node:path";
import type { LightMyRequestResponse } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  EVIDENCE_TYPE_MESSAGE,
  evidencePixelsMessage,
  type OwnBadgeView,
} from "#shared/contracts/compliance-badges";
import { expectError } from "#tests/support/expect-error";
import { multipartOf } from "#tests/support/multipart";
import {
  createTestApp,
  injectAs,
  registerAccount,
  type TestAccount,
  type TestApp,
} from "#tests/support/test-app";

/**
 * Badge evidence is decoded in the app's one image queue, with profile images and the smaller
 * copies of stored images: at most IMAGE_DECODES_AT_ONCE at a time, nothing over
 * IMAGE_MAX_MEGAPIXELS. Small limits here, so small images reach them.
 */
const DECODES_AT_ONCE = 2;
const MAX_MEGAPIXELS = 2;

let t: TestApp;
let supplier: TestAccount;
/** A photographed certificate: grain in every pixel, so decoding it takes real work. */
let photo: Buffer;

const grainyPng = (width: number, height: number) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#ffffff",
      noise: { type: "gaussian", mean: 180, sigma: 20 },
    },
  })
    .png({ compressionLevel: 1 })
    .toBuffer();

const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

async function postEvidence(account: TestAccount, data: Buffer, filename = "scan.png") {
  const form = await multipartOf([{ field: "evidence", data, filename, type: "image/png" }], {
    badge: JSON.stringify({ kind: "pat", testDate: yesterday() }),
  });
  return injectAs(t.app, account.cookie, {
    method: "POST",
    url: "/api/badges",
    payload: form.payload,
    headers: form.headers,
  });
}

async function uploadProfileImage(account: TestAccount, data: Buffer) {
  const { payload, headers } = await multipartOf([
    { field: "profileImage", data, filename: "me.png", type: "image/png" },
  ]);
  return injectAs(t.app, account.cookie, {
    method: "POST",
    url: "/api/upload/profile-image",
    payload,
    headers,
  });
}

async function privateFilesOf(userId: number): Promise<string[]> {
  return readdir(path.join(t.config.dataDir, "private", String(userId))).catch(() => []);
}

/** The most sharp tasks seen running at once while `work` runs, sampled every millisecond. */
async function busiestSharpWhile<T>(
  work: () => Promise<T>,
): Promise<{ result: T; busiest: number }> {
  let busiest = 0;
  const watch = setInterval(() => {
    busiest = Math.max(busiest, sharp.counters().process);
  }, 1);
  try {
    return { result: await work(), busiest };
  } finally {
    clearInterval(watch);
  }
}

beforeAll(async () => {
  t = await createTestApp({
    IMAGE_DECODES_AT_ONCE: String(DECODES_AT_ONCE),
    IMAGE_MAX_MEGAPIXELS: String(MAX_MEGAPIXELS),
    UPLOADS_PER_MINUTE: "1000",
    REGISTER_RATE_LIMIT: "1000",
  });
  supplier = await registerAccount(t.app, { role: "supplier" });
  photo = await grainyPng(1000, 800);
});
afterAll(() => t.close());

describe("badge evidence images", () => {
  it("refuses an image over IMAGE_MAX_MEGAPIXELS from its header, naming the limit, and stores nothing", async () => {
    const account = await registerAccount(t.app, { role: "supplier" });
    const huge = await sharp({
      create: { width: 1800, height: 1200, channels: 3, background: "#ffffff" },
    })
      .png()
      .toBuffer();
    const message = evidencePixelsMessage(MAX_MEGAPIXELS * 1_000_000);
    expect(message).toBe(
      "That image is too large to check. Please upload one under 2 megapixels, or the document as a PDF.",
    );
    const body = expectError(await postEvidence(account, huge), 400, message);
    expect(body.fieldErrors?.evidence).toEqual([message]);
    expect(await privateFilesOf(account.user.id)).toEqual([]);
    // Within the limit, the same kind of image is taken.
    expect((await postEvidence(account, photo)).statusCode).toBe(201);
    // A file that only claims to be an image still gets the type message.
    expectError(
      await postEvidence(account, photo.subarray(0, photo.length / 2)),
      400,
      EVIDENCE_TYPE_MESSAGE,
    );
  });

  it("are decoded in the app's image queue, at most IMAGE_DECODES_AT_ONCE at a time, and every one is answered", async () => {
    const before = t.app.imageDecoder.activity();
    const { result: answers, busiest } = await busiestSharpWhile(() =>
      Promise.all(Array.from({ length: 8 }, () => postEvidence(supplier, photo))),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(201);
    expect(answers.map((answer) => answer.json<OwnBadgeView>().evidenceType)).toEqual(
      Array(8).fill("image/png"),
    );
    const after = t.app.imageDecoder.activity();
    expect(after.finished - before.finished).toBe(8);
    expect(after.busiest).toBeGreaterThan(0);
    expect(after.busiest).toBeLessThanOrEqual(DECODES_AT_ONCE);
    expect(busiest).toBeLessThanOrEqual(DECODES_AT_ONCE);
    expect(after).toMatchObject({ running: 0, waiting: 0 });
  });

  it("share the queue with profile images and the smaller copies of stored images", async () => {
    const [owner, ...organizers] = await Promise.all(
      Array.from({ length: 4 }, () => registerAccount(t.app)),
    );
    const stored = await uploadProfileImage(owner as TestAccount, photo);
    expect(stored.statusCode, stored.body).toBe(200);
    const key = stored.json<{ url: string }>().url.replace(/^\/uploads\//, "");
    const before = t.app.imageDecoder.activity();
    const { result: answers, busiest } = await busiestSharpWhile(() =>
      Promise.all<LightMyRequestResponse>([
        ...Array.from({ length: 4 }, () => postEvidence(supplier, photo)),
        ...organizers.map((organizer) => uploadProfileImage(organizer, photo)),
        t.app.inject({ method: "GET", url: `/uploads/w/320/${key}` }),
        t.app.inject({ method: "GET", url: `/uploads/webp/640/${key}` }),
      ]),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([
      201, 201, 201, 201, 200, 200, 200, 200, 200,
    ]);
    const after = t.app.imageDecoder.activity();
    expect(after.finished - before.finished).toBe(9);
    expect(after.busiest).toBeLessThanOrEqual(DECODES_AT_ONCE);
    expect(busiest).toBeLessThanOrEqual(DECODES_AT_ONCE);
  });
});
