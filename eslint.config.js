// One flat config for the whole repository; the boundary rules are the architecture's
// dependency rules (docs/architecture.md), enforced rather than documented.
import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const noEnv = {
  object: 'process',
  property: 'env',
  message: 'Only apps/server/src/config.ts reads the environment; take values from the config object.',
}
const noMathRandom = {
  object: 'Math',
  property: 'random',
  message: 'Use node:crypto (randomInt, randomBytes) on the server.',
}

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'e2e/screenshots/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-properties': ['error', noEnv],
    },
  },
  {
    files: ['packages/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fastify', 'kysely', 'react', '**/apps/**'],
              message: 'The contract imports only typebox.',
            },
          ],
        },
      ],
    },
  },
  {
    // The engines also run in the player's browser (decision 044): no Node built-ins at all,
    // hashing through @noble/hashes, and seeds are made by the server.
    files: ['packages/engines/**/*.ts'],
    rules: {
      'no-restricted-properties': ['error', noEnv, noMathRandom],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'crypto', 'fs', 'fs/*', 'net', 'http', 'https', 'buffer'],
              message: 'Engines run in browsers too: no Node built-ins; hash with @noble/hashes.',
            },
            { group: ['fastify', 'kysely', 'pg', 'react', '**/apps/**'], message: 'Engines are pure: no I/O.' },
          ],
        },
      ],
    },
  },
  {
    // Tests run on Node and check the engines against node:crypto's own digests.
    files: ['packages/engines/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:fs*', 'node:net', 'node:http*', 'fastify', 'kysely', 'pg', 'react', '**/apps/**'],
              message: 'Engines are pure: no I/O.',
            },
          ],
        },
      ],
    },
  },
  {
    // Shared by the server and the site's bundle: pure, so not even node:* (the browser has none).
    files: ['packages/rules/**/*.ts'],
    rules: {
      'no-restricted-properties': ['error', noEnv, noMathRandom],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fastify', 'kysely', 'pg', 'react', 'typebox', '@sea/engines*', '**/apps/**'],
              message: 'Rules are pure: no I/O, no runtime-only modules.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'no-restricted-properties': ['error', noEnv, noMathRandom],
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/apps/web/**', '@sea/web'], message: 'The server never imports the web app.' }] },
      ],
    },
  },
  {
    // A feature reaches another through its services: its repository is its own. Checked with
    // the typescript-eslint copy of the rule so that it adds to the role rules below.
    files: ['apps/server/src/features/*/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../**/*.repository'],
              message: "Call the other feature's service; only its own code touches a repository.",
            },
          ],
        },
      ],
    },
  },
  {
    // Lottery's parts (lottery-bet, lottery-draw, ...) share the feature's repositories.
    files: ['apps/server/src/features/*/*/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../../**/*.repository'],
              message: "Call the other feature's service; only its own code touches a repository.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['kysely', '*.repository', '**/*.repository'],
              message: 'Routes call services; only repositories touch Kysely.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.service.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['fastify', '@fastify/*'], message: 'Services are plain functions: no request or reply.' },
          ],
          paths: [
            {
              name: 'kysely',
              allowTypeImports: true,
              message: 'Queries live in repositories; a service may import Kysely types only.',
            },
          ],
        },
      ],
      // A service may open a transaction and hand it to repositories; the queries are theirs.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|selectNoFrom)$/]',
          message: 'Queries live in repositories: call a repository function here.',
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/server/**', 'fastify', 'kysely', 'pg', '@electric-sql/*'],
              message: 'The web app talks to the server through the API only.',
            },
          ],
          // Schemas are for the server: the site imports the contract's types only (plus its
          // plain constants), so that no TypeBox schema ends up in the bundle.
          paths: [
            {
              name: '@sea/contract',
              allowTypeImports: true,
              message: "Import types only; constants come from '@sea/contract/constants'.",
            },
            { name: 'typebox', allowTypeImports: true, message: 'Import types only.' },
          ],
        },
      ],
    },
  },
  {
    // The back-office console: like the site, but it validates its forms with the contract's own
    // schemas (decision 052), so it may import them; never the site's code nor the server's.
    files: ['apps/admin/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/server/**', '**/apps/web/**', '@sea/web', 'fastify', 'kysely', 'pg', '@electric-sql/*'],
              message: 'The console talks to the server through the API only, and never imports the site.',
            },
          ],
        },
      ],
    },
  },
  {
    // Plain scripts the page loads as they are (index.html's boot script).
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
  {
    files: ['apps/web/**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  {
    // Entry points and harnesses that legitimately read the environment.
    files: [
      'apps/server/src/config.ts',
      'apps/server/src/test/**',
      'vitest.config.ts',
      'e2e/**',
      'bench/**',
      'scripts/**',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
)
