import http from "node:http";

interface CeilingRequest {
  bodyBase64: string;
  headers: Record<string, string>;
}

function isCeilingRequest(value: unknown): value is CeilingRequest {
  if (typeof value !== "object" || value === null) return false;
  return (
    "bodyBase64" in value &&
    typeof value.bodyBase64 === "string" &&
    "headers" in value &&
    typeof value.headers === "object" &&
    value.headers !== null
  );
}

// The parent sends the exact answer to serve (its headers and body) over IPC, then learns the
// port from our reply.
process.once("message", (message: unknown) => {
  if (!isCeilingRequest(message)) {
    process.exit(2);
  }
  const body = Buffer.from(message.bodyBase64, "base64");
  const headers = { ...message.headers, "content-length": String(body.length) };
  const server = http.createServer((_request, response) => {
    response.writeHead(200, headers);
    response.end(body);
  });
  server.listen(0, "127.0.0.1", () => {
    const address = server.address();
    const port = typeof address === "object" && address !== null ? address.port : 0;
    process.send?.({ port });
  });
  process.once("disconnect", () => process.exit(0));
  process.once("SIGTERM", () => server.close(() => process.exit(0)));
});
