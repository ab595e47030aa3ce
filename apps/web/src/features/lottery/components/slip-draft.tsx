import type { LotteryPlayType } from '@sea/contract'
import { Icon } from '../../../components/ui/icon'
import { cleanAmountInput } from '../../../lib/amount'
import { formatMoney } from '../../../lib/format'
import { useTexts } from '../../../lib/i18n'
import type { GameDetail } from '../api'
import { LOTTERY } from '../lottery-texts'
import { oddsLabel } from '../play-names'
import { slipMoney } from './slip-money'
import type { BetSlipState } from './use-bet-slip'
import { RadioChip } from './radio-chip'

const MULTIPLES = [1, 2, 5, 10] as const

/** The draft line: stake or points, multiple, odds, cost and win per hit, and the button adding it. */
export function SlipDraft({ game, play, slip }: { game: GameDetail; play: LotteryPlayType; slip: BetSlipState }) {
  const { t } = useTexts(LOTTERY)
  const { preview, quoted, shownProblem } = slip
  return (
    <div className="slip__draft">
      <label className="slip__field">
        <span>{play.unit === 'points' ? t('slip.points') : t('slip.stake')}</span>
        <input
          className="lotto-input"
          inputMode={play.unit === 'points' ? 'numeric' : 'decimal'}
          value={slip.amount}
          onChange={(event) =>
            slip.setAmount(
              play.unit === 'points'
                ? event.target.value.replace(/\D/g, '').slice(0, 7)
                : cleanAmountInput(event.target.value),
            )
          }
        />
      </label>
      <div className="slip__field">
        <span>{t('slip.multiple')}</span>
        <div className="slip__multiples" role="radiogroup" aria-label={t('slip.multiple')}>
          {MULTIPLES.map((value) => (
            <RadioChip key={value} checked={slip.multiple === value} onClick={() => slip.setMultiple(value)}>
              ×{value}
            </RadioChip>
          ))}
        </div>
      </div>
      <dl className="slip__preview">
        <div>
          <dt>{play.unit === 'points' ? t('slip.pointPays') : t('slip.odds')}</dt>
          <dd>{quoted ? oddsLabel(quoted.display, play.unit === 'points') : '—'}</dd>
        </div>
        <div>
          <dt>{t('slip.cost')}</dt>
          <dd>{preview ? slipMoney(preview.cost) : '—'}</dd>
        </div>
        <div>
          <dt>{quoted && !play.paytable ? t('slip.win') : t('slip.topPrize')}</dt>
          <dd className="slip__win">{preview ? slipMoney(preview.winPerHit) : '—'}</dd>
        </div>
      </dl>
      {play.unit === 'points' ? (
        <p className="slip__hint">{t('slip.perPoint', { price: formatMoney(play.pricePerUnitDisplay) })}</p>
      ) : null}
      {shownProblem ? (
        <p className="slip__problem" role="alert">
          {t(`slip.problems.${shownProblem}`, {
            min: formatMoney(game.limits.minStake),
            max: formatMoney(game.limits.maxStake),
          })}
        </p>
      ) : null}
      <button type="button" className="button button--ghost slip__add" onClick={slip.addLine}>
        <Icon name="plus" size={16} />
        {t('slip.addLine')}
      </button>
    </div>
  )
}
