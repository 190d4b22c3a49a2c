import { loadConfig } from "#server/config";

/**
 * Compiled beside the server by the test of the compiled build: writes the stack of an error the
 * server's own code throws (a refused setting), so the test can see which files it names.
 */
try {
  loadConfig({ PORT: "not a port" });
} catch (error) {
  console.log(error instanceof Error ? error.stack : String(error));
}
