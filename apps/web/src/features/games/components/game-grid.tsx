import type { ReactNode } from 'react'
import { ErrorState, Spinner } from '../../../components/ui/states'
import { useTexts } from '../../../lib/i18n'
import { useSession } from '../../../lib/session-store'
import { useFavoriteIds, useToggleFavorite, type Game } from '../api'
import { GAMES } from '../games-texts'
import { GameTile, TileSkeletons } from './game-tile'

type GridProps = {
  games: readonly Game[] | undefined
  isPending: boolean
  error: unknown
  onRetry: () => void
  /** Shown when the list is empty. */
  empty: ReactNode
  /** Load more, shown under the grid when there is more. */
  more?: { total: number; hasMore: boolean; loading: boolean; onMore: () => void }
  label: string
}

/** Game tiles with their favourite hearts, skeletons while loading, the empty and error states. */
export function GameGrid({ games, isPending, error, onRetry, empty, more, label }: GridProps) {
  const { t } = useTexts(GAMES)
  const session = useSession()
  const favourites = useFavoriteIds()
  const toggle = useToggleFavorite()

  if (isPending) {
    return (
      <div className="game-grid" role="status" aria-label={label} aria-busy="true">
        <TileSkeletons />
      </div>
    )
  }
  if (error || !games) return <ErrorState error={error} onRetry={onRetry} />
  if (games.length === 0) return <>{empty}</>

  return (
    <>
      <ul className="game-grid" aria-label={label}>
        {games.map((game) => (
          <li key={game.nodeId}>
            <GameTile
              game={game}
              favourite={session ? favourites.has(game.nodeId) : undefined}
              onFavourite={session ? (add) => toggle.mutate({ nodeId: game.nodeId, add }) : undefined}
            />
          </li>
        ))}
      </ul>
      {more ? (
        <div className="game-more">
          <span className="game-more__count" aria-live="polite">
            {t('shown', { shown: games.length, count: more.total })}
          </span>
          {more.hasMore ? (
            <button
              type="button"
              className="button button--ghost game-more__button"
              onClick={more.onMore}
              disabled={more.loading}
            >
              {more.loading ? <Spinner /> : t('loadMore')}
            </button>
          ) : null}
        </div>
      ) : null}
    </>
  )
}
