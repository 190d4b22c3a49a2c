// Import boundaries of docs/architecture.md (§Layers and §What may import what). Run by `npm run check`.
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
      name: "server-foundations-not-to-modules",
      comment:
        "db/, lib/ and plugins/ are the layers the domain modules build on, so they never import a module; move what they share down beside them.",
      severity: "error",
      from: { path: "^src/server/(db|lib|plugins)/" },
      to: { path: "^src/server/modules/" },
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
