import { vi } from "vitest";
import type { ErrorBody } from "#shared/contracts/common";

type Answer = (request: Request) => Response | Promise<Response>;

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json" },
  });
}

/** A refusal as the server's error handler words it. */
export function errorResponse(status: number, body: ErrorBody): Response {
  return jsonResponse(status, body);
}

/**
 * Stands in for the server at the network boundary: `answers` maps "METHOD /path" to a response,
 * so components run through their real API calls. A call with no answer is recorded and refused,
 * letting a test see that the component asked for something it should not have.
 */
export function fakeApi(answers: Record<string, Answer>) {
  const requests: Request[] = [];
  const unanswered: string[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(String(input), "http://eventeazy.test"), init);
    requests.push(request.clone());
    const route = `${request.method} ${new URL(request.url).pathname}`;
    const answer = answers[route];
    if (answer) return answer(request);
    unanswered.push(route);
    return errorResponse(404, { message: `No answer for ${route}` });
  });
  return {
    requests,
    unanswered,
    /** The query of each call to one route, in order, as plain objects. */
    queriesSentTo(route: string): Record<string, string>[] {
      return requests
        .filter((request) => `${request.method} ${new URL(request.url).pathname}` === route)
        .map((request) => Object.fromEntries(new URL(request.url).searchParams));
    },
    /** The JSON bodies sent to one route, in order. */
    async bodiesSentTo(route: string): Promise<unknown[]> {
      const matching = requests.filter(
        (request) => `${request.method} ${new URL(request.url).pathname}` === route,
      );
      return Promise.all(matching.map((request) => request.clone().json()));
    },
  };
}
