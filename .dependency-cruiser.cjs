// Import boundaries of docs/architecture.md (§Layers and §What may import what). Run by `npm run check`,
// with .dependency-cruiser-folders.cjs (no loops between server folders).
// CommonJS because package.json says "type": "module" and depcruise loads its config with require.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "shared-is-standalone",
      comment:
        "src/shared is used by both sides, so it may import nothing from src/server or src/client.",
      severity: "error",
      from: { path: "^src/shared/" },
      to: { path: "^src/(server|client)/" },
    },
    {
      name: "client-not-to-server",
      comment:
        "The browser talks to the server only through the JSON API; share code via src/shared.",
      severity: "error",
      from: { path: "^src/client/" },
      to: { path: "^src/server/" },
    },
    {
      name: "server-not-to-client",
      comment: "The server never imports browser code; share code via src/shared.",
      severity: "error",
      from: { path: "^src/server/" },
      to: { path: "^src/client/" },
    },
    {
      name: "feature-internals-are-private",
      comment:
        "A client feature may use another feature only through that feature's api/ folder (its query hooks) or its index.ts (the parts it offers other pages to embed); pages and components stay private.",
      severity: "error",
      from: { path: "^src/client/features/([^/]+)/" },
      to: {
        path: "^src/client/features/[^/]+/",
        // $1 is the importing feature, captured by from.path.
        pathNot: [
          "^src/client/features/$1/",
          "^src/client/features/[^/]+/api/",
          "^src/client/features/[^/]+/index\\.ts$",
        ],
      },
    },
    {
      name: "shared-client-code-not-to-features-or-app",
      comment:
        "components/ and lib/ are the layer features build on, so they cannot depend on features or the app shell.",
      severity: "error",
      from: { path: "^src/client/(components|lib)/" },
      to: { path: "^src/client/(features|app)/" },
    },
    {
      name: "features-not-to-app",
      comment:
        "The app shell (router, layout) composes features; a feature never reaches back into it.",
      severity: "error",
      from: { path: "^src/client/features/" },
      to: { path: "^src/client/app/" },
    },
    {
      name: "server-config-is-the-ground",
      comment:
        "config.ts parses the settings every other server file reads, so it imports nothing of the server.",
      severity: "error",
      from: { path: "^src/server/config\\.ts$" },
      to: { path: "^src/server/", pathNot: "^src/server/config\\.ts$" },
    },
    {
      name: "db-stands-on-config-alone",
      comment:
        "db/ (schema, client, migrations, prepared statements, backups) is the layer lib/ and every module build on: it uses only config.ts.",
      severity: "error",
      from: { path: "^src/server/db/", pathNot: "\\.test\\.ts$" },
      to: { path: "^src/server/", pathNot: "^src/server/(db/|config\\.ts$)" },
    },
    {
      name: "lib-not-to-plugins",
      comment: "lib/ holds the adapters plugins/ are made of, so it never imports a plugin.",
      severity: "error",
      from: { path: "^src/server/lib/" },
      to: { path: "^src/server/plugins/" },
    },
    {
      name: "server-foundations-not-to-modules",
      comment:
        "db/, lib/ and plugins/ are the layers the domain modules build on, so they never import a module, the start-up or the assembly; move what they share down beside them.",
      severity: "error",
      from: { path: "^src/server/(db|lib|plugins)/" },
      to: { path: "^src/server/(modules|startup)/|^src/server/(app|main|workers)\\.ts$" },
    },
    {
      name: "route-dependencies-below-the-modules",
      comment:
        "Every route module imports what it receives from modules/route-dependencies.ts, so that file takes its types from below the modules, never from one of them.",
      severity: "error",
      from: { path: "^src/server/modules/route-dependencies\\.ts$" },
      to: { path: "^src/server/modules/[^/]+/" },
    },
    {
      name: "modules-not-to-startup-or-assembly",
      comment:
        "buildApp (app.ts) assembles the modules and main.ts and workers.ts run it; the start-up prepares the data before it. A module reaches none of them: what it needs from another module at assembly it receives as an option.",
      severity: "error",
      from: { path: "^src/server/modules/", pathNot: "\\.test\\.ts$" },
      to: { path: "^src/server/startup/|^src/server/(app|main|workers)\\.ts$" },
    },
    {
      name: "startup-on-the-foundations",
      comment:
        "startup/ (preparing the database, reference data, the demo seed) runs before the app is built, on config.ts, db/ and lib/ alone.",
      severity: "error",
      from: { path: "^src/server/startup/", pathNot: "\\.test\\.ts$" },
      to: { path: "^src/server/(modules|plugins)/|^src/server/(app|main|workers)\\.ts$" },
    },
    {
      name: "no-circular",
      comment:
        "Cycles make load order fragile and modules impossible to reason about one at a time.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "no-dev-deps-in-production-code",
      comment:
        "npm ci --omit=dev leaves devDependencies out of production, so server and shared code may import them only for types. Tests beside the code are exempt.",
      severity: "error",
      from: { path: "^src/(server|shared)/", pathNot: "\\.(test|spec)\\.tsx?$" },
      to: { dependencyTypes: ["npm-dev"], dependencyTypesNot: ["type-only"] },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    // Type-only imports are real couplings between layers, so they must be seen by the rules above.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      mainFields: ["module", "main", "types", "typings"],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
