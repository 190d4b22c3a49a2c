import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase } from "#tests/support/test-database";
import { prepareStatement, runPrepared } from "./prepared";

describe("prepared statements", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database?.dispose());

  const squares = prepareStatement(
    "test_prepared_squares",
    sql`select n, n * ${sql.placeholder("scale")}::float8 as scaled
      from generate_series(1, ${sql.placeholder("upTo")}::int) as n
      where n > ${2}
      order by n`,
  );

  it("answers each run with its own values, the statement's numbers kept", async () => {
    const first = await runPrepared<{ n: number; scaled: number }>(database.handle.db, squares, {
      scale: 0.5,
      upTo: 4,
    });
    expect(first).toEqual([
      { n: 3, scaled: 1.5 },
      { n: 4, scaled: 2 },
    ]);
    const second = await runPrepared<{ n: number; scaled: number }>(database.handle.db, squares, {
      scale: -1e-7,
      upTo: 3,
    });
    expect(second).toEqual([{ n: 3, scaled: -3e-7 }]);
  });

  it("serves many runs at once, the first ones included, from one preparation each", async () => {
    const fresh = prepareStatement(
      "test_prepared_at_once",
      sql`select ${sql.placeholder("value")}::float8 * 2 as doubled`,
    );
    const values = Array.from({ length: 12 }, (_, index) => index + 0.25);
    const answers = await Promise.all(
      values.map((value) => runPrepared<{ doubled: number }>(database.handle.db, fresh, { value })),
    );
    expect(answers.map(([row]) => row?.doubled)).toEqual(values.map((value) => value * 2));
  });

  it("runs an unnamed statement afresh each time", async () => {
    const once = prepareStatement(null, sql`select ${sql.placeholder("value")}::int + 1 as next`);
    expect(await runPrepared(database.handle.db, once, { value: 41 })).toEqual([{ next: 42 }]);
    expect(await runPrepared(database.handle.db, once, { value: 1 })).toEqual([{ next: 2 }]);
  });

  it("binds numbers only: a text value is refused when the statement is built", () => {
    expect(() => prepareStatement("test_prepared_text", sql`select ${"supplier"} as role`)).toThrow(
      /only numbers/,
    );
  });

  it("refuses a transaction's handle, which has no connection of its own to prepare on", async () => {
    await expect(
      database.handle.db.transaction((tx) => runPrepared(tx, squares, { scale: 1, upTo: 3 })),
    ).rejects.toThrow(/not a transaction/);
  });

  it("refuses a missing or non-finite value before anything is sent", async () => {
    const refused: Array<Record<string, number>> = [
      {},
      { scale: Number.NaN, upTo: 3 },
      { scale: 1, upTo: Number.POSITIVE_INFINITY },
    ];
    for (const values of refused)
      await expect(runPrepared(database.handle.db, squares, values)).rejects.toThrow(
        /finite number/,
      );
  });
});
