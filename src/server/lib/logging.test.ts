import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/test-app";

interface LogEntry {
  msg?: string;
  err?: unknown;
}

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  t = await createTestApp({ LOG_LEVEL: "info" }, {}, { logStream });
});
afterAll(() => t.close());

describe("the log of a failed query", () => {
  it("names the statement and the database's complaint, and none of the values sent with it", async () => {
    // Every new account's row is refused, after the checks that come before the insert.
    await t.database.handle.db.execute(
      sql`alter table users add constraint refuse_every_insert check (false) not valid`,
    );
    const secrets = {
      name: "Secret Person",
      email: "secret.person@example.test",
      username: "secretperson",
      password: "hidden-lantern-42",
    };
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: secrets,
    });
    expect(response.statusCode, response.body).toBe(500);

    const failure = lines
      .map((line) => JSON.parse(line) as LogEntry)
      .find((entry) => entry.msg === "request failed");
    expect(failure?.err, lines.join("")).toBeDefined();
    const logged = JSON.stringify(failure?.err);
    // What an operator needs: which statement failed and why.
    expect(logged).toMatch(/insert into \\"users\\"/);
    expect(logged).toMatch(/refuse_every_insert/);
    // What no log may hold: the values, the password's hash, or the row the database echoes back.
    const text = lines.join("\n");
    for (const value of Object.values(secrets)) expect(text).not.toContain(value);
    expect(text).not.toMatch(/\$argon2/);
    expect(text).not.toMatch(/params:|Failing row/);
  });
});
