import cluster, { type Worker } from "node:cluster";

/** A worker that dies after start-up is replaced after this pause, so a crash loop cannot spin. */
const REPLACE_AFTER_MS = 1000;

function exited(worker: Worker): Promise<void> {
  if (worker.isDead()) return Promise.resolve();
  return new Promise((resolve) => worker.once("exit", () => resolve()));
}

/**
 * Runs in the primary process once the database is migrated and seeded: forks `count` workers
 * that share the port (each runs main.ts, opens its own connections and serves), resolves once
 * all of them listen, and replaces any that dies afterwards. SIGTERM or SIGINT is passed on to
 * every worker, which finishes its requests in flight; the primary exits when they have gone.
 */
export async function superviseWorkers(count: number): Promise<void> {
  let isStopping = false;
  const stopAll = async () => {
    isStopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => Boolean(w));
    for (const worker of workers) worker.process.kill("SIGTERM");
    await Promise.all(workers.map(exited));
  };
  const shutdown = () => {
    if (!isStopping) void stopAll().then(() => process.exit(0));
  };
  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);

  await new Promise<void>((resolve, reject) => {
    let listening = 0;
    const onListening = () => {
      listening += 1;
      if (listening === count) {
        cluster.off("listening", onListening);
        cluster.off("exit", onEarlyExit);
        resolve();
      }
    };
    const onEarlyExit = (worker: Worker, code: number | null, signal: string | null) => {
      cluster.off("listening", onListening);
      cluster.off("exit", onEarlyExit);
      void stopAll().then(() =>
        reject(
          new Error(
            `worker ${worker.process.pid} stopped before it listened (${signal ?? `exit code ${code}`})`,
          ),
        ),
      );
    };
    cluster.on("listening", onListening);
    cluster.on("exit", onEarlyExit);
    for (let index = 0; index < count; index += 1) cluster.fork();
  });

  cluster.on("exit", (worker, code, signal) => {
    if (isStopping) return;
    console.error(
      `EventEazy worker ${worker.process.pid} stopped (${signal ?? `exit code ${code}`}); starting another.`,
    );
    setTimeout(() => {
      if (!isStopping) cluster.fork();
    }, REPLACE_AFTER_MS);
  });
}
