import http from "node:http";

export interface RawResponse {
  status: number;
  contentType: string;
  body: Buffer;
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
          body: Buffer.concat(chunks),
        }),
      );
      response.on("error", reject);
    });
    request.on("timeout", () => request.destroy(new Error(`GET ${url} timed out`)));
    request.on("error", reject);
  });
}
