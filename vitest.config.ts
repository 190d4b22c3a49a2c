import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

// Inherited by the global setup and every test worker: names this run's database template.
process.env.EVENTEAZY_TEST_RUN ??= String(process.pid);

const apiTests = ["src/server/**/*.test.ts"];
/** Server tests that open no database: the PostgreSQL run would only repeat them. */
const databaseFreeApiTests = [
  "src/server/modules/admin/admin-create-usage.test.ts",
  "src/server/startup/seed/demo-images.test.ts",
  "src/server/lib/geo/*.test.ts",
  "src/server/lib/passwords.test.ts",
  "src/server/config.test.ts",
  "src/server/modules/suppliers/nearby-page.test.ts",
  // Files and buckets only.
  "src/server/lib/storage/image-store.test.ts",
  "src/server/lib/storage/uploads-to-s3-script.test.ts",
  "src/server/modules/availability/calendar-reader.test.ts",
  // Opens its own PostgreSQL database whichever project runs it.
  "src/server/workers.test.ts",
  // Opens an embedded database of its own.
  "src/server/db/embedded-settings.test.ts",
  // Backs up and restores the embedded database only.
  "src/server/db/backup.test.ts",
  // Start a server process on its own embedded database.
  "src/server/shutdown.test.ts",
  "src/server/compiled-server.test.ts",
];
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * Files that each take far longer than the rest (bulk loads for query plans, generated requests to
 * every route, servers and commands started as processes). Started last, one of them would keep a
 * worker busy long after the other had run out of files.
 */
const longFiles = [
  "src/server/modules/availability/availability-plan.test.ts",
  "src/server/fuzz.test.ts",
  "src/server/modules/messages/message-limits.test.ts",
  "src/server/db/backup.test.ts",
  "src/server/workers.test.ts",
  "src/server/startup/prepare.test.ts",
  "src/server/shutdown.test.ts",
  "src/server/modules/admin/admin-create-script.test.ts",
];

/**
 * Vitest's own order (each project's files together; the longest first when an earlier run on
 * this machine timed them, else the largest first), with the long files first in their project:
 * a fresh clone, as in CI, has no timings.
 */
class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isLong = (file: TestSpecification) =>
      longFiles.some((long) => file.moduleId.endsWith(long));
    const projects = [...new Set(sorted.map((file) => file.project.name))];
    return projects.flatMap((project) => {
      const own = sorted.filter((file) => file.project.name === project);
      return [...own.filter(isLong), ...own.filter((file) => !isLong(file))];
    });
  }
}

export default defineConfig({
  test: {
    pool: "forks",
    // Vitest leaves one core idle by default, which on a two-core machine runs every file in
    // turn. A test file spends much of its time waiting on its database (the PostgreSQL server
    // is another process), so one worker more than the cores keeps both busy.
    maxWorkers: Number(process.env.TEST_WORKERS) || availableParallelism() + 1,
    sequence: { sequencer: LongFilesFirst },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Inline projects inherit the options above only with `extends: true`.
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["src/shared/**/*.test.ts", "src/client/**/*.test.ts"],
          // Pure functions, no stubs or mocks: one module load per worker serves every file.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "components",
          include: ["src/client/**/*.test.tsx"],
          environment: "jsdom",
          setupFiles: ["tests/support/component-setup.ts"],
          // Each file loading React, Radix and jsdom afresh doubled the project's time. What
          // outlives a test is cleared after it: the setup file closes toasts and unmounts the
          // page, and unstubGlobals restores fetch.
          isolate: false,
          unstubGlobals: true,
        },
      },
      {
        extends: true,
        test: {
          name: "api:pglite",
          include: apiTests,
          globalSetup: ["tests/support/global-setup-pglite.ts"],
          env: { TEST_DB_KIND: "pglite" },
          // Loading the server afresh for every file was a third of the project's time. Each file
          // builds its own app on its own database, and the server keeps no state in its modules.
          isolate: false,
        },
      },
      ...(withPostgres
        ? [
            {
              extends: true as const,
              test: {
                name: "api:postgres",
                include: apiTests,
                exclude: databaseFreeApiTests,
                globalSetup: ["tests/support/global-setup-postgres.ts"],
                env: { TEST_DB_KIND: "postgres" },
                isolate: false,
              },
            },
          ]
        : []),
    ],
  },
});
