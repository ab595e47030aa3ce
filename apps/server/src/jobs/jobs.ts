import type { Config } from '../config'
import type { Db } from '../db/database'
import { verifyAuditJob } from '../features/audit-log/audit-verification.service'
import { settleKind } from '../features/agent-settlement/settlement.service'
import { foldTeamRollup } from '../features/agent-team/rollup.service'
import { foldReportRollups } from '../features/reports/rollup.service'
import { reconcileVendorTransfers } from '../features/vendor-wallet/vendor-reconcile.service'
import { drawDue, ensureIssues } from '../features/lottery/lottery-draw/draw.service'
import { settleDue } from '../features/lottery/lottery-settle/settle-job.service'
import { autoReceiveDue } from '../features/withdrawal/confirmation.service'
import { countWagering } from '../features/turnover-progress/turnover-progress.service'
import { raffleJob } from '../features/promotion-raffle/raffle.service'
import { payReferrals } from '../features/promotion-referral/referral.service'
import { grantBirthdays } from '../features/promotion-birthday/birthday.service'
import { expireWagering } from '../features/promotion/wagering.service'
import { payPromotionPeriods } from '../features/promotion-period/period.service'
import { loyaltyPassJob } from '../loyalty-pass/loyalty-pass.service'
import { riskRulesJob } from '../features/risk/risk-job.service'
import { expirePointsJob } from '../features/loyalty-points/point-expiry.service'
import { freeRoundsJob } from '../features/point-mall-rounds/point-mall-rounds.job'
import { vipReviewJob } from '../features/vip/vip-review.service'
import { inhouseSettleJob } from '../inhouse/inhouse-settle.job'
import type { InhouseDeps } from '../inhouse/inhouse-wallet'
import type { VendorConnector } from '../providers/vendor/transfer-vendor'
import { createJobRunner, type Job, type JobRunner } from './runner'

type JobConfig = Pick<Config, 'jobIntervalMs' | 'vendorTimeoutMs'>

/** Every background job of the application, in one list; raffleKey: raffles' sealing key (`raffleSealingKey`). */
export function applicationJobs(
  config: JobConfig,
  connect: VendorConnector,
  inhouse?: InhouseDeps,
  raffleKey?: Buffer,
): Job[] {
  return [
    { name: 'withdrawal.auto_receive', everyMs: config.jobIntervalMs, run: autoReceiveDue },
    {
      name: 'vendor.reconcile',
      everyMs: config.jobIntervalMs,
      // Only transfers idle well past the vendor timeout, so a call still in flight is left alone.
      run: (db, now) =>
        reconcileVendorTransfers(db, {
          connect,
          now: () => now.getTime(),
          olderThanMs: Math.max(60_000, 2 * config.vendorTimeoutMs),
        }),
    },
    // Agent salaries and dividends (decision 027): each run bills the periods closed since the last
    // and pays what is unpaid; real-time salary periods are five minutes long (docs/domain/site.md#constants).
    ...(['realtime_salary', 'hourly_salary', 'daily_salary', 'dividend'] as const).map((kind) => ({
      name: `agent.settle_${kind}`,
      everyMs: config.jobIntervalMs,
      run: (db: Db, now: Date) => settleKind(db, kind, now),
    })),
    ...(inhouse ? [inhouseSettleJob(inhouse, config), freeRoundsJob(inhouse.link, config)] : []),
    // Referral rewards as invitees qualify (docs/domain/promotions.md#referrals): a minute late at most.
    {
      name: 'promotions.referral',
      everyMs: Math.max(config.jobIntervalMs, 60_000),
      run: (db, now) => payReferrals(db, now),
    },
    // Birthday grants a few minutes into the brand's day; a run after days down catches up.
    {
      name: 'promotions.birthday',
      everyMs: Math.max(config.jobIntervalMs, 300_000),
      run: (db, now) => grantBirthdays(db, now),
    },
    // Bonuses whose wagering expired unmet, given back through the ledger (decision 054).
    { name: 'promotions.expire', everyMs: config.jobIntervalMs, run: (db, now) => expireWagering(db, now) },
    // Cashback and rebates: each run pays the periods closed since the last
    // (docs/domain/promotions.md#cashback-and-rebate-periods).
    { name: 'promotions.periods', everyMs: config.jobIntervalMs, run: payPromotionPeriods },
    // Settled bets, deposits and logins into points, missions and VIP, each once (decision 055).
    { name: 'loyalty.pass', everyMs: config.jobIntervalMs, run: loyaltyPassJob },
    // Risk rules over the facts since the last run (decision 058): a flag that holds a withdrawal
    // appears a run after the request, before an operator gets to the queue.
    { name: 'risk.rules', everyMs: config.jobIntervalMs, run: riskRulesJob },
    // Points past their expiry date, FIFO (docs/domain/loyalty.md#expiry): a minute late at most.
    { name: 'loyalty.expire', everyMs: Math.max(config.jobIntervalMs, 60_000), run: expirePointsJob },
    // VIP reviews once a brand's period closed and was passed, and birthday perks (docs/domain/loyalty.md#vip).
    { name: 'vip.review', everyMs: Math.max(config.jobIntervalMs, 300_000), run: vipReviewJob },
    // The audit chain, verified on from its checkpoint (decision 052): pages read the checkpoint.
    { name: 'audit.verify', everyMs: Math.max(config.jobIntervalMs, 60_000), run: verifyAuditJob },
    // Raffle promotions: seeds committed before their campaign, draws once it ends (docs/domain/promotions.md#raffle-draws).
    ...(raffleKey
      ? [
          {
            name: 'promotions.raffle',
            everyMs: config.jobIntervalMs,
            run: (db: Db, now: Date) => raffleJob(db, now, raffleKey),
          },
        ]
      : []),
  ]
}

