import type { LotteryIssue } from '@sea/contract'
import { useTexts } from '../../../lib/i18n'
import type { GameDetail } from '../api'
import { chaseTargets } from '../countdown'
import { LOTTERY } from '../lottery-texts'
import type { BetSlipState } from './use-bet-slip'

/** The chase: the same lines over the next issues, stopping on a win or not. */
export function SlipChase({ game, issue, slip }: { game: GameDetail; issue: LotteryIssue | null; slip: BetSlipState }) {
  const { t } = useTexts(LOTTERY)
  const { chase, setChase, maxChase } = slip
  if (maxChase < 2) return null
  return (
    <div className="slip__chase">
      <label className="slip__check">
        <input
          type="checkbox"
          checked={chase.on}
          onChange={(event) => setChase({ ...chase, on: event.target.checked })}
        />
        {t('slip.chase')}
      </label>
      {chase.on ? (
        <div className="slip__chase-row">
          <label className="slip__field slip__field--inline">
            <span>{t('slip.issues')}</span>
            <input
              className="lotto-input"
              type="number"
              min={2}
              max={maxChase}
              value={chase.issues}
              onChange={(event) =>
                setChase({ ...chase, issues: Math.min(maxChase, Math.max(2, Number(event.target.value) || 2)) })
              }
            />
          </label>
          <ChaseSpan issues={chaseTargets(issue, game.nextIssues, chase.issues)} />
          <label className="slip__check">
            <input
              type="checkbox"
              checked={chase.stopOnWin}
              onChange={(event) => setChase({ ...chase, stopOnWin: event.target.checked })}
            />
            {t('slip.stopOnWin')}
          </label>
        </div>
      ) : null}
    </div>
  )
}

/** The first and last issue a chase covers. */
function ChaseSpan({ issues }: { issues: readonly LotteryIssue[] }) {
  const first = issues[0]
  const last = issues.at(-1)
  if (!first || !last) return null
  return <span className="slip__span">{first === last ? first.issueNo : `${first.issueNo} → ${last.issueNo}`}</span>
}
