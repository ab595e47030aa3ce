import { useSearchParams } from 'react-router'
import { EmptyState } from '../../../components/ui/states'
import { useTexts } from '../../../lib/i18n'
import { RealityCheckNotice } from '../../protection/components/reality-check-notice'
import { type LotteryArea, useGameMenus } from '../api'
import { LOTTERY } from '../lottery-texts'
import { GameBoard } from './game-board'
import { GameMenu, PopularStrip } from './game-menu'
import '../lottery.css'

/**
 * A lottery page (docs/domain/site.md#routes-and-pages): /lottery (any game, `gameCode` and `playType` in the query),
 * /vnlottery, /seaLottery and /elott. The game and play type live in the query, so a page can be
 * shared and the back button walks through the games chosen.
 */
export function LotteryPage({ area }: { area: LotteryArea }) {
  const { t } = useTexts(LOTTERY)
  const [params, setParams] = useSearchParams()
  const menus = useGameMenus(area)
  const firstGame = menus.data?.find((menu) => menu.games.length > 0)?.games[0]?.gameCode ?? null
  const gameCode = params.get('gameCode') ?? firstGame
  const playType = params.get('playType')

  const selectGame = (code: string) => {
    if (code === gameCode) return
    setParams({ gameCode: code })
    window.scrollTo({ top: 0, behavior: 'smooth' })
  }
  const selectPlayType = (code: string) =>
    setParams({ ...(gameCode ? { gameCode } : {}), playType: code }, { replace: true })

  return (
    <div className="lotto container">
      <header className="lotto__head">
        <h1 className="lotto__title">{t(`title.${area}`)}</h1>
      </header>
      <PopularStrip area={area} selected={gameCode} onSelect={selectGame} />
      <div className="lotto__layout">
        <aside className="lotto__aside">
          <GameMenu area={area} selected={gameCode} onSelect={selectGame} />
        </aside>
        <div className="lotto__main">
          {gameCode ? (
            <GameBoard key={gameCode} gameCode={gameCode} playType={playType} onPlayType={selectPlayType} />
          ) : menus.isPending ? null : (
            <EmptyState icon="ticket" title={t('lobby.choose')} />
          )}
        </div>
      </div>
      <RealityCheckNotice />
    </div>
  )
}

export const AllLotteryPage = () => <LotteryPage area="all" />
export const VnLotteryPage = () => <LotteryPage area="vn" />
export const SeaLotteryPage = () => <LotteryPage area="sea" />
export const ElottPage = () => <LotteryPage area="elott" />
