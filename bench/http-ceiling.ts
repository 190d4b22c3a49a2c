import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";

export interface HttpCeiling {
  url: string;
  stop(): Promise<void>;
}

const CHILD = fileURLToPath(new URL("./http-ceiling-child.ts", import.meta.url));

/**
 * Serves `body` with the same headers from a bare node:http server in its own process, so it gets a CPU of its own
 * exactly as the EventEazy child does, instead of sharing an event loop with autocannon.
 */
export async function startHttpCeiling(
  path: string,
  body: Buffer,
  headers: Record<string, string>,
  defer: (cleanup: () => Promise<void>) => void,
): Promise<HttpCeiling> {
  const child = fork(CHILD, [], { execArgv: ["--import", "tsx"], stdio: "inherit" });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
      await exited;
      clearTimeout(timer);
    }
  };
  defer(stop);

  try {
    const port = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error("bare HTTP server did not start in 15 s")),
        15_000,
      );
      child.once("message", (message: unknown) => {
        clearTimeout(timer);
        if (typeof message === "object" && message !== null && "port" in message) {
          resolve(Number(message.port));
        } else reject(new Error("bare HTTP server sent an unexpected message"));
      });
      child.once("exit", (code) => {
        clearTimeout(timer);
        reject(new Error(`bare HTTP server exited early (code ${code})`));
      });
      child.send({ bodyBase64: body.toString("base64"), headers });
    });
    return { url: `http://127.0.0.1:${port}${path}`, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
