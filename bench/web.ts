import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { CHROMIUM_PATH, hasChromium } from '../e2e/support/browser'
import { measurePageLoad, VIEWPORT, type Loaded, type PageLoad } from './support/initial-js'
import { lighthouseRuns, METRICS, type FormFactor, type LighthouseSummary } from './support/lighthouse'
import { freePorts, positiveInt, ROOT, runBench, serverEnv, startServer, tempDataDir } from './support/server'

/**
 * The member site's home page as a first-time visitor gets it: the JavaScript it needs before
 * anything appears (gzip size), and Lighthouse's performance score on a phone and on a desktop.
 * The web app is built first and served by the real server (a child process, fresh PGlite).
 * Exit 0 whether the targets pass or not; 1 if a measurement could not be made.
 */

const INITIAL_JS_TARGET_KB = 200
const LIGHTHOUSE_TARGET = 90
const FORM_FACTORS: FormFactor[] = ['mobile', 'desktop']
const kB = (bytes: number) => (bytes / 1000).toFixed(1)

function parseOptions() {
  const { values } = parseArgs({
    options: { runs: { type: 'string', default: '3' }, 'skip-build': { type: 'boolean', default: false } },
  })
  return { runs: positiveInt('--runs', values.runs), skipBuild: values['skip-build'] }
}

/** `npm run build`: a stale dist would measure yesterday's code. Its output is shown only if it fails. */
async function buildWebApp(): Promise<void> {
  console.error('building the web app (npm run build)')
  const build = spawn('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  build.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  build.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const [code] = (await once(build, 'exit')) as [number | null]
  if (code !== 0) throw new Error(`npm run build failed (exit ${code}):\n${output.trim()}`)
}

function printTable(header: string[], rows: string[][]): void {
  const table = [header, ...rows]
  const widths = header.map((_, column) => Math.max(...table.map((row) => row[column]?.length ?? 0)))
  const pad = (cell: string, column: number) =>
    column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0)
  console.log(table.map((row) => row.map(pad).join('  ').trimEnd()).join('\n'))
}

function printScripts(scripts: Loaded[]): void {
  if (scripts.length === 0) return console.log('no JavaScript was loaded')
  const sum = (pick: (load: Loaded) => number) => kB(scripts.reduce((total, load) => total + pick(load), 0))
  const rows = scripts.map((l) => [
    l.name,
    l.startMs === null ? '?' : l.startMs.toFixed(0),
    kB(l.rawBytes),
    kB(l.gzipBytes),
    kB(l.servedBytes),
    l.encoding,
  ])
  rows.push(['total', '', sum((l) => l.rawBytes), sum((l) => l.gzipBytes), sum((l) => l.servedBytes), ''])
  printTable(['script', 'at ms', 'raw kB', 'gzip-9 kB', 'served kB', 'encoding'], rows)
}

/** The moments scripts are counted up to; the last one present is the target's. */
function cutoffs(load: PageLoad): { label: string; ms: number }[] {
  const marks = [
    { label: 'first contentful paint', ms: load.fcpMs },
    { label: 'largest contentful paint', ms: load.lcpMs },
  ].filter((mark): mark is { label: string; ms: number } => mark.ms !== null)
  return marks.length > 0 ? marks : [{ label: 'the load event', ms: load.loadMs }]
}

/** Prints the page's scripts and returns the target's figure: gzip bytes requested before the last cut-off. */
function reportPageLoad(load: PageLoad): { label: string; gzipBytes: number } {
  const { viewport, deviceScaleFactor } = VIEWPORT
  const ms = (value: number | null) => (value === null ? 'none' : `${value.toFixed(0)} ms`)
  console.log(
    `\ninitial JavaScript of / (first visit, empty cache, ${viewport.width}×${viewport.height} at ${deviceScaleFactor}×, no throttling)`,
  )
  console.log(
    `first contentful paint: ${ms(load.fcpMs)}, largest contentful paint: ${ms(load.lcpMs)}, load event: ${ms(load.loadMs)}\n`,
  )
  const byStart = (a: Loaded, b: Loaded) => (a.startMs ?? Infinity) - (b.startMs ?? Infinity)
  printScripts([...load.scripts].sort(byStart))
  console.log('')
  let figure = { label: '', gzipBytes: 0 }
  for (const { label, ms: cutoff } of cutoffs(load)) {
    const counted = load.scripts.filter((s) => s.startMs !== null && s.startMs <= cutoff)
    figure = { label: `requested before ${label}`, gzipBytes: counted.reduce((total, s) => total + s.gzipBytes, 0) }
    console.log(
      `scripts ${figure.label} (${cutoff.toFixed(0)} ms): ${counted.length}, ${kB(figure.gzipBytes)} kB gzip-9`,
    )
  }
  const all = load.scripts.reduce((total, s) => total + s.gzipBytes, 0)
  console.log(`scripts loaded by network idle: ${load.scripts.length}, ${kB(all)} kB gzip-9`)
  const d = load.document
  console.log(
    `document ${d.name}: ${kB(d.rawBytes)} kB raw, ${kB(d.gzipBytes)} kB gzip-9, ${kB(d.servedBytes)} kB served (${d.encoding})`,
  )
  for (const problem of load.problems) console.log(`warning: ${problem}`)
  return figure
}

