import type { AppConfig } from "../config";
import type { Db } from "../db/client";

/** What every route module receives from buildApp. */
export interface RouteDependencies {
  db: Db;
  config: AppConfig;
}
