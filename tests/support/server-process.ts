import { type ChildProcess, execFile, spawn } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { promisify } from "node:util";
import { compiledFile } from "./compiled-build";

const root = path.resolve(import.meta.dirname, "../..");

/** A port nobody listens on right now, for a server the test starts as its own process. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address !== null ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  /** Everything the process wrote so far, standard output and error together. */
  output(): string;
  /** Resolves once the output contains `text`; rejects if the process ends first. */
  waitFor(text: string | RegExp): Promise<void>;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<number | NodeJS.Signals>;
}

/**
 * The server started as operators start it (`npm start` runs the compiled `main.js` with plain
 * Node; the run's build is in compiled-build.ts), with only the given environment; or Node with
 * `nodeArguments` instead.
 */
export function startServerProcess(
  env: Record<string, string>,
  nodeArguments = ["--enable-source-maps", compiledFile("main")],
): ServerProcess {
  const child = spawn(process.execPath, nodeArguments, {
    cwd: root,
    env: { PATH: process.env.PATH ?? "", LOG_LEVEL: "warn", HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const watchers = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    output += chunk.toString("utf8");
    for (const check of [...watchers]) check();
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const exited = new Promise<number | NodeJS.Signals>((resolve) =>
    child.once("exit", (code, signal) => {
      resolve(signal ?? code ?? -1);
      for (const check of [...watchers]) check();
    }),
  );
  return {
    child,
    output: () => output,
    exited,
    waitFor(text) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = typeof text === "string" ? output.includes(text) : text.test(output);
          if (found) {
            watchers.delete(check);
            resolve();
          } else if (child.exitCode !== null || child.signalCode !== null) {
            watchers.delete(check);
            reject(new Error(`the server ended before writing ${text}:\n${output}`));
          }
        };
        watchers.add(check);
        check();
      });
    },
  };
}

/** The ids of the EventEazy server processes `pid` started that are still running. */
export async function childProcessIds(pid: number): Promise<number[]> {
  const { stdout } = await promisify(execFile)("ps", [
    "-o",
    "pid=,stat=,args=",
    "--ppid",
    String(pid),
  ]).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? "" }));
  return (
    stdout
      .split("\n")
      .map((line) => line.trim().split(/\s+/))
      // Server processes only, alive: not a helper a tool spawned (such as a compiler service) nor
      // one that has exited and not yet been reaped.
      .filter(
        ([, state = "", ...args]) =>
          !state.startsWith("Z") && args.join(" ").includes(compiledFile("main")),
      )
      .map(([id]) => Number(id))
      .filter((id) => id > 0)
  );
}
