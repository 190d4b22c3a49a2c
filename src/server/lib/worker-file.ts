/**
 * A worker's code (`<name>.ts` beside the module starting it), found from that module's
 * `import.meta.url`. Compiled, scripts/build.mjs puts it beside the chunks as `<name>.js`, which
 * runs as it is; from source (development, tests) it is the TypeScript file, which a worker
 * thread or a child process can run only through tsx.
 */
export function workerFile(name: string, from: string): { url: URL; fromSource: boolean } {
  const fromSource = from.endsWith(".ts");
  return { url: new URL(`./${name}.${fromSource ? "ts" : "js"}`, from), fromSource };
}
