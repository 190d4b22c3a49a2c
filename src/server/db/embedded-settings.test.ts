import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase, queryRows } from "#server/db/client";

/** An embedded database of its own, so this file runs once, not once per database. */
let database: DatabaseHandle;

beforeAll(async () => {
  database = await openDatabase({});
});

afterAll(() => database.close());

it("keeps a 16 MB page cache in the embedded database, not PostgreSQL's 128 MB", async () => {
  const rows = await queryRows(database.db, sql`show shared_buffers`);
  expect(rows).toEqual([{ shared_buffers: "16MB" }]);
});
