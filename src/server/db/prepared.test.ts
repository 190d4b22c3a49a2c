import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase } from "#tests/support/test-database";
import { onOneConnection, prepareStatement, runPrepared } from "./prepared";

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

  it("binds a list of whole numbers as an array, the empty list included", async () => {
    const picked = prepareStatement(
      "test_prepared_picked",
      sql`select coalesce(array_agg(n order by n), '{}') as picked
        from generate_series(1, 10) as n
        where n = any(${sql.placeholder("ids")}::int[])`,
    );
    const pick = async (ids: number[]) =>
      (await runPrepared<{ picked: number[] }>(database.handle.db, picked, { ids }))[0]?.picked;
    expect(await pick([9, 2, 4, 40])).toEqual([2, 4, 9]);
    expect(await pick([-3, 7])).toEqual([7]);
    expect(await pick([])).toEqual([]);
  });

  it("refuses a missing or non-finite value, or a list of other than whole numbers, before anything is sent", async () => {
    const refused: Array<Record<string, unknown>> = [
      {},
      { scale: Number.NaN, upTo: 3 },
      { scale: 1, upTo: Number.POSITIVE_INFINITY },
      { scale: 1, upTo: [1.5] },
      { scale: 1, upTo: ["1); drop table users; --"] },
    ];
    for (const values of refused)
      await expect(
        runPrepared(database.handle.db, squares, values as Record<string, number>),
      ).rejects.toThrow(/finite number/);
  });

  it("runs a piece of work's statements on one connection, and gives it back whatever happens", async () => {
    const backend = prepareStatement(
      "test_prepared_backend",
      sql`select pg_backend_pid() as pid, ${sql.placeholder("step")}::int as step`,
    );
    const { db } = database.handle;
    const pids = await onOneConnection(db, async (run) => {
      const seen: number[] = [];
      for (let step = 0; step < 4; step += 1) {
        // Other work in between takes the pool's other connections.
        await Promise.all(Array.from({ length: 3 }, () => runPrepared(db, backend, { step })));
        const [row] = await run<{ pid: number }>(backend, { step });
        if (row) seen.push(row.pid);
      }
      return seen;
    });
    expect(pids).toHaveLength(4);
    expect(new Set(pids).size).toBe(1);

    // More failures than the pool has connections: each one's connection came back.
    for (let attempt = 0; attempt < 12; attempt += 1)
      await expect(
        onOneConnection(db, async (run) => {
          await run(backend, { step: attempt });
          throw new Error("the work failed");
        }),
      ).rejects.toThrow("the work failed");
    const [after] = await runPrepared<{ step: number }>(db, backend, { step: 5 });
    expect(after?.step).toBe(5);
  });
});
