import { hash, verify } from "@node-rs/argon2";
import type * as LanguageCommon from "@zxcvbn-ts/language-common";
import { loadOnFirstUse } from "#server/lib/load-on-first-use";

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane.
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
const COMMON_PASSWORD_COUNT = 10_000;

/**
 * The 10,000 most common passwords, from the first password typed (the package's dictionaries
 * hold far more than this list, and a server answering pages never needs them; decision 52).
 */
const commonPasswords = loadOnFirstUse<typeof LanguageCommon>("@zxcvbn-ts/language-common");
let commonPasswordSet: Set<string> | undefined;

export const COMMON_PASSWORD_MESSAGE = "This password is too common. Please choose another.";

export function isCommonPassword(password: string): boolean {
  commonPasswordSet ??= new Set(
    (commonPasswords().dictionary["passwords-common"] as string[])
      .slice(0, COMMON_PASSWORD_COUNT)
      .map((p) => p.toLowerCase()),
  );
  return commonPasswordSet.has(password.toLowerCase());
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the same time as a real check, so a login for an unknown user is not faster. */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword("a-password-no-account-has");
  await verifyPassword(await dummyHash, password);
}
