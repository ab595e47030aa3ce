import { performance } from 'node:perf_hooks'

/** What one call of a closed-loop load answers: done, refused (a correct "no"), or failed (why). */
export type Outcome = 'ok' | 'refused' | { failed: string }

/** One measured row of a bench table. */
export interface Row {
  name: string
  tps: number
  avg: string
  p50: string
  p99: string
  refused: string
  errors: string
}

/**
 * `clients` workers call `call` back to back for `seconds`, each waiting for its answer before
 * the next (a closed loop, like pgbench's clients). Latencies are those of accepted calls only.
 */
export async function closedLoop(
  name: string,
  clients: number,
  seconds: number,
  stop: () => boolean,
  call: () => Promise<Outcome>,
): Promise<Row & { failures: Map<string, number> }> {
  const latencies: number[] = []
  const failures = new Map<string, number>()
  let refused = 0
  const started = performance.now()
  const deadline = started + seconds * 1000
  const worker = async () => {
    while (performance.now() < deadline && !stop()) {
      const start = performance.now()
      const outcome = await call().catch((error: unknown): Outcome => ({
        failed: error instanceof Error ? error.message : String(error),
      }))
      if (outcome === 'ok') latencies.push(performance.now() - start)
      else if (outcome === 'refused') refused++
      else failures.set(outcome.failed, (failures.get(outcome.failed) ?? 0) + 1)
    }
  }
  await Promise.all(Array.from({ length: clients }, worker))
  const elapsed = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  const at = (p: number) => latencies[Math.max(0, Math.ceil(p * latencies.length) - 1)]?.toFixed(1) ?? '-'
  const avg = latencies.length ? (latencies.reduce((sum, ms) => sum + ms, 0) / latencies.length).toFixed(1) : '-'
  const errors = [...failures.values()].reduce((sum, n) => sum + n, 0)
  return {
    name,
    tps: latencies.length / elapsed,
    avg,
    p50: at(0.5),
    p99: at(0.99),
    refused: String(refused),
    errors: String(errors),
    failures,
  }
}

/** The row whose tx/s is the median of the rounds' (the lower middle one for an even count). */
export function medianRow<T extends Row>(rows: T[]): T {
  const sorted = [...rows].sort((a, b) => a.tps - b.tps)
  const middle = sorted[Math.floor((sorted.length - 1) / 2)]
  if (!middle) throw new Error('no rounds measured')
  return middle
}

export function printTable(rows: Row[]): void {
  const header = ['measurement', 'tx/s', 'avg ms', 'p50 ms', 'p99 ms', 'refused', 'errors']
  const table = [header, ...rows.map((r) => [r.name, r.tps.toFixed(0), r.avg, r.p50, r.p99, r.refused, r.errors])]
  const widths = header.map((_, column) => Math.max(...table.map((row) => row[column]?.length ?? 0)))
  const pad = (cell: string, column: number) =>
    column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0)
  console.log(`\n${table.map((row) => row.map(pad).join('  ')).join('\n')}\n`)
}
