import type { LotteryIssue, LotteryPlayType } from '@sea/contract'
import { useRef } from 'react'
import { Icon } from '../../../components/ui/icon'
import { useTexts } from '../../../lib/i18n'
import type { GameDetail } from '../api'
import { LOTTERY } from '../lottery-texts'
import { SlipChase } from './slip-chase'
import { SlipDraft } from './slip-draft'
import { SlipFooter } from './slip-footer'
import { SlipLines } from './slip-lines'
import { slipMoney } from './slip-money'
import { type Draft, useBetSlip } from './use-bet-slip'

/**
 * The bet slip: the draft line (stake or points, multiple, odds, cost and win per hit), the lines
 * added so far, an optional chase over the next issues, and the one call placing them all.
 */
export function BetSlip(props: {
  game: GameDetail
  play: LotteryPlayType
  draft: Draft
  issue: LotteryIssue | null
  onAdded: () => void
}) {
  const { game, play, issue } = props
  const { t } = useTexts(LOTTERY)
  const slip = useBetSlip(props)
  const section = useRef<HTMLElement>(null)

  return (
    <section className="slip" aria-label={t('slip.title')} ref={section}>
      <SlipDraft game={game} play={play} slip={slip} />
      <SlipLines game={game} issue={issue} slip={slip} />
      <SlipChase game={game} issue={issue} slip={slip} />
      <SlipFooter game={game} issue={issue} slip={slip} />
      {slip.lines.length ? (
        // Phones: the slip sits under a tall picker, so a bar at the bottom leads to it.
        <button
          type="button"
          className="slip-bar"
          onClick={() => section.current?.scrollIntoView({ behavior: 'smooth', block: 'end' })}
        >
          <Icon name="ticket" size={18} />
          <span>{t('slip.bets', { count: slip.lines.length })}</span>
          <strong>{slipMoney(slip.total)}</strong>
        </button>
      ) : null}
    </section>
  )
}
