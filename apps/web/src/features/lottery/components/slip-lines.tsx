import type { LotteryIssue } from '@sea/contract'
import { Icon } from '../../../components/ui/icon'
import { useTexts } from '../../../lib/i18n'
import type { GameDetail } from '../api'
import { LOTTERY } from '../lottery-texts'
import { previewLine } from '../slip'
import { slipMoney } from './slip-money'
import type { BetSlipState } from './use-bet-slip'
import '../../../components/ui/icon-tile.css'

/** The slip's heading and the lines added so far; once placed, what was placed. */
export function SlipLines({ game, issue, slip }: { game: GameDetail; issue: LotteryIssue | null; slip: BetSlipState }) {
  const { t } = useTexts(LOTTERY)
  const { lines, placed } = slip
  return (
    <>
      <header className="slip__head">
        <h3>
          <Icon name="ticket" size={18} />
          {t('slip.title')}
          {lines.length ? <span className="slip__badge">{lines.length}</span> : null}
        </h3>
        {lines.length ? (
          <button type="button" className="slip__link" onClick={slip.clearLines}>
            {t('slip.clear')}
          </button>
        ) : null}
      </header>
      {lines.length === 0 ? (
        placed ? (
          <p className="slip__placed" role="status">
            <Icon name="check" size={18} />
            {placed}
          </p>
        ) : (
          <p className="slip__empty">{t('slip.empty')}</p>
        )
      ) : (
        <ul className="slip__lines">
          {lines.map((entry) => {
            const entryPlay = game.playTypes.find((p) => p.playType === entry.playType)
            const entryPreview = entryPlay ? previewLine(game, entryPlay, entry) : null
            return (
              <li key={entry.id} className="slip-line">
                <div className="slip-line__main">
                  <span className="slip-line__type">
                    {entryPlay ? entryPlay.name : entry.playType}
                    {entry.position ? ` · P${entry.position}` : ''}
                    {entry.form ? ` · ${t(`picker.forms.${entry.form}`)}` : ''}
                    {(issue?.stations.length ?? 0) > 1 ? ` · ${entry.stations.join(', ')}` : ''}
                  </span>
                  <span className="slip-line__numbers">{entry.numbers.join(' ')}</span>
                </div>
                <div className="slip-line__money">
                  <span>{entryPreview ? slipMoney(entryPreview.cost) : '—'}</span>
                  <small>{entryPreview ? `${t('slip.win')} ${slipMoney(entryPreview.winPerHit)}` : ''}</small>
                </div>
                <button
                  type="button"
                  className="slip-line__remove icon-tile icon-tile--round icon-tile--muted"
                  aria-label={t('slip.remove')}
                  onClick={() => slip.removeLine(entry.id)}
                >
                  <Icon name="close" size={14} />
                </button>
              </li>
            )
          })}
        </ul>
      )}
    </>
  )
}
