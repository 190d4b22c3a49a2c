/**
 * Copies the uploaded images in DATA_DIR/uploads into the configured S3 bucket (S3_BUCKET and
 * the other S3_* settings), under the same keys, so every stored address keeps working, and the
 * private compliance evidence in DATA_DIR/private into the bucket's private folder:
 *
 *   S3_BUCKET=... S3_ENDPOINT=... npm run uploads:to-s3
 *
 * Safe to run again: files the bucket already holds at the same size are skipped. Nothing on
 * the disk is changed or removed. Exit codes: 0 copied (or nothing to copy), 1 failed, 2 no
 * bucket configured.
 */
import path from "node:path";
import { copyUploads } from "#server/lib/storage/copy-uploads";
import { PRIVATE_FOLDER } from "#server/lib/storage/image-store";
import { createPrivateFileStore } from "#server/lib/storage/private-file-store";
import { createS3ImageStore } from "#server/lib/storage/s3-image-store";
import { loadConfigOrExit } from "./lib/load-config";

function fail(message: string, code: number): never {
  console.error(`uploads:to-s3: ${message}`);
  process.exit(code);
}

async function main() {
  const config = await loadConfigOrExit("uploads:to-s3");
  if (config.storage.driver !== "s3")
    fail("set S3_BUCKET (and S3_ENDPOINT, S3_REGION and the keys as needed) to copy into.", 2);
  const copies = [
    { folder: "uploads", target: createS3ImageStore(config.storage), what: "upload" },
    { folder: PRIVATE_FOLDER, target: createPrivateFileStore(config), what: "private file" },
  ];
  for (const { folder, target, what } of copies) {
    const source = path.join(config.dataDir, folder);
    console.log(`Copying ${source} into bucket "${config.storage.bucket}"…`);
    const report = await copyUploads(source, target);
    for (const key of report.ignored) console.log(`ignored (not an ${what}): ${key}`);
    console.log(
      `${report.copied.length} copied, ${report.alreadyThere.length} already in the bucket, ${report.ignored.length} ignored.`,
    );
  }
}

main().catch((error: unknown) => {
  fail(error instanceof Error ? error.message : String(error), 1);
});