function reportLighthouse(summaries: LighthouseSummary[], runs: number): void {
  const first = summaries[0]
  if (!first) return
  console.log(
    `\nLighthouse ${first.version}, performance, ${runs} run(s) per form factor: the median score; the metrics of Lighthouse's median run`,
  )
  const header = [
    'form factor',
    'score',
    ...METRICS.map(([name]) => (name === 'CLS' ? name : `${name} ms`)),
    'all runs',
  ]
  const value = (summary: LighthouseSummary, name: (typeof METRICS)[number][0]) =>
    name === 'CLS' ? summary.metrics.CLS.toFixed(3) : summary.metrics[name].toFixed(0)
  printTable(
    header,
    summaries.map((s) => [
      s.formFactor,
      String(s.score),
      ...METRICS.map(([name]) => value(s, name)),
      s.scores.join(', '),
    ]),
  )
  for (const s of summaries) console.log(`${s.formFactor}: ${s.throttling}`)
  console.log(`Lighthouse's CPU benchmark index of this machine: ${first.benchmarkIndex.toFixed(0)}`)
  const retries = summaries.reduce((total, s) => total + s.retries, 0)
  if (retries > 0) console.log(`runs repeated after a Lighthouse runtime error: ${retries}`)
  for (const warning of new Set(summaries.flatMap((s) => s.warnings))) console.log(`lighthouse warning: ${warning}`)
}

/** Whether the server compresses the JavaScript it sends, as the browser saw it. */
function compressionLine(load: PageLoad): string {
  const encodings = [...new Set(load.scripts.map((s) => s.encoding))]
  if (encodings.length === 0) return 'server compression: no JavaScript was loaded'
  if (encodings.length === 1 && encodings[0] === 'none')
    return 'server compression: none, every script was sent uncompressed'
  if (encodings.includes('none'))
    return `server compression: some scripts were sent uncompressed (encodings: ${encodings.join(', ')})`
  return `server compression: JavaScript sent as ${encodings.join(', ')}`
}

const verdict = (pass: boolean) => (pass ? 'PASS' : 'FAIL')

async function main(): Promise<number> {
  const options = parseOptions()
  if (!hasChromium()) throw new Error(`no Chromium at ${CHROMIUM_PATH}: install the Debian package \`chromium\``)
  if (!options.skipBuild) await buildWebApp()

  const dataDir = await tempDataDir()
  const [port = 0] = await freePorts(1)
  const { base } = await startServer(port, {
    ...serverEnv(port, dataDir, undefined),
    WEB_DIR: join(ROOT, 'apps/web/dist'),
  })

  console.error('loading / in Chromium')
  const load = await measurePageLoad(`${base}/`)
  const summaries: LighthouseSummary[] = []
  for (const formFactor of FORM_FACTORS) summaries.push(await lighthouseRuns(`${base}/`, formFactor, options.runs))

  const initial = reportPageLoad(load)
  reportLighthouse(summaries, options.runs)
  console.log(`\n${compressionLine(load)}`)
  const passes = initial.gzipBytes <= INITIAL_JS_TARGET_KB * 1000
  console.log(
    `target: initial JavaScript (${initial.label}) <= ${INITIAL_JS_TARGET_KB} kB gzip: ${verdict(passes)} (${kB(initial.gzipBytes)} kB)`,
  )
  for (const s of summaries)
    console.log(
      `target: Lighthouse performance ${s.formFactor} >= ${LIGHTHOUSE_TARGET}: ${verdict(s.score >= LIGHTHOUSE_TARGET)} (${s.score})`,
    )
  return 0
}

runBench(main)
