import type { LotteryGameMenu, LotteryGameSummary } from '@sea/contract'
import { Icon } from '../../../components/ui/icon'
import { EmptyState, QueryView } from '../../../components/ui/states'
import { useTexts } from '../../../lib/i18n'
import { type LotteryArea, useGameMenus, usePopular, useRecentGames } from '../api'
import { formatCountdown, secondsLeft } from '../countdown'
import { LOTTERY } from '../lottery-texts'
import { useTicker } from './use-ticker'

/** A game's line in a menu: name, hot mark, and the time left on its current issue. */
function GameItem({
  game,
  selected,
  onSelect,
  now,
}: {
  game: LotteryGameSummary
  selected: boolean
  onSelect: (code: string) => void
  now: number
}) {
  const { t } = useTexts(LOTTERY)
  const issue = game.currentIssue
  const left = issue && issue.state === 'open' ? secondsLeft(issue.closeAt, now) : null
  return (
    <li>
      <button
        type="button"
        className="menu-game"
        aria-current={selected ? 'true' : undefined}
        onClick={() => onSelect(game.gameCode)}
      >
        <span className={`menu-game__icon menu-game__icon--${game.engine}`} aria-hidden="true">
          {game.name.slice(0, 1)}
        </span>
        <span className="menu-game__name">
          {game.name}
          {game.isHot ? (
            <span className="menu-game__hot" title={t('menu.hot')}>
              <Icon name="flame" size={13} />
              <span className="visually-hidden">{t('menu.hot')}</span>
            </span>
          ) : null}
        </span>
        {left !== null && left > 0 ? <span className="menu-game__time">{formatCountdown(left)}</span> : null}
      </button>
    </li>
  )
}

/** Where the menus look for games, and which one is chosen. */
type MenuProps = { area: LotteryArea; selected: string | null; onSelect: (code: string) => void }

/** The side menu: recent games (members), then every menu group of the page. */
export function GameMenu({ area, selected, onSelect }: MenuProps) {
  const { t } = useTexts(LOTTERY)
  const menus = useGameMenus(area)
  const recent = useRecentGames()
  const now = useTicker()
  const recentGames = area === 'vn' || area === 'all' ? (recent.data ?? []) : []
  return (
    <nav className="lotto-menu" aria-label={t('menu.title')}>
      {recentGames.length ? (
        <section className="lotto-menu__group lotto-menu__group--recent">
          <h3>
            <Icon name="history" size={15} />
            {t('menu.recent')}
          </h3>
          <ul>
            {recentGames.slice(0, 5).map((game) => (
              <GameItem key={`recent-${game.gameCode}`} game={game} selected={false} onSelect={onSelect} now={now} />
            ))}
          </ul>
        </section>
      ) : null}
      <QueryView
        query={menus}
        rows={6}
        isEmpty={(data) => data.every((menu) => menu.games.length === 0)}
        empty={<EmptyState icon="ticket" title={t('menu.empty')} />}
      >
        {(data: LotteryGameMenu[]) => (
          <>
            {data
              .filter((menu) => menu.games.length > 0)
              .map((menu) => (
                <section key={menu.gameGroupCode} className="lotto-menu__group">
                  <h3>{menu.labelName}</h3>
                  <ul>
                    {menu.games.map((game) => (
                      <GameItem
                        key={game.gameCode}
                        game={game}
                        selected={game.gameCode === selected}
                        onSelect={onSelect}
                        now={now}
                      />
                    ))}
                  </ul>
                </section>
              ))}
          </>
        )}
      </QueryView>
    </nav>
  )
}

/** Popular lotteries (20 at most) as a strip of cards with their countdown. */
export function PopularStrip({ area, selected, onSelect }: MenuProps) {
  const { t } = useTexts(LOTTERY)
  const popular = usePopular(area)
  const now = useTicker()
  if (!popular.data?.length) return null
  return (
    <section className="popular" aria-label={t('menu.popular')}>
      <h2 className="popular__title">
        <Icon name="flame" size={16} />
        {t('menu.popular')}
      </h2>
      <ul className="popular__list">
        {popular.data.map((game) => {
          const issue = game.currentIssue
          const left = issue && issue.state === 'open' ? secondsLeft(issue.closeAt, now) : null
          return (
            <li key={game.gameCode}>
              <button
                type="button"
                className="popular__card"
                aria-current={game.gameCode === selected ? 'true' : undefined}
                onClick={() => onSelect(game.gameCode)}
              >
                <span className={`menu-game__icon menu-game__icon--${game.engine}`} aria-hidden="true">
                  {game.name.slice(0, 1)}
                </span>
                <span className="popular__name">{game.name}</span>
                <span className="popular__meta">
                  {left !== null && left > 0
                    ? formatCountdown(left)
                    : game.intervalSeconds
                      ? t('menu.every', { count: Math.round(game.intervalSeconds / 60) })
                      : game.prizeMode}
                  {game.inHouse ? <span className="lotto-tag lotto-tag--fair">{t('menu.fair')}</span> : null}
                </span>
              </button>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
