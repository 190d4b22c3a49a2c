import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createImageDecoder } from "#server/lib/images/image-decoder";
import { expectError } from "#tests/support/expect-error";
import { multipartOf } from "#tests/support/multipart";
import {
  createTestApp,
  injectAs,
  registerAccount,
  type TestAccount,
  type TestApp,
} from "#tests/support/test-app";

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#3c64c8" } })
    .png()
    .toBuffer();

let t: TestApp;
let organizer: TestAccount;

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

beforeAll(async () => {
  t = await createTestApp({ UPLOADS_PER_MINUTE: "3", IMAGE_MAX_MEGAPIXELS: "2" });
  organizer = await registerAccount(t.app);
});
afterAll(() => t.close());

describe("upload limits", () => {
  it("counts an account's uploads per minute (UPLOADS_PER_MINUTE), from any address", async () => {
    const account = await registerAccount(t.app);
    const image = await png(40, 40);
    const statuses: number[] = [];
    for (let n = 0; n < 4; n++)
      statuses.push((await uploadProfileImage(account, image)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = expectError(await uploadProfileImage(account, image), 429);
    expect(refused.message).toMatch(/^Too many attempts/);
    // Another account is not held back.
    expect((await uploadProfileImage(organizer, image)).statusCode).toBe(200);
  });

  it("refuses an image over IMAGE_MAX_MEGAPIXELS, naming the limit", async () => {
    const account = await registerAccount(t.app);
    const answer = await uploadProfileImage(account, await png(1800, 1200));
    const body = expectError(answer, 400);
    expect(body.message).toBe(
      "That image is too large to process. Please upload one under 2 megapixels.",
    );
  });
});

describe("the image decoder", () => {
  it("decodes at most the configured number of images at once", async () => {
    const decoder = createImageDecoder({ decodesAtOnce: 2, maxPixels: 40_000_000 });
    const images = await Promise.all(Array.from({ length: 6 }, () => png(3000, 2000)));
    let busiest = 0;
    const watch = setInterval(() => {
      busiest = Math.max(busiest, sharp.counters().process);
    }, 1);
    try {
      const prepared = await Promise.all(images.map((image) => decoder.prepare(image)));
      expect(prepared.map((image) => image.width)).toEqual(Array(6).fill(2000));
    } finally {
      clearInterval(watch);
    }
    expect(busiest).toBeGreaterThan(0);
    expect(busiest).toBeLessThanOrEqual(2);
  });
});
