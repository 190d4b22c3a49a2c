import type * as Argon2 from "@node-rs/argon2";
import type * as LanguageCommon from "@zxcvbn-ts/language-common";
import type { PasswordHashCost } from "#server/config";
import { loadOnFirstUse } from "#server/lib/load-on-first-use";

export const ARGON2_COSTS = {
  standard: { memoryCost: 19_456, timeCost: 2, parallelism: 1 },
  test: { memoryCost: 8, timeCost: 1, parallelism: 1 },
} as const satisfies Record<PasswordHashCost, object>;
const COMMON_PASSWORD_COUNT = 10_000;

/** The native Argon2 library, from the first password hashed or checked, not at start-up. */
const argon2 = loadOnFirstUse<typeof Argon2>("@node-rs/argon2");

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

export function hashPassword(
  password: string,
  cost: PasswordHashCost = "standard",
): Promise<string> {
  return argon2().hash(password, ARGON2_COSTS[cost]);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  const { verify } = argon2();
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

const dummyHashes = new Map<PasswordHashCost, Promise<string>>();
/**
 * Spends the same time as a real check of a hash made at `cost`, so a login for an unknown user
 * is not faster.
 */
export async function burnPasswordCheck(
  password: string,
  cost: PasswordHashCost = "standard",
): Promise<void> {
  let dummyHash = dummyHashes.get(cost);
  if (!dummyHash) {
    dummyHash = hashPassword("a-password-no-account-has", cost);
    dummyHashes.set(cost, dummyHash);
  }
  await verifyPassword(await dummyHash, password);
}
