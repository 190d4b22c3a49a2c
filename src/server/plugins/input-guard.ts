import type { FastifyInstance } from "fastify";
import { AppError } from "#server/lib/errors";

export const NUL_CHARACTER_MESSAGE = "Text cannot contain the NUL character (\\u0000).";

/**
 * Where the first string holding a NUL character sits in `value` ("title", "tags.2"), or
 * undefined when there is none. Keys count as text too. Iterative, so that no nesting depth a
 * body can reach overflows the stack.
 */
export function findNulCharacter(value: unknown): string | undefined {
  const pending: { value: unknown; path: string }[] = [{ value, path: "" }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: current, path } = next;
    if (typeof current === "string") {
      if (current.includes("\u0000")) return path || "_";
    } else if (current !== null && typeof current === "object") {
      for (const [key, child] of Object.entries(current)) {
        const childPath = path ? `${path}.${key}` : key;
        if (key.includes("\u0000")) return childPath;
        pending.push({ value: child, path: childPath });
      }
    }
  }
  return undefined;
}

/**
 * PostgreSQL text cannot hold a NUL character: refuse it in any path parameter, query value or
 * JSON body before it reaches a route, rather than failing the query that would store it.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook("preValidation", async (request) => {
    const field =
      findNulCharacter(request.params) ??
      findNulCharacter(request.query) ??
      findNulCharacter(request.body);
    if (field !== undefined)
      throw new AppError(400, NUL_CHARACTER_MESSAGE, "validation", {
        [field]: [NUL_CHARACTER_MESSAGE],
      });
  });
}
