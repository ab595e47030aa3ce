import { useEffect, useRef, useState } from 'react'
import { Link, useBlocker, useLocation, useNavigate } from 'react-router'
import { BrandMark } from '../../../components/ui/brand-mark'
import { Icon } from '../../../components/ui/icon'
import { Modal } from '../../../components/ui/modal'
import { NoticeScreen } from '../../../components/ui/notice-screen'
import { Spinner } from '../../../components/ui/states'
import { useBalance } from '../../../lib/account'
import { formatMoney } from '../../../lib/format'
import { clearGameUrl, readGameName, readGameUrl } from '../../../lib/game-launch'
import { relaunchOnReload } from '../../../lib/launch-game'
import { useTexts } from '../../../lib/i18n'
import { getSession, useSession } from '../../../lib/session-store'
import { useSite } from '../../../lib/site'
import { COMMON } from '../../../locales/common'
import { RealityCheckNotice } from '../../protection/components/reality-check-notice'
import { useBalanceMessages } from '../balance-messages'
import { GAME_FRAME } from '../game-frame-texts'
import './game-frame.css'
import '../../../components/ui/icon-tile.css'

function Balance() {
  const { t } = useTexts(GAME_FRAME)
  const balance = useBalance()
  return (
    <div className="game-bar__balance">
      <span className="game-bar__balance-label">{t('balance')}</span>
      <span className="game-bar__amount" data-testid="game-balance" aria-live="polite">
        {balance.data ? `${balance.data.currency} ${formatMoney(balance.data.sumBalance)}` : t('updating')}
      </span>
      <button
        type="button"
        className={`game-bar__icon icon-tile icon-tile--round icon-tile--outline${balance.isFetching ? ' is-spinning' : ''}`}
        onClick={() => void balance.refetch()}
        aria-label={t('refresh')}
        disabled={balance.isFetching}
      >
        <Icon name="refresh" size={16} />
      </button>
    </div>
  )
}

/**
 * The game iframe (/game): the launch address stored by whoever launched the game, full
 * screen under a slim bar. Every way out (the leave button, the logo, the browser's back)
 * asks first: 'sure to leave game'.
 */
export function GameFramePage() {
  const { t } = useTexts(GAME_FRAME)
  const common = useTexts(COMMON)
  const site = useSite()
  const session = useSession()
  const navigate = useNavigate()
  const location = useLocation()
  const [gameUrl] = useState(readGameUrl)
  const [gameName] = useState(readGameName)
  // Loaded afresh at /game, the stored address is spent: the frame waits for a new one.
  const [frameUrl, setFrameUrl] = useState(() => (gameUrl && relaunchOnReload(gameUrl) ? null : gameUrl))
  const [loaded, setLoaded] = useState(false)
  const stage = useRef<HTMLDivElement>(null)
  useBalanceMessages()
  useEffect(() => {
    if (!gameUrl || frameUrl) return
    let live = true
    void relaunchOnReload(gameUrl)?.then((url) => live && setFrameUrl(url ?? gameUrl))
    return () => {
      live = false
    }
  }, [gameUrl, frameUrl])
  // Read the session live: when the server ends it, the site goes home without asking.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      gameUrl !== null && getSession() !== null && currentLocation.pathname !== nextLocation.pathname,
  )

  if (!gameUrl) {
    return (
      <NoticeScreen
        brand={<BrandMark name={site.merchant.name} logoUrl={site.merchant.logoUrl} />}
        icon={<Icon name="game" size={30} />}
        title={t('emptyTitle')}
      >
        <p className="notice-card__body">{t('emptyBody')}</p>
        <Link className="button button--cta button--large" to="/">
          <Icon name="home" size={18} />
          {t('home')}
        </Link>
      </NoticeScreen>
    )
  }

  // Back to where the player came from inside the site, else home.
  const leave = () => void (location.key !== 'default' ? navigate(-1) : navigate('/'))

  return (
    <div className="game-frame">
      <header className="game-bar">
        <button
          type="button"
          className="game-bar__icon icon-tile icon-tile--round icon-tile--outline game-bar__back"
          onClick={leave}
          aria-label={t('back')}
        >
          <Icon name="chevronLeft" size={18} />
        </button>
        <Link to="/" className="game-bar__brand" aria-label={site.merchant.name}>
          <img src={site.merchant.logoUrl} alt="" width={28} height={28} />
        </Link>
        <h1 className="game-bar__title">
          <span className="game-bar__name">{gameName || t('frameTitle')}</span>
          <span className="game-bar__site">{site.merchant.name}</span>
        </h1>
        {session ? <Balance /> : null}
        <div className="game-bar__actions">
          <button
            type="button"
            className="game-bar__icon icon-tile icon-tile--round icon-tile--outline"
            onClick={() => void stage.current?.requestFullscreen?.()}
            aria-label={t('fullscreen')}
          >
            <svg
              viewBox="0 0 24 24"
              width="16"
              height="16"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              aria-hidden="true"
            >
              <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
            </svg>
          </button>
          <button type="button" className="game-bar__leave" onClick={leave} aria-label={t('leave')}>
            <Icon name="logout" size={16} />
            <span>{t('leave')}</span>
          </button>
        </div>
      </header>
      <div className="game-frame__stage" ref={stage}>
        {loaded ? null : (
          <div className="game-frame__loading">
            <Spinner label={t('loading')} />
            <span>{t('loading')}</span>
          </div>
        )}
        {frameUrl ? (
          <iframe
            className="game-frame__iframe"
            src={frameUrl}
            title={gameName || t('frameTitle')}
            allow="autoplay; fullscreen; encrypted-media; clipboard-write"
            allowFullScreen
            onLoad={() => setLoaded(true)}
          />
        ) : null}
      </div>
      <RealityCheckNotice />
      {blocker.state === 'blocked' ? (
        <Modal title={t('confirmTitle')} closeLabel={common.t('close')} onClose={() => blocker.reset()} size="small">
          <p className="game-confirm__body">{t('confirmBody')}</p>
          <div className="game-confirm__actions">
            <button type="button" className="button button--ghost" onClick={() => blocker.reset()}>
              {t('stay')}
            </button>
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                clearGameUrl()
                blocker.proceed()
              }}
            >
              {t('confirmLeave')}
            </button>
          </div>
        </Modal>
      ) : null}
    </div>
  )
}
