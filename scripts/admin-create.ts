/**
 * Creates an EventEazy admin account on the configured database:
 *
 *   ADMIN_PASSWORD=... npm run admin:create -- --username ops --email ops@example.co.uk [--name "Ops Team"]
 *
 * Without ADMIN_PASSWORD the password is asked for twice in the terminal, without echo.
 * Exit codes: 0 created, 1 refused or failed, 2 wrong usage.
 */
import { parseArgs } from "node:util";
import { AdminAccountInput } from "#shared/contracts/admin";
import { loadConfigOrExit } from "./lib/load-config";

const USAGE =
  'Usage: npm run admin:create -- --username <username> --email <email> [--name "<full name>"]\n' +
  "The password comes from the ADMIN_PASSWORD environment variable, or is asked for in the terminal.";

class UsageError extends Error {}

function fail(message: string, code: number): never {
  console.error(`admin:create: ${message}`);
  if (code === 2) console.error(USAGE);
  process.exit(code);
}

function readArguments() {
  try {
    const { values } = parseArgs({
      args: process.argv.slice(2),
      options: {
        username: { type: "string" },
        email: { type: "string" },
        name: { type: "string" },
        help: { type: "boolean", short: "h" },
      },
      strict: true,
      allowPositionals: false,
    });
    if (values.help) {
      console.log(USAGE);
      process.exit(0);
    }
    if (!values.username) throw new UsageError("--username is required.");
    if (!values.email) throw new UsageError("--email is required.");
    return { username: values.username, email: values.email, name: values.name };
  } catch (error) {
    if (error instanceof UsageError) fail(error.message, 2);
    // parseArgs' own words for an unknown or valueless option are already one clear line.
    fail(error instanceof Error ? error.message : String(error), 2);
  }
}

/** Reads one line from the terminal with echo off; Ctrl-C and Ctrl-D give up. */
function askHidden(prompt: string): Promise<string> {
  const input = process.stdin;
  process.stdout.write(prompt);
  input.setRawMode(true);
  input.resume();
  input.setEncoding("utf8");
  return new Promise((resolve, reject) => {
    let typed = "";
    const finish = (outcome: () => void) => {
      input.setRawMode(false);
      input.pause();
      input.removeListener("data", onData);
      process.stdout.write("\n");
      outcome();
    };
    const onData = (chunk: string) => {
      for (const character of chunk) {
        if (character === "\r" || character === "\n") return finish(() => resolve(typed));
        if (character === "\u0003" || character === "\u0004")
          return finish(() => reject(new Error("Cancelled.")));
        if (character === "\u007f" || character === "\b") typed = typed.slice(0, -1);
        else if (character >= " ") typed += character;
      }
    };
    input.on("data", onData);
  });
}

async function readPassword(): Promise<string> {
  const fromEnvironment = process.env.ADMIN_PASSWORD;
  if (fromEnvironment) return fromEnvironment;
  if (!process.stdin.isTTY)
    fail("set ADMIN_PASSWORD, or run this in a terminal to be asked for the password.", 2);
  const password = await askHidden("Password for the new admin: ");
  const again = await askHidden("Type it again: ");
  if (password !== again) fail("the two passwords do not match. Nothing was created.", 1);
  return password;
}

async function main() {
  const args = readArguments();
  // Every field is checked before the password is asked for, so a typo costs no typing.
  const fields = AdminAccountInput.omit({ password: true }).safeParse({
    ...args,
    name: args.name ?? args.username,
  });
  if (!fields.success) fail(fields.error.issues[0]?.message ?? "invalid input.", 1);
  const password = AdminAccountInput.shape.password.safeParse(await readPassword());
  if (!password.success) fail(password.error.issues[0]?.message ?? "invalid password.", 1);
  const { COMMON_PASSWORD_MESSAGE, isCommonPassword } = await import("#server/lib/passwords");
  if (isCommonPassword(password.data)) fail(COMMON_PASSWORD_MESSAGE, 1);

  // Loaded only now, so --help and wrong usage answer without opening a database.
  const { prepareDatabase } = await import("#server/startup/prepare");
  const { AdminAccountError, createAdminAccount } = await import(
    "#server/modules/admin/admin-accounts.service"
  );

  const config = await loadConfigOrExit("admin:create");
  // Never the demo data, whatever SEED_DEMO and NODE_ENV say: on an empty database it would add
  // the demo admin with its published password and the 100%-off coupon beside the real admin.
  const { database } = await prepareDatabase({ ...config, seedDemo: false });
  let outcome: { id: number; username: string } | Error;
  try {
    outcome = await createAdminAccount(
      database.db,
      { ...fields.data, password: password.data },
      config.passwordHashCost,
    );
  } catch (error) {
    if (!(error instanceof AdminAccountError)) throw error;
    outcome = error;
  } finally {
    await database.close();
  }
  if (outcome instanceof Error) fail(`${outcome.message} Nothing was created.`, 1);
  console.log(
    `Admin "${outcome.username}" created (id ${outcome.id}). Sign in at ${config.publicUrl}/login.`,
  );
}

main().catch((error: unknown) => {
  fail(error instanceof Error ? error.message : String(error), 1);
});
