import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const SOURCE_ROOT = path.resolve(import.meta.dirname, "../..");
const ALIASES: Record<string, string> = {
  "#client/": path.join(SOURCE_ROOT, "client/"),
  "#shared/": path.join(SOURCE_ROOT, "shared/"),
};

function resolveModule(specifier: string, importer: string): string | null {
  const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
  const base = alias
    ? ALIASES[alias] + specifier.slice(alias.length)
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(importer), specifier)
      : null;
  if (base === null) return null;
  const found = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"]
    .map((ending) => base + ending)
    .find((file) => existsSync(file) && statSync(file).isFile());
  return found ?? null;
}

/** What a module loads as it runs: its value imports and re-exports, not types and not `import()`. */
function loadedSpecifiers(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const onlyTypes =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (clause.name === undefined &&
            clause.namedBindings !== undefined &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((element) => element.isTypeOnly)));
      if (!onlyTypes && ts.isStringLiteral(statement.moduleSpecifier))
        specifiers.push(statement.moduleSpecifier.text);
    } else if (
      ts.isExportDeclaration(statement) &&
      !statement.isTypeOnly &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    )
      specifiers.push(statement.moduleSpecifier.text);
  }
  return specifiers;
}

/** Every package a page's code loads before it can show, with the first chain that loads it. */
function packagesLoadedFrom(entries: string[]): Map<string, string[]> {
  const reachedFrom = new Map<string, string | null>(entries.map((entry) => [entry, null]));
  const packages = new Map<string, string[]>();
  const chainTo = (file: string) => {
    const chain: string[] = [];
    for (let at: string | null | undefined = file; at; at = reachedFrom.get(at))
      chain.push(path.relative(SOURCE_ROOT, at));
    return chain;
  };
  const queue = [...entries];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const specifier of loadedSpecifiers(file)) {
      const resolved = resolveModule(specifier, file);
      if (resolved === null) {
        if (!specifier.startsWith(".") && !specifier.startsWith("#") && !packages.has(specifier))
          packages.set(specifier, chainTo(file));
      } else if (!reachedFrom.has(resolved)) {
        reachedFrom.set(resolved, file);
        queue.push(resolved);
      }
    }
  }
  return packages;
}

const clientFile = (relative: string) => path.join(SOURCE_ROOT, "client", relative);
const SCHEMA_PACKAGES = ["zod", "@hookform/resolvers/zod"];

/**
 * The schema library costs a phone tens of milliseconds to evaluate and build its schemas, all of
 * it blocking the page. The shell and the public pages read constants from zod-free modules
 * (`#shared/domain/*`), the directory reads its address with `readDirectoryAddress`, and forms
 * load their checks with themselves.
 */
describe("the code a public page loads before it can show", () => {
  it.each([
    ["the shell", "main.tsx"],
    ["the home page", "app/routes/home.tsx"],
    ["the directory", "app/routes/suppliers.tsx"],
    ["a supplier's profile", "app/routes/supplier-profile.tsx"],
    ["the plans page", "app/routes/plans.tsx"],
  ])("%s does not load the schema library", (_page, entry) => {
    const packages = packagesLoadedFrom([clientFile(entry)]);
    const schemaChains = SCHEMA_PACKAGES.filter((name) => packages.has(name)).map(
      (name) => `${name} <- ${packages.get(name)?.join(" <- ")}`,
    );
    expect(schemaChains).toEqual([]);
  });

  it("finds the schema library where a page does load it", () => {
    const packages = packagesLoadedFrom([clientFile("app/routes/auth.tsx")]);
    expect(packages.get("@hookform/resolvers/zod")).toContain("client/app/routes/auth.tsx");
  });
});
