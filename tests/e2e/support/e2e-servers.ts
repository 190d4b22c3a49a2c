import { availableParallelism } from "node:os";
import path from "node:path";

/**
 * Where the journeys' servers listen. Each Playwright worker has a server of its own, so journeys
 * side by side never wait on one server's event loop and never see each other's data:
 * E2E_WORKERS workers (one per core, at least two, unless set) and as many servers (E2E_SERVERS
 * to share fewer), on E2E_PORT (3100 unless set) and the ports after it. Without traces a third
 * worker on two cores gained nothing (decision 53).
 */
const root = path.resolve(import.meta.dirname, "../../..");

export function e2eWorkers(): number {
  return Number(process.env.E2E_WORKERS) || Math.max(2, availableParallelism());
}

export function e2eServerPorts(): number[] {
  const first = Number(process.env.E2E_PORT ?? 3100);
  const servers = Math.min(Number(process.env.E2E_SERVERS) || e2eWorkers(), e2eWorkers());
  return Array.from({ length: servers }, (_, index) => first + index);
}

/** The server the worker in this slot (Playwright's parallelIndex) talks to. */
export function e2ePortFor(parallelIndex: number): number {
  const ports = e2eServerPorts();
  return ports[parallelIndex % ports.length] as number;
}

/** A server's data directory: its embedded database, uploads, outbox and the demo logins. */
export function e2eDataDir(port: number): string {
  return path.join(root, `.tmp/e2e-data-${port}`);
}
