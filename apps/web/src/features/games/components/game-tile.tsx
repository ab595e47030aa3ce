import { useState } from 'react'
import { useNavigate } from 'react-router'
import { Icon, type IconName } from '../../../components/ui/icon'
import { useTexts } from '../../../lib/i18n'
import { launchGame, launchKey, useLaunching, type LaunchTarget } from '../../../lib/launch-game'
import { imageUrl, useSite } from '../../../lib/site'
import type { Game } from '../api'
import { GAMES } from '../games-texts'
import '../../../components/ui/icon-tile.css'

/** A game as the launch sees it; `asGame` launches it directly (the games of a popup list). */
export function gameTarget(game: Game, asGame = false): LaunchTarget {
  return {
    vassalage: game.vassalage,
    name: game.name,
    isGame: asGame ? 'GAME' : game.isGame,
    comingSoon: game.comingSoon,
    code: game.code,
    nodeId: game.nodeId,
    trialAllowed: game.trialAllowed,
  }
}

const PLACEHOLDER_ICON: Partial<Record<Game['gameType'], IconName>> = {
  RNG: 'slots',
  LIVE: 'cards',
  FISH: 'fish',
  PVP: 'chip',
  BINGO: 'bingo',
  BGS: 'bingo',
  SPORTS: 'ball',
}

export function Heart({ filled }: { filled: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      aria-hidden="true"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    >
      <path d="M12 20.5s-7.5-4.4-9.3-9.1C1.5 8.2 3.6 4.5 7.2 4.5c2 0 3.5 1.1 4.8 2.8 1.3-1.7 2.8-2.8 4.8-2.8 3.6 0 5.7 3.7 4.5 6.9-1.8 4.7-9.3 9.1-9.3 9.1z" />
    </svg>
  )
}

type TileProps = {
  game: Game
  /** Whether it is a favourite; undefined hides the heart (visitors). */
  favourite?: boolean
  onFavourite?: (add: boolean) => void
  asGame?: boolean
  /** Runs before the launch (closes the popup list). */
  onLaunch?: () => void
}

/** A game tile: picture, badges, heart, name, vendor and RTP; the picture and Play launch it. */
export function GameTile({ game, favourite, onFavourite, asGame, onLaunch }: TileProps) {
  const { t } = useTexts(GAMES)
  const site = useSite()
  const navigate = useNavigate()
  const launching = useLaunching()
  const [broken, setBroken] = useState(false)
  const target = gameTarget(game, asGame)
  const busy = launching === launchKey(target)
  const play = () => {
    onLaunch?.()
    void launchGame(target, navigate, site.merchant.code)
  }

  return (
    <article className={`game-tile${game.comingSoon ? ' game-tile--soon' : ''}`} aria-busy={busy}>
      <div className="game-tile__art">
        {game.image && !broken ? (
          <img
            src={imageUrl(site, game.image)}
            alt=""
            loading="lazy"
            decoding="async"
            onError={() => setBroken(true)}
          />
        ) : (
          <span className="game-tile__placeholder" aria-hidden="true">
            <Icon name={PLACEHOLDER_ICON[game.gameType] ?? 'game'} size={34} />
            {game.name}
          </span>
        )}
        <span className="game-tile__badges">
          {game.isHot ? <span className="game-badge game-badge--hot">{t('hot')}</span> : null}
          {game.isNew ? <span className="game-badge game-badge--new">{t('new')}</span> : null}
        </span>
        {game.comingSoon ? (
          <span className="game-tile__soon">{t('soon')}</span>
        ) : (
          <button
            type="button"
            className="game-tile__play"
            onClick={play}
            disabled={busy}
            aria-label={t('playName', { name: game.name })}
          >
            <span className="game-tile__play-icon icon-tile icon-tile--round icon-tile--gold" aria-hidden="true">
              {busy ? <span className="game-tile__spinner" /> : <PlayGlyph />}
            </span>
            <span className="game-tile__play-text">{busy ? t('launching') : t('play')}</span>
          </button>
        )}
        {favourite !== undefined && onFavourite ? (
          <button
            type="button"
            className={`game-tile__heart${favourite ? ' is-on' : ''}`}
            aria-pressed={favourite}
            aria-label={favourite ? t('favRemove', { name: game.name }) : t('favAdd', { name: game.name })}
            onClick={() => onFavourite(!favourite)}
          >
            <Heart filled={favourite} />
          </button>
        ) : null}
      </div>
      <div className="game-tile__info">
        <h3 className="game-tile__name" title={game.name}>
          {game.name}
        </h3>
        <p className="game-tile__meta">
          <span className="game-tile__vendor">{game.vendorName}</span>
          {game.rtp ? <span className="game-tile__rtp">{t('rtp', { value: game.rtp })}</span> : null}
        </p>
      </div>
    </article>
  )
}

function PlayGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" fill="currentColor">
      <path d="M8 5.5v13a1 1 0 0 0 1.5.9l10.4-6.5a1 1 0 0 0 0-1.8L9.5 4.6A1 1 0 0 0 8 5.5z" />
    </svg>
  )
}

/** Skeleton tiles while a list loads. */
export function TileSkeletons({ count = 12 }: { count?: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="game-tile game-tile--skeleton" aria-hidden="true">
          <div className="game-tile__art skeleton-block" />
          <div className="game-tile__info">
            <span className="skeleton-line" />
            <span className="skeleton-line skeleton-line--short" />
          </div>
        </div>
      ))}
    </>
  )
}
