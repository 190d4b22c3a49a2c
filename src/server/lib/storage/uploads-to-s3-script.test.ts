import { execFile } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "#server/config";
import { compiledFile } from "#tests/support/compiled-build";
import { type S3Peer, startS3Peer } from "#tests/support/s3-peer";
import { createImageStore } from "./create-image-store";
import { createPrivateFileStore } from "./private-file-store";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../../../..");

let peer: S3Peer;
let dataDir: string;

async function copyCommand(env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(process.execPath, [compiledFile("uploads-to-s3")], {
      cwd: root,
      env: { PATH: process.env.PATH ?? "", DATA_DIR: dataDir, ...env },
      timeout: 60_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? "", stderr: failed.stderr ?? "" };
  }
}

async function writeUpload(key: string, content: string) {
  const file = path.join(dataDir, "uploads", ...key.split("/"));
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
}

beforeAll(async () => {
  peer = await startS3Peer();
  dataDir = await mkdtemp(path.join(os.tmpdir(), "eventeazy-to-s3-"));
  await writeUpload("seed/cover.jpg", "seed cover");
  await writeUpload("12/0b6f6a8e-portrait.jpg", "portrait");
  await writeUpload("12/0b6f6a8e-portrait.jpg.1234.partial", "half");
  const evidence = path.join(dataDir, "private", "12", "policy.pdf");
  await mkdir(path.dirname(evidence), { recursive: true });
  await writeFile(evidence, "%PDF-1.4 policy");
});
afterAll(async () => {
  await peer?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe("npm run uploads:to-s3", () => {
  const bucket = () => createImageStore(loadConfig({ DATA_DIR: dataDir, ...peer.env }));

  it("refuses to run without a bucket (exit 2), copying nothing", async () => {
    const outcome = await copyCommand({});
    expect(outcome.code).toBe(2);
    expect(outcome.stderr).toContain("S3_BUCKET");
    expect(await bucket().sizeOf("seed/cover.jpg")).toBeNull();
  });

  it("copies every upload under its own key and ignores half-written files", async () => {
    const outcome = await copyCommand(peer.env);
    expect(outcome.code, outcome.stderr).toBe(0);
    expect(outcome.stdout).toContain("2 copied, 0 already in the bucket, 1 ignored.");
    expect((await bucket().read("seed/cover.jpg"))?.toString()).toBe("seed cover");
    const portrait = await bucket().open("12/0b6f6a8e-portrait.jpg");
    expect(portrait?.contentType).toBe("image/jpeg");
    portrait?.body.destroy();
    // Compliance evidence goes to the bucket's private folder, where no public address reaches.
    expect(outcome.stdout).toContain("1 copied, 0 already in the bucket, 0 ignored.");
    const config = loadConfig({ DATA_DIR: dataDir, ...peer.env });
    expect((await createPrivateFileStore(config).read("12/policy.pdf"))?.toString()).toBe(
      "%PDF-1.4 policy",
    );
    expect(await bucket().open("private/12/policy.pdf")).toBeNull();
  });

  it("copies only what is new or changed when run again", async () => {
    await writeUpload("13/new.jpg", "new");
    await writeUpload("seed/cover.jpg", "seed cover, redrawn");
    const outcome = await copyCommand(peer.env);
    expect(outcome.code, outcome.stderr).toBe(0);
    expect(outcome.stdout).toContain("2 copied, 1 already in the bucket, 1 ignored.");
    expect((await bucket().read("13/new.jpg"))?.toString()).toBe("new");
    expect((await bucket().read("seed/cover.jpg"))?.toString()).toBe("seed cover, redrawn");

    const again = await copyCommand(peer.env);
    expect(again.stdout).toContain("0 copied, 3 already in the bucket, 1 ignored.");
    expect(again.stdout).toContain("0 copied, 1 already in the bucket, 0 ignored.");
  });

  it("fails with exit 1 when the bucket cannot be reached", async () => {
    const outcome = await copyCommand({ ...peer.env, S3_ENDPOINT: "http://127.0.0.1:9" });
    expect(outcome.code).toBe(1);
    expect(outcome.stderr).toContain("uploads:to-s3:");
  });
});
