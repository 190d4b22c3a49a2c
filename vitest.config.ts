import { defineConfig } from "vitest/config";

const apiTests = ["src/server/**/*.test.ts"];
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    pool: "forks",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      { test: { name: "unit", include: ["src/shared/**/*.test.ts", "src/client/**/*.test.ts"] } },
      {
        test: {
          name: "api:pglite",
          include: apiTests,
          globalSetup: ["tests/support/global-setup-pglite.ts"],
          env: { TEST_DB_KIND: "pglite" },
        },
      },
      ...(withPostgres
        ? [
            {
              test: {
                name: "api:postgres",
                include: apiTests,
                globalSetup: ["tests/support/global-setup-postgres.ts"],
                env: { TEST_DB_KIND: "postgres" },
              },
            },
          ]
        : []),
    ],
  },
});
