/** The types of scripts/build.mjs, for the tests that build the server. */
export const ROOT: string;
export const SERVER_OUT_DIR: string;
export function staleBuilds(parts: Array<"client" | "server">): Array<"client" | "server">;
export function buildServer(options?: {
  outDir?: string;
  extraEntries?: Record<string, string>;
}): Promise<void>;
