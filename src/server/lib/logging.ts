/**
 * Fields in which a database error carries the values of the statement: drizzle's `params`,
 * PGlite's `params` and `queryOptions`, and PostgreSQL's `detail` ("Key (email)=(...) already
 * exists", "Failing row contains (...)"), `where` and `internalQuery`.
 */
const VALUE_FIELDS = new Set([
  "params",
  "parameters",
  "queryOptions",
  "detail",
  "where",
  "internalQuery",
]);

/** The values PostgreSQL quotes in some messages ("invalid input syntax for type integer: "x""). */
const QUOTED_VALUES: [RegExp, string][] = [
  [/(invalid input syntax for type [^:]+: )".*"/g, '$1"[redacted]"'],
  [/(invalid input value for enum [^:]+: )".*"/g, '$1"[redacted]"'],
  [/value ".*" is out of range/g, 'value "[redacted]" is out of range'],
];

/** The message without the values drizzle appends to it ("Failed query: ...\nparams: a,b,c"). */
export function withoutSqlValues(message: string): string {
  let safe = message.replace(/\nparams: [\s\S]*$/, "");
  for (const [pattern, replacement] of QUOTED_VALUES) safe = safe.replace(pattern, replacement);
  return safe;
}

/**
 * An address as the log may hold it: a password reset or confirmation link's `token` and a
 * calendar feed's secret path segment are keys, and a log is read by more people than hold them.
 */
export function redactUrl(url: string): string {
  return url
    .replace(/([?&]token=)[^&#]*/gi, "$1[redacted]")
    .replace(/(\/calendar-feeds\/)[^/?#]*/gi, "$1[redacted]");
}

const MAX_CAUSES = 5;

export interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

/**
 * The log's view of an error, like pino's own but with no value a failed query was sent with:
 * no password hash, token or email address reaches the log through a database error.
 */
export function serializeError(error: Error, depth = 0): SerializedError {
  const message = withoutSqlValues(error.message);
  const frames = (error.stack ?? "").split("\n").filter((line) => /^\s+at /.test(line));
  const serialized: SerializedError = {
    type: error.constructor.name,
    message,
    stack: [`${error.name}: ${message}`, ...frames].join("\n"),
  };
  for (const [key, value] of Object.entries(error)) {
    if (VALUE_FIELDS.has(key) || key === "cause" || key in serialized) continue;
    serialized[key] = typeof value === "string" ? withoutSqlValues(value) : value;
  }
  const { cause } = error;
  if (cause !== undefined && depth < MAX_CAUSES)
    serialized.cause = cause instanceof Error ? serializeError(cause, depth + 1) : cause;
  return serialized;
}
