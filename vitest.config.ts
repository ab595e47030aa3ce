import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

// The server suite runs on the embedded PGlite and, when TEST_DATABASE_URL is set (CI),
// a second time on PostgreSQL, each test file in a schema of its own.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL)
const serverTests = ['apps/server/src/**/*.test.ts']
// CI (.ci/run) asks for a JSON report to print its one-line totals from.
const jsonReport = process.env.VITEST_JSON_REPORT
// The server suite's files share their worker's loaded modules (and PGlite's compiled engine):
// importing the application anew for every file cost about 10 s a file. They leave nothing
// behind: each opens its own database and closes it, and none mocks a module or the clock.
const serverFiles = { include: serverTests, isolate: false, testTimeout: 30_000, hookTimeout: 60_000 }

export default defineConfig({
  test: {
    reporters: jsonReport ? ['default', ['json', { outputFile: jsonReport }]] : ['default'],
    // Every core: the tests wait on their databases more than they compute, and Vitest's default
    // (one fewer) is a single worker on the two-core CI machine.
    maxWorkers: availableParallelism(),
    projects: [
      { test: { name: 'unit', include: ['packages/*/src/**/*.test.ts', 'scripts/**/*.test.ts'] } },
      // The member site's rule-heavy pieces, rendered in happy-dom (a browser-like DOM in Node).
      // The viewer's computer is in New York, away from the test brands' Kuala Lumpur and from
      // UTC: a time shown in the viewer's zone instead of the merchant's fails (decision 022).
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          env: { TZ: 'America/New_York' },
        },
      },
      // The back-office console (apps/admin): its screens in happy-dom, the API faked at fetch.
      { test: { name: 'admin', include: ['apps/admin/src/**/*.test.{ts,tsx}'], environment: 'happy-dom' } },
      {
        test: {
          name: 'server',
          ...serverFiles,
          env: { TEST_DB: 'pglite' },
          // One migrated PGlite database, dumped, that every test database starts from.
          globalSetup: ['apps/server/src/test/pglite-template.setup.ts'],
        },
      },
      ...(onPostgres
        ? [
            {
              test: {
                name: 'server-pg',
                ...serverFiles,
                env: { TEST_DB: 'postgres' },
              },
            },
          ]
        : []),
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          // After everything else, alone: a browser and a server share the machine with nothing.
          sequence: { groupOrder: 1 },
          testTimeout: 90_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