/** Lottery issues, in-house draws and settlement: polled every second, so fast draws are on time. */
export const LOTTERY_POLL_MS = 1000
/** drawKey: the sealing key of in-house draws' seeds (`drawSealingKey`, decision 036). */
export function lotteryJobs(drawKey: Buffer): Job[] {
  return [
    { name: 'lottery.issues', everyMs: 10_000, run: (db, now) => ensureIssues(db, now, drawKey) },
    { name: 'lottery.draw', everyMs: 0, run: (db, now) => drawDue(db, now, drawKey) },
    { name: 'lottery.settle', everyMs: 0, run: settleDue },
  ]
}

/**
 * The agent team rollup (decision 027) on a runner of its own: folded every few seconds, so the
 * live tail the overview adds stays short, and a long fold (a draw of a million bets) never
 * delays the lottery's or the application's jobs.
 */
export const ROLLUP_POLL_MS = 5000
export const REPORTS_FOLD_MS = 30_000
export function rollupJobs(): Job[] {
  return [
    { name: 'agent.rollup', everyMs: 0, run: foldTeamRollup },
    // The back office's daily rollups (decision 052): its dashboard may lag by this much.
    { name: 'reports.rollup', everyMs: REPORTS_FOLD_MS, run: (db) => foldReportRollups(db) },
    // Settled wagering towards turnover requirements: a member who met one may withdraw a poll later.
    { name: 'turnover.count', everyMs: 0, run: (db, now) => countWagering(db, now) },
  ]
}

/** The runners startServer starts; null when this instance runs no jobs (JOB_INTERVAL_MS=0). */
export function startJobs(
  db: Db,
  config: JobConfig,
  connect: VendorConnector,
  onError: (job: string, error: unknown) => void,
  drawKey: Buffer,
  inhouse?: InhouseDeps,
  raffleKey?: Buffer,
): JobRunner | null {
  if (config.jobIntervalMs === 0) return null
  const runners = [
    createJobRunner({
      db,
      jobs: applicationJobs(config, connect, inhouse, raffleKey),
      pollMs: config.jobIntervalMs,
      onError,
    }),
    createJobRunner({ db, jobs: lotteryJobs(drawKey), pollMs: LOTTERY_POLL_MS, onError }),
    createJobRunner({ db, jobs: rollupJobs(), pollMs: ROLLUP_POLL_MS, onError }),
  ]
  for (const runner of runners) runner.start()
  return {
    tick: async () => (await Promise.all(runners.map((r) => r.tick()))).flat(),
    start: () => runners.forEach((r) => r.start()),
    stop: async () => {
      await Promise.all(runners.map((r) => r.stop()))
    },
  }
}
