import { describe, expect, it } from "vitest";
import { burnPasswordCheck, hashPassword, verifyPassword } from "./passwords";

const PASSWORD = "amber-ferry-lighthouse";

describe("password hashes", () => {
  it("are argon2id at OWASP's baseline by default: 19 MiB, 2 passes, 1 lane", async () => {
    const hash = await hashPassword(PASSWORD);
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await hashPassword(PASSWORD, "standard")).toMatch(
      /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/,
    );
  });

  it("at the test cost are still salted argon2id, only cheaper", async () => {
    const hash = await hashPassword(PASSWORD, "test");
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=8,t=1,p=1\$/);
    expect(await hashPassword(PASSWORD, "test")).not.toBe(hash);
  });

  it("verify the right password and refuse a wrong one, whichever cost made them", async () => {
    for (const cost of ["standard", "test"] as const) {
      const hash = await hashPassword(PASSWORD, cost);
      expect(await verifyPassword(hash, PASSWORD)).toBe(true);
      expect(await verifyPassword(hash, `${PASSWORD}x`)).toBe(false);
    }
    expect(await verifyPassword("not a hash", PASSWORD)).toBe(false);
  });

  it("a check for an unknown account completes at either cost", async () => {
    await expect(burnPasswordCheck(PASSWORD)).resolves.toBeUndefined();
    await expect(burnPasswordCheck(PASSWORD, "test")).resolves.toBeUndefined();
  });
});
