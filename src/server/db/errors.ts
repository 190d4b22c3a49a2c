interface PgError {
  code?: string;
  constraint?: string;
  cause?: unknown;
}

/** The name of the unique constraint a failed insert or update broke, if that is why it failed. */
export function violatedUniqueConstraint(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const pgError = current as PgError;
    if (pgError.code === "23505") return pgError.constraint ?? "unknown";
    current = pgError.cause;
  }
  return null;
}
