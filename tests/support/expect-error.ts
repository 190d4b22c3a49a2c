import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";

export interface ErrorAnswer {
  message: string;
  code?: string;
  fieldErrors?: Record<string, string[]>;
}

/** An error answer: the status, JSON with a `message`, and that message when one is given. */
export function expectError(
  response: LightMyRequestResponse,
  status: number,
  message?: string,
): ErrorAnswer {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers["content-type"]).toMatch(/^application\/json/);
  const body = response.json<ErrorAnswer>();
  expect(typeof body.message).toBe("string");
  if (message !== undefined) expect(body.message).toBe(message);
  return body;
}
