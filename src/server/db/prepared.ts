import { PGlite } from "@electric-sql/pglite";
import { Placeholder, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Db } from "./client";

const dialect = new PgDialect();

/**
 * A statement that each database connection parses and plans once, then runs with new values.
 * Only numbers, lists of whole numbers (ids) and text a plan does not depend on (a search's
 * words) are bound: values that change the plan (a category, a LIMIT) belong in the text, so the
 * plan kept is the one every run would get (the partial index its literals prove).
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

/**
 * What a placeholder is filled with: a number, a list of whole numbers such as ids, or text
 * (without NUL, which PostgreSQL's text cannot hold).
 */
export type PreparedValue = number | readonly number[] | string;

const isBindable = (value: unknown): value is PreparedValue =>
  (typeof value === "number" && Number.isFinite(value)) ||
  (typeof value === "string" && !value.includes("\0")) ||
  (Array.isArray(value) && value.every((item) => Number.isSafeInteger(item)));

/** The statement's own numbers and `values` in place of its placeholders, all finite. */
function boundValues(
  statement: PreparedStatement,
  values: Record<string, PreparedValue>,
): PreparedValue[] {
  return statement.params.map((param) => {
    const value = param instanceof Placeholder ? values[param.name] : param;
    if (!isBindable(value))
      throw new Error(
        `prepared statement ${statement.name} needs a finite number, a list of whole numbers or text for every value`,
      );
    return value;
  });
}

/**
 * A bound value as SQL text: numbers print as numeric literals, lists as array literals, text as
 * a string literal with its quotes doubled (standard_conforming_strings, on since PostgreSQL 9.1,
 * reads every other character as itself).
 */
const literalOf = (value: PreparedValue) =>
  typeof value === "number"
    ? String(value)
    : typeof value === "string"
      ? `'${value.replaceAll("'", "''")}'`
      : `'{${value.join(",")}}'`;

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

/** Something that answers the protocol's queries: node-postgres's pool or one of its connections. */
interface Queryable {
  query<Row>(config: { name?: string; text: string; values: PreparedValue[] }): Promise<{
    rows: Row[];
  }>;
}

interface Pool extends Queryable {
  connect(): Promise<Queryable & { release(error?: Error): void }>;
}

/** Runs prepared statements on one place: a pool, one of its connections, or PGlite. */
export type PreparedRunner = <Row>(
  statement: PreparedStatement,
  values: Record<string, PreparedValue>,
) => Promise<Row[]>;

async function runOn<Row>(
  target: Queryable | PGlite,
  statement: PreparedStatement,
  values: Record<string, PreparedValue>,
): Promise<Row[]> {
  const bound = boundValues(statement, values);
  const { name, text } = statement;
  if (target instanceof PGlite) {
    if (name === null) return (await target.query<Row>(text, bound)).rows;
    await prepareOnPglite(target, name, text);
    const literals = bound.map(literalOf).join(", ");
    // One simple-protocol message: cheaper in PGlite than query()'s parse, bind and execute.
    const [result] = await target.exec(`execute ${name}(${literals})`);
    return (result?.rows ?? []) as Row[];
  }
  const result = await target.query<Row>(
    name === null ? { text, values: bound } : { name, text, values: bound },
  );
  return result.rows;
}

/** The database's own client: PGlite or the pool. A transaction's Drizzle handle has neither. */
function clientOf(db: Db, statement?: PreparedStatement): PGlite | Pool {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof PGlite) return client;
  const pool = client as Partial<Pool> | undefined;
  if (typeof pool?.query !== "function" || typeof pool.connect !== "function")
    throw new Error(
      `${statement ? `prepared statement ${statement.name} needs` : "prepared statements need"} the database, not a transaction`,
    );
  return pool as Pool;
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
  values: Record<string, PreparedValue>,
): Promise<Row[]> {
  return runOn<Row>(clientOf(db, statement), statement, values);
}

/**
 * Runs `work`'s prepared statements one after another on one connection. A statement that
 * follows from another's answer then goes straight to the database, instead of queueing again
 * for a connection behind every search that arrived meanwhile.
 */
export async function onOneConnection<T>(
  db: Db,
  work: (run: PreparedRunner) => Promise<T>,
): Promise<T> {
  const client = clientOf(db);
  if (client instanceof PGlite)
    return work((statement, values) => runOn(client, statement, values));
  const connection = await client.connect();
  let answer: T;
  try {
    answer = await work((statement, values) => runOn(connection, statement, values));
  } catch (error) {
    // As the pool does after a failed query: the connection is closed, not lent again.
    connection.release(error instanceof Error ? error : new Error(String(error)));
    throw error;
  }
  connection.release();
  return answer;
}
