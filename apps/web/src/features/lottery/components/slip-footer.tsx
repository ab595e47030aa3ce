import type { LotteryIssue } from '@sea/contract'
import { useErrorText } from '../../../lib/error-text'
import { useTexts } from '../../../lib/i18n'
import type { GameDetail } from '../api'
import { LOTTERY } from '../lottery-texts'
import { slipTotal } from '../slip'
import { slipMoney } from './slip-money'
import type { BetSlipState } from './use-bet-slip'

/** The total (over every chased issue), why the slip cannot go yet, and the button placing it. */
export function SlipFooter({
  game,
  issue,
  slip,
}: {
  game: GameDetail
  issue: LotteryIssue | null
  slip: BetSlipState
}) {
  const { t } = useTexts(LOTTERY)
  const errorText = useErrorText()
  const { lines, slipIssue, place, signedIn } = slip
  return (
    <footer className="slip__foot">
      <div className="slip__total">
        <span>{t('slip.total')}</span>
        <strong>{slipMoney(slip.total)}</strong>
        {slip.chase.on && lines.length ? (
          <small>{t('slip.chaseTotal', { count: slip.chaseIssues, amount: slipMoney(slipTotal(game, lines)) })}</small>
        ) : null}
      </div>
      {lines.length && slipIssue && slipIssue !== 'empty' ? (
        <p className="slip__problem" role="alert">
          {t(`slip.problems.${slipIssue}`, {
            count: slipIssue === 'tooManyBets' ? game.limits.maxBetsPerSlip : slip.maxChase,
          })}
        </p>
      ) : null}
      {place.error ? (
        <p className="slip__problem" role="alert">
          {errorText(place.error)}
        </p>
      ) : null}
      <button
        type="button"
        className="button button--cta slip__place"
        disabled={Boolean(signedIn && (slipIssue || !issue)) || place.isPending}
        onClick={slip.submit}
      >
        {!signedIn ? t('slip.login') : place.isPending ? t('slip.placing') : t('slip.place')}
      </button>
    </footer>
  )
}
