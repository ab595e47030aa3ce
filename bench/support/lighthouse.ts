import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { desktopConfig, type Config, type Result } from 'lighthouse'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/support/browser'
import { onCleanup } from './server'

/**
 * Lighthouse's performance category in the system Chromium, through the npm package (12.x: 13
 * needs Node 22). Every run gets a Chromium of its own, started by chrome-launcher with the e2e
 * flags, so no run inherits another's cache or state. Throttling is Lighthouse's default for the
 * form factor (simulated: the page loads at full speed on loopback and Lighthouse computes what
 * the configured network and CPU would have made of it).
 */

export type FormFactor = 'mobile' | 'desktop'

/** A run that fails in Lighthouse's own trace handling (NO_NAVSTART, flaky by its maintainers' word) is tried again. */
const ATTEMPTS = 3
export const METRICS = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
  ['SI', 'speed-index'],
] as const

export interface LighthouseSummary {
  formFactor: FormFactor
  /** 0..100: the median of the runs' scores (the lower middle one for an even count). */
  score: number
  /** Every run's score, in order. */
  scores: number[]
  /** Metric values of Lighthouse's median run (computeMedianRun: nearest the median FCP and TTI): ms, except CLS. */
  metrics: Record<(typeof METRICS)[number][0], number>
  throttling: string
  benchmarkIndex: number
  version: string
  retries: number
  warnings: string[]
}

const configs: Record<FormFactor, Config | undefined> = { mobile: undefined, desktop: desktopConfig }

async function runOnce(url: string, formFactor: FormFactor): Promise<Result> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS,
    logLevel: 'silent',
    handleSIGINT: false,
  })
  let killed = false
  const kill = async () => {
    if (!killed) chrome.kill()
    killed = true
  }
  onCleanup(kill) // on Ctrl-C in the middle of a run (chrome-launcher's own handler would exit before the server is stopped)
  try {
    const flags = {
      port: chrome.port,
      logLevel: 'error' as const,
      output: 'json' as const,
      onlyCategories: ['performance'],
    }
    const result = await lighthouse(url, flags, configs[formFactor])
    if (!result) throw new Error('Lighthouse returned no result')
    return result.lhr
  } finally {
    await kill()
  }
}

/** `runs` good runs of one form factor, each retried on a runtime error; throws if one keeps failing. */
export async function lighthouseRuns(url: string, formFactor: FormFactor, runs: number): Promise<LighthouseSummary> {
  const results: Result[] = []
  let retries = 0
  for (let run = 1; run <= runs; run++) {
    for (let attempt = 1; ; attempt++) {
      console.error(`lighthouse ${formFactor}: run ${run} of ${runs}${attempt > 1 ? `, attempt ${attempt}` : ''}`)
      const lhr = await runOnce(url, formFactor)
      if (!lhr.runtimeError && lhr.categories.performance?.score != null) {
        results.push(lhr)
        break
      }
      const why = lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : 'no performance score'
      if (attempt === ATTEMPTS) throw new Error(`Lighthouse ${formFactor} failed ${ATTEMPTS} times in a row: ${why}`)
      console.error(`  ${why}; trying again`)
      retries++
    }
  }
  const median = computeMedianRun(results)
  const score = (lhr: Result) => Math.round((lhr.categories.performance?.score ?? 0) * 100)
  const metric = (id: string) => median.audits[id]?.numericValue ?? Number.NaN
  const throttle = median.configSettings.throttling
  return {
    formFactor,
    score: results.map(score).sort((a, b) => a - b)[Math.floor((results.length - 1) / 2)] ?? 0,
    scores: results.map(score),
    metrics: Object.fromEntries(METRICS.map(([name, id]) => [name, metric(id)])) as LighthouseSummary['metrics'],
    throttling:
      `${median.configSettings.throttlingMethod}: ${throttle.rttMs} ms RTT, ` +
      `${((throttle.throughputKbps ?? 0) / 1000).toFixed(1)} Mbit/s, CPU slowed ${throttle.cpuSlowdownMultiplier}×`,
    benchmarkIndex: median.environment.benchmarkIndex,
    version: median.lighthouseVersion,
    retries,
    warnings: [...new Set(results.flatMap((lhr) => lhr.runWarnings.map(String)))],
  }
}
