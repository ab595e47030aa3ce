import { useLocation } from 'react-router'
import type { IconName } from '../../../components/ui/icon'
import { PageHead } from '../../../components/ui/page-head'
import { useTexts } from '../../../lib/i18n'
import { isListPage, pageTypeOf, type GamePageType } from '../game-pages'
import { GAMES } from '../games-texts'
import { GameList } from './game-list'
import { HotGames } from './hot-games'
import { VendorCards } from './vendor-cards'
import './games.css'

const ICONS: Record<GamePageType, IconName> = {
  rng: 'slots',
  live: 'cards',
  fish: 'fish',
  pvp: 'chip',
  bingo: 'bingo',
  bgs: 'bingo',
  hot: 'flame',
  sports: 'ball',
  esports: 'game',
  seamless: 'wallet',
}

/** Every game page (docs/domain/site.md#routes-and-pages): the type is the route's path. */
export function GamesPage() {
  const { t } = useTexts(GAMES)
  const type = pageTypeOf(useLocation().pathname) ?? 'hot'
  return (
    <div className={`games-page games-page--${type}`}>
      <PageHead icon={ICONS[type]} title={t(`pages.${type}.title`)} lead={t(`pages.${type}.lead`)} />
      <div className="container games-page__body">
        {/* A new type starts from a clean state (tabs, search), as a new page would. */}
        {isListPage(type) ? (
          <GameList key={type} type={type} />
        ) : type === 'hot' ? (
          <HotGames />
        ) : (
          <VendorCards type={type} />
        )}
      </div>
    </div>
  )
}

export default GamesPage
