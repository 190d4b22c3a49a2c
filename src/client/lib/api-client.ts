/** An answer other than 2xx. `message` is the server's words; `toString()` reads "{status}: {message}". */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string,
    readonly fieldErrors?: Record<string, string[]>,
    readonly code?: string,
  ) {
    super(`${status}: ${serverMessage}`);
  }
}

interface ErrorPayload {
  message?: unknown;
  error?: unknown;
  fieldErrors?: Record<string, string[]>;
  code?: string;
}

async function errorFrom(response: Response): Promise<ApiError> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    return new ApiError(response.status, response.statusText);
  }
  let payload: ErrorPayload | null = null;
  try {
    payload = JSON.parse(text) as ErrorPayload;
  } catch {
    payload = null;
  }
  const message =
    (typeof payload?.message === "string" && payload.message) ||
    (typeof payload?.error === "string" && payload.error) ||
    text ||
    response.statusText;
  if (import.meta.env.DEV)
    console.warn("API error", response.status, response.statusText, response.url, text);
  return new ApiError(response.status, message, payload?.fieldErrors, payload?.code);
}

/** How a call reaches the API: the browser's fetch, or on the server the app answering in-process. */
export type ApiFetch = (url: string, init: RequestInit) => Promise<Response>;

let sendToApi: ApiFetch = (url, init) => fetch(url, init);

/** The server renderer answers the pages' calls itself; the browser keeps the default. */
export function setApiFetch(fetcher: ApiFetch) {
  sendToApi = fetcher;
}

export async function apiRequest<T>(method: string, url: string, body?: unknown): Promise<T> {
  const isForm = typeof FormData !== "undefined" && body instanceof FormData;
  const response = await sendToApi(url, {
    method,
    credentials: "include",
    headers: body === undefined || isForm ? undefined : { "content-type": "application/json" },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  if (!response.ok) throw await errorFrom(response);
  if (response.status === 204) return undefined as T;
  const type = response.headers.get("content-type") ?? "";
  return (type.includes("application/json") ? response.json() : response.text()) as Promise<T>;
}

export const api = {
  get: <T>(url: string) => apiRequest<T>("GET", url),
  post: <T>(url: string, body?: unknown) => apiRequest<T>("POST", url, body ?? {}),
  put: <T>(url: string, body?: unknown) => apiRequest<T>("PUT", url, body ?? {}),
  delete: <T>(url: string) => apiRequest<T>("DELETE", url),
};

/** The server's message for a failed call, or the fallback the spec gives for that screen. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}
