import type pg from "pg";

/** A node of PostgreSQL's EXPLAIN (FORMAT JSON) plan, as far as the plan tests read it. */
export interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  /** The condition the node tests on each row it reads. */
  Filter?: string;
  Plans?: PlanNode[];
}

/** The node and every node below it. */
export function planNodes(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(planNodes)];
}

/** The plan as indented lines, for a failing assertion's message. */
export function describePlan(node: PlanNode, depth = 0): string {
  const on = node["Index Name"] ?? node["Relation Name"];
  return [
    `${"  ".repeat(depth)}${node["Node Type"]}${on ? ` on ${on}` : ""}`,
    ...(node.Plans ?? []).map((child) => describePlan(child, depth + 1)),
  ].join("\n");
}

/** A statement a recording pool saw: its name when prepared, its text and its values. */
export interface RecordedStatement {
  name?: string;
  text: string;
  params: unknown[];
}

/**
 * The pool as Drizzle and the prepared statements use it, telling `record` of every statement
 * sent, whether through the pool itself or through a connection taken from it.
 */
export function recordingPool(pool: pg.Pool, record: (statement: RecordedStatement) => void) {
  const recorded = (owner: pg.Pool | pg.PoolClient) =>
    ((config: string | pg.QueryConfig, values?: unknown[]) => {
      if (typeof config === "string") record({ text: config, params: values ?? [] });
      else record({ name: config.name, text: config.text, params: values ?? config.values ?? [] });
      return owner.query(config as string, values);
    }) as pg.Pool["query"];
  const recording = Object.create(pool) as pg.Pool;
  recording.query = recorded(pool);
  recording.connect = (async () => {
    const connection = await pool.connect();
    const wrapped = Object.create(connection) as pg.PoolClient;
    wrapped.query = recorded(connection);
    wrapped.release = (error?: Error | boolean) => connection.release(error);
    return wrapped;
  }) as pg.Pool["connect"];
  return recording;
}

/**
 * A prepared statement's values written out for `execute name(…)`: lists as array literals, text
 * as string literals.
 */
export function executeArguments(params: unknown[]): string {
  return params
    .map((param) =>
      Array.isArray(param)
        ? `'{${param.map(Number).join(",")}}'`
        : typeof param === "string"
          ? `'${param.replaceAll("'", "''")}'`
          : Number(param),
    )
    .join(", ");
}
