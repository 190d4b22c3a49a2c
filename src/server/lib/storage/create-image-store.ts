import path from "node:path";
import type { AppConfig } from "#server/config";
import type { ImageStore } from "./image-store";
import { createLocalDiskImageStore } from "./local-disk-image-store";
import { createS3ImageStore } from "./s3-image-store";

/** The configured image store: DATA_DIR/uploads, or the S3 bucket; plugins/uploads.ts serves both. */
export function createImageStore(config: Pick<AppConfig, "dataDir" | "storage">): ImageStore {
  return config.storage.driver === "s3"
    ? createS3ImageStore(config.storage)
    : createLocalDiskImageStore(path.join(config.dataDir, "uploads"));
}
