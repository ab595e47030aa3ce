// Cycles between the server's features (apps/server/src/features/<name>), counted on the graph
// of those folders alone: the shared layers below them (db, http, lib, ledger) are not features.
import base from './.dependency-cruiser.mjs'

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-feature-cycle',
      comment: 'Features depend one way: move what both sides need to its real home.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^apps/server/src/features/[^/]+$' },
      to: { circular: true },
    },
  ],
  options: { ...base.options, includeOnly: '^apps/server/src/features/' },
}
