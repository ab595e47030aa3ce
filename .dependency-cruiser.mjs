// Import cycles fail `npm run lint` (docs/architecture.md, "Rules"). This file checks cycles
// between files; .dependency-cruiser.features.mjs checks cycles between server features.
/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-file-cycle',
      comment: 'A file must not reach itself through its imports.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '/dist/', '\\.test\\.tsx?$'] },
    tsPreCompilationDeps: true,
  },
}
