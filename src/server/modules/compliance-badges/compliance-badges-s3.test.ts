import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OwnBadgeView } from "#shared/contracts/compliance-badges";
import { addDays, ukToday } from "#shared/domain/calendar-days";
import { multipartOf } from "#tests/support/multipart";
import { type S3Peer, startS3Peer } from "#tests/support/s3-peer";
import {
  createTestApp,
  injectAs,
  registerAccount,
  type TestAccount,
  type TestApp,
} from "#tests/support/test-app";

/** Compliance evidence with uploads in an S3 bucket: private there too, and gone with the account. */
let peer: S3Peer;
let t: TestApp;

const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
);

beforeAll(async () => {
  peer = await startS3Peer();
  t = await createTestApp({ ...peer.env, REGISTER_RATE_LIMIT: "1000" });
  if (t.config.storage.driver !== "s3") throw new Error("the test app does not use the bucket");
});
afterAll(async () => {
  await t?.close();
  await peer?.close();
});

async function addBadge(supplier: TestAccount): Promise<OwnBadgeView> {
  const form = await multipartOf(
    [{ field: "evidence", data: PDF, filename: "pat.pdf", type: "application/pdf" }],
    { badge: JSON.stringify({ kind: "pat", testDate: addDays(ukToday(), -10) }) },
  );
  const response = await injectAs(t.app, supplier.cookie, {
    method: "POST",
    url: "/api/badges",
    payload: form.payload,
    headers: form.headers,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<OwnBadgeView>();
}

describe("compliance evidence in an S3 bucket", () => {
  it("is kept under the bucket's private folder, handed to its supplier, and never served at /uploads/", async () => {
    const supplier = await registerAccount(t.app, { role: "supplier" });
    const badge = await addBadge(supplier);
    const stored = await peer.keys(`private/${supplier.user.id}/`);
    expect(stored).toHaveLength(1);
    expect(await peer.keys(`${supplier.user.id}/`)).toEqual([]);

    const evidence = await injectAs(t.app, supplier.cookie, {
      method: "GET",
      url: `/api/badges/${badge.id}/evidence`,
    });
    expect(evidence.statusCode, evidence.body).toBe(200);
    expect(evidence.rawPayload.equals(PDF)).toBe(true);

    for (const address of [
      `/uploads/${stored[0]}`,
      `/uploads/${stored[0]?.replace(/^private\//, "")}`,
    ])
      expect((await t.app.inject({ method: "GET", url: address })).statusCode).toBe(404);
  });

  it("goes from the bucket with the badge and with the account", async () => {
    const supplier = await registerAccount(t.app, { role: "supplier" });
    const removed = await addBadge(supplier);
    await addBadge(supplier);
    expect(await peer.keys(`private/${supplier.user.id}/`)).toHaveLength(2);
    const deleted = await injectAs(t.app, supplier.cookie, {
      method: "DELETE",
      url: `/api/badges/${removed.id}`,
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await peer.keys(`private/${supplier.user.id}/`)).toHaveLength(1);

    const closed = await injectAs(t.app, supplier.cookie, {
      method: "DELETE",
      url: "/api/auth/account",
      payload: { password: supplier.password },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(await peer.keys(`private/${supplier.user.id}/`)).toEqual([]);
  });
});
