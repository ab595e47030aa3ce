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
      // agent-team reads agent-settlement/periods.ts, the period arithmetic that moves to the
      // shared package (issue "Seams", point 1); this pair's cycle ends with that move, then
      // the pathNot goes. Cycles of either with a third feature are still reported from it.
      from: { path: '^apps/server/src/features/[^/]+$', pathNot: '^apps/server/src/features/agent-(team|settlement)$' },
      to: { circular: true },
    },
  ],
  options: { ...base.options, includeOnly: '^apps/server/src/features/' },
}
