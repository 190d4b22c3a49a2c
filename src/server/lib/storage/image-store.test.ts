import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { text } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "#server/config";
import { type S3Peer, startS3Peer } from "#tests/support/s3-peer";
import { createImageStore } from "./create-image-store";
import type { ImageStore } from "./image-store";

let peer: S3Peer;
let dataDir: string;
beforeAll(async () => {
  peer = await startS3Peer();
  dataDir = await mkdtemp(path.join(os.tmpdir(), "eventeazy-store-"));
});
afterAll(async () => {
  await peer?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const drivers: [string, () => ImageStore][] = [
  ["the local folder", () => createImageStore(loadConfig({ DATA_DIR: dataDir }))],
  ["an S3 bucket", () => createImageStore(loadConfig({ DATA_DIR: dataDir, ...peer.env }))],
];

describe.each(drivers)("images in %s", (_name, makeStore) => {
  let store: ImageStore;
  beforeAll(() => {
    store = makeStore();
  });

  it("stores a file and answers its public address, size, bytes and type", async () => {
    const url = await store.put("41/a.jpg", Buffer.from("first image"), "image/jpeg");
    expect(url).toBe("/uploads/41/a.jpg");
    expect(await store.sizeOf("41/a.jpg")).toBe(11);
    expect((await store.read("41/a.jpg"))?.toString()).toBe("first image");
    const opened = await store.open("41/a.jpg");
    if (!opened) throw new Error("the stored file does not open");
    expect(opened.contentType).toBe("image/jpeg");
    expect(opened.size).toBe(11);
    expect(await text(opened.body)).toBe("first image");
  });

  it("knows no file it was not given, and no key that climbs out of it", async () => {
    expect(await store.sizeOf("41/missing.jpg")).toBeNull();
    expect(await store.read("41/missing.jpg")).toBeNull();
    expect(await store.open("41/missing.jpg")).toBeNull();
    expect(await store.open("../db/x.jpg")).toBeNull();
    await expect(store.put("../x.jpg", Buffer.from("x"), "image/jpeg")).rejects.toThrow();
  });

  it("deletes a file by its address and ignores addresses that are not its own", async () => {
    const url = await store.put("42/b.jpg", Buffer.from("b"), "image/jpeg");
    await store.delete("https://elsewhere.example/42/b.jpg");
    expect(await store.sizeOf("42/b.jpg")).toBe(1);
    await store.delete(url);
    expect(await store.sizeOf("42/b.jpg")).toBeNull();
    await store.delete(url);
  });

  it("deletes a user's whole folder and nobody else's", async () => {
    await store.put("43/one.jpg", Buffer.from("1"), "image/jpeg");
    await store.put("43/two.jpg", Buffer.from("2"), "image/jpeg");
    await store.put("430/other.jpg", Buffer.from("3"), "image/jpeg");
    await store.deleteFolder("43");
    expect(await store.sizeOf("43/one.jpg")).toBeNull();
    expect(await store.sizeOf("43/two.jpg")).toBeNull();
    expect(await store.sizeOf("430/other.jpg")).toBe(1);
    await store.deleteFolder("44");
  });
});
