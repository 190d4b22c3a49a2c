import http from "node:http";

export interface RawResponse {
  status: number;
  contentType: string;
  /** The answer's own headers, without those about the connection, the date or the length. */
  headers: Record<string, string>;
  body: Buffer;
}

const PER_CONNECTION_HEADERS = new Set([
  "connection",
  "keep-alive",
  "date",
  "transfer-encoding",
  "content-length",
]);

function ownHeaders(headers: http.IncomingHttpHeaders): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || PER_CONNECTION_HEADERS.has(name)) continue;
    kept[name] = Array.isArray(value) ? value.join(", ") : value;
  }
  return kept;
}

/** One GET with the body kept as the exact bytes on the wire (fetch would decode them). */
export function getRaw(url: string, timeoutMs = 5_000): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { timeout: timeoutMs }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          contentType: response.headers["content-type"] ?? "application/octet-stream",
          headers: ownHeaders(response.headers),
          body: Buffer.concat(chunks),
        }),
      );
      response.on("error", reject);
    });
    request.on("timeout", () => request.destroy(new Error(`GET ${url} timed out`)));
    request.on("error", reject);
  });
}
