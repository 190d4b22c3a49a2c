import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { compiledFile } from "./compiled-build";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");

export interface ScriptOutcome {
  code: number;
  stdout: string;
  stderr: string;
}

export interface ScriptDatabase {
  /** The folder the embedded database lives in (under `db/`), or its uploads when on PostgreSQL. */
  dataDir: string;
  /** A PostgreSQL database to use instead of the embedded one. */
  databaseUrl?: string;
}

/**
 * `npm run admin:create -- ...args`, as an operator runs it (the compiled command, with plain
 * Node), against the given database.
 */
export async function runAdminCreate(
  args: string[],
  { dataDir, databaseUrl }: ScriptDatabase,
  env: Record<string, string> = {},
): Promise<ScriptOutcome> {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      [compiledFile("admin-create"), ...args],
      {
        cwd: root,
        env: {
          PATH: process.env.PATH ?? "",
          DATA_DIR: dataDir,
          DATABASE_URL: databaseUrl ?? "",
          LOG_LEVEL: "silent",
          ...env,
        },
        timeout: 120_000,
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? "", stderr: failed.stderr ?? "" };
  }
}
