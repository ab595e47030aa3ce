import { Icon } from '../../../components/ui/icon'
import { EmptyState } from '../../../components/ui/states'
import { formatMoney, useDateTime } from '../../../lib/format'
import { useTexts } from '../../../lib/i18n'
import { useHotGames, useRankList } from '../api'
import { GAMES } from '../games-texts'
import { GameGrid } from './game-grid'
import '../../../components/ui/icon-tile.css'

/** /hot: the merchant's hot games beside the winner board (GCSGAME_getRankList). */
export function HotGames() {
  const { t, i18n } = useTexts(GAMES)
  const hot = useHotGames(i18n.language)
  return (
    <div className="hot-layout">
      <div className="hot-layout__games">
        <GameGrid
          label={t('pages.hot.title')}
          games={hot.data}
          isPending={hot.isPending}
          error={hot.error}
          onRetry={() => void hot.refetch()}
          empty={
            <div className="games-state">
              <EmptyState icon="flame" title={t('hotEmpty')} />
            </div>
          }
        />
      </div>
      <WinnerBoard />
    </div>
  )
}

function WinnerBoard() {
  const dateTime = useDateTime()
  const { t, i18n } = useTexts(GAMES)
  const rank = useRankList(i18n.language)
  return (
    <aside className="winner-board" aria-labelledby="winner-board-title">
      <div className="winner-board__head">
        <span className="winner-board__trophy icon-tile icon-tile--gold" aria-hidden="true">
          <Icon name="trophy" size={22} />
        </span>
        <div>
          <h2 id="winner-board-title">{t('winners.title')}</h2>
          <p>{t('winners.lead')}</p>
        </div>
      </div>
      {rank.isPending ? (
        <ol className="winner-board__list" aria-busy="true">
          {Array.from({ length: 5 }, (_, index) => (
            <li key={index} className="winner-row winner-row--skeleton" aria-hidden="true" />
          ))}
        </ol>
      ) : !rank.data || rank.data.length === 0 ? (
        <p className="winner-board__empty">{t('winners.empty')}</p>
      ) : (
        <ol className="winner-board__list">
          {rank.data.map((entry, index) => (
            <li key={`${entry.account}-${entry.time}-${index}`} className="winner-row">
              <span className={`winner-row__rank winner-row__rank--${index < 3 ? index + 1 : 'n'}`}>{index + 1}</span>
              <span className="winner-row__who">
                <span className="winner-row__account">{entry.account}</span>
                <span className="winner-row__game" title={dateTime(entry.time)}>
                  {entry.gameName}
                </span>
              </span>
              <span className="winner-row__amount">{formatMoney(entry.amount)}</span>
            </li>
          ))}
        </ol>
      )}
    </aside>
  )
}
