import { PGlite } from "@electric-sql/pglite";
import { Placeholder, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Db } from "./client";

const dialect = new PgDialect();

/**
 * A statement that each database connection parses and plans once, then runs with new numbers.
 * Only numbers are bound: values that change the plan (a category, a LIMIT) belong in the text,
 * so the plan kept is the one every run would get (the partial index its literals prove).
 */
export interface PreparedStatement {
  /**
   * The statement's name on each connection: distinct texts must have distinct names. Null: a
   * statement sent and planned afresh each time, for rare shapes not worth keeping.
   */
  name: string | null;
  text: string;
  /** In order: the numbers built into the query and the placeholders filled on each run. */
  params: Array<number | Placeholder>;
}

export function prepareStatement(name: string | null, query: SQL): PreparedStatement {
  const { sql: text, params } = dialect.sqlToQuery(query);
  for (const param of params)
    if (!(param instanceof Placeholder) && typeof param !== "number")
      throw new Error(
        `prepared statement ${name} binds a ${typeof param}; only numbers may be bound`,
      );
  return { name, text, params: params as PreparedStatement["params"] };
}

/** The statement's own numbers and `values` in place of its placeholders, all finite. */
function boundValues(statement: PreparedStatement, values: Record<string, number>): number[] {
  return statement.params.map((param) => {
    const value = param instanceof Placeholder ? values[param.name] : param;
    if (typeof value !== "number" || !Number.isFinite(value))
      throw new Error(`prepared statement ${statement.name} needs a finite number for every value`);
    return value;
  });
}

/** Per PGlite database, each statement's PREPARE, shared by searches that arrive while it runs. */
const preparedOnPglite = new WeakMap<PGlite, Map<string, Promise<unknown>>>();

function prepareOnPglite(client: PGlite, name: string, text: string): Promise<unknown> {
  let prepared = preparedOnPglite.get(client);
  if (!prepared) {
    prepared = new Map();
    preparedOnPglite.set(client, prepared);
  }
  let preparing = prepared.get(name);
  if (!preparing) {
    preparing = client.exec(`prepare ${name} as ${text}`);
    prepared.set(name, preparing);
    preparing.catch(() => prepared.delete(name));
  }
  return preparing;
}

/**
 * Runs a prepared statement. PostgreSQL: a named statement of the protocol, which node-postgres
 * parses once per pooled connection. PGlite answers its protocol with unnamed statements only,
 * so there the statement is PREPAREd in SQL once per database and EXECUTEd with the numbers
 * written out (finite numbers print as SQL numeric literals and read back as the same double).
 * Either way the database plans it afresh for its first five runs, then keeps one plan.
 */
export async function runPrepared<Row>(
  db: Db,
  statement: PreparedStatement,
  values: Record<string, number>,
): Promise<Row[]> {
  const bound = boundValues(statement, values);
  const client = (db as unknown as { $client: unknown }).$client;
  const { name, text } = statement;
  if (client instanceof PGlite) {
    if (name === null) return (await client.query<Row>(text, bound)).rows;
    await prepareOnPglite(client, name, text);
    const literals = bound.map((value) => String(value)).join(", ");
    // One simple-protocol message: cheaper in PGlite than query()'s parse, bind and execute.
    const [result] = await client.exec(`execute ${name}(${literals})`);
    return (result?.rows ?? []) as Row[];
  }
  const pool = client as {
    query?(config: { name?: string; text: string; values: number[] }): Promise<{ rows: Row[] }>;
  };
  // A transaction's Drizzle handle carries no client of its own: prepared runs take the database's.
  if (typeof pool?.query !== "function")
    throw new Error(`prepared statement ${statement.name} needs the database, not a transaction`);
  const result = await pool.query(
    name === null ? { text, values: bound } : { name, text, values: bound },
  );
  return result.rows;
}
