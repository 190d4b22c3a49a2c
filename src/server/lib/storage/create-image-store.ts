import path from "node:path";
import type { AppConfig } from "#server/config";
import type { ImageStore } from "./image-store";
import { createLocalDiskImageStore } from "./local-disk-image-store";

/** The configured image store: DATA_DIR/uploads, served by plugins/uploads.ts. */
export function createImageStore(config: Pick<AppConfig, "dataDir">): ImageStore {
  return createLocalDiskImageStore(path.join(config.dataDir, "uploads"));
}
