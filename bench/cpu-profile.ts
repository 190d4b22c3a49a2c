/**
 * Where a V8 CPU profile's time went: self time summed by function and by file, heaviest first.
 * `node --import tsx bench/cpu-profile.ts <file.cpuprofile> [rows] [from s] [to s]`, the window
 * counted from the profile's start (its busy time per second is printed to find one); the server
 * writes a profile when the bench runs with BENCH_CPU_PROF_DIR set.
 */
import { readFileSync } from "node:fs";
import { formatTable } from "./format";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface CpuProfile {
  startTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const shortUrl = (url: string) =>
  url
    .replace(/^file:\/\//, "")
    .replace(/^.*\/node_modules\//, "~/")
    .replace(/^.*\/src\//, "src/");

const IDLE = new Set(["(idle)", "(program)"]);

/** Busy time per second from the profile's start, to find the window a load ran in. */
function timeline(profile: CpuProfile, byId: Map<number, ProfileNode>) {
  const busyMs: number[] = [];
  let at = 0;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    at += delta;
    if (IDLE.has(byId.get(id)?.callFrame.functionName ?? "")) return;
    const second = Math.floor(at / 1e6);
    busyMs[second] = (busyMs[second] ?? 0) + delta / 1000;
  });
  console.log(
    `busy ms per second from the start: ${[...busyMs].map((ms, second) => `${second}:${Math.round(ms ?? 0)}`).join(" ")}`,
  );
}

function summarize(file: string, rows: number, window?: { from: number; to: number }) {
  const profile = JSON.parse(readFileSync(file, "utf8")) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  timeline(profile, byId);
  const selfUs = new Map<number, number>();
  let at = 0;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    at += delta;
    if (window && (at < window.from * 1e6 || at >= window.to * 1e6)) return;
    selfUs.set(id, (selfUs.get(id) ?? 0) + delta);
  });
  const total = [...selfUs.values()].reduce((sum, us) => sum + us, 0);
  const byFunction = new Map<string, number>();
  const byFile = new Map<string, number>();
  const byPackage = new Map<string, number>();
  for (const [id, us] of selfUs) {
    const frame = byId.get(id)?.callFrame;
    if (!frame) continue;
    const url = shortUrl(frame.url) || "(native)";
    const name = `${(frame.functionName || "(anonymous)").slice(0, 60)} ${url}:${frame.lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + us);
    byFile.set(url, (byFile.get(url) ?? 0) + us);
    const pkg = url.startsWith("~/")
      ? url
          .split("/")
          .slice(1, url.split("/")[1]?.startsWith("@") ? 3 : 2)
          .join("/")
      : url.startsWith("src/")
        ? "src"
        : url.startsWith("node:")
          ? "node"
          : url;
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + us);
  }
  const top = (map: Map<string, number>, title: string) => {
    const table = [[title, "self ms", "%"]];
    for (const [name, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, rows))
      table.push([name, (us / 1000).toFixed(0), ((us / total) * 100).toFixed(1)]);
    console.log(formatTable(table));
  };
  console.log(`${file}: ${(total / 1000).toFixed(0)} ms sampled`);
  top(byPackage, "package");
  top(byFile, "file");
  top(byFunction, "function");
}

const [file, rows, from, to] = process.argv.slice(2);
if (!file) throw new Error("usage: bench/cpu-profile.ts <file.cpuprofile> [rows] [from s] [to s]");
summarize(
  file,
  Number(rows ?? 40),
  from !== undefined && to !== undefined ? { from: Number(from), to: Number(to) } : undefined,
);
