import { defineConfig } from 'vitest/config'

// The server suite runs on the embedded PGlite and, when TEST_DATABASE_URL is set (CI),
// a second time on PostgreSQL, each test file in a schema of its own.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL)
const serverTests = ['apps/server/src/**/*.test.ts']
// CI (.ci/run) asks for a JSON report to print its one-line totals from.
const jsonReport = process.env.VITEST_JSON_REPORT

export default defineConfig({
  test: {
    reporters: jsonReport ? ['default', ['json', { outputFile: jsonReport }]] : ['default'],
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
          include: serverTests,
          env: { TEST_DB: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(onPostgres
        ? [
            {
              test: {
                name: 'server-pg',
                include: serverTests,
                env: { TEST_DB: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
