import type { AppConfig } from "#server/config";

/**
 * The settings from the environment, for a command: a bad one ends it with exit code 1 and the
 * one line naming the variable, after the command's own name.
 */
export async function loadConfigOrExit(commandName: string): Promise<AppConfig> {
  // Imported here, so a command can check its arguments before the server's modules load.
  const { ConfigError, loadConfig } = await import("#server/config");
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`${commandName}: ${error.message}`);
    process.exit(1);
  }
}
