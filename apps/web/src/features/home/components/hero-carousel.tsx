import { useRef, useState, type PointerEvent, type ReactNode } from 'react'
import { Link } from 'react-router'
import { Icon } from '../../../components/ui/icon'
import type { Banner } from '../../../lib/announcements'
import { useTexts } from '../../../lib/i18n'
import { HOME } from '../home-texts'
import { swipeStep, useCarousel, usePrefersReducedMotion } from './use-carousel'
import './hero-carousel.css'

export const AUTOPLAY_MS = 5000
/** The banner pictures' own size (1920x560); set on the img so the space is kept before it loads. */
const BANNER_WIDTH = 1920
const BANNER_HEIGHT = 560

/** A banner leads to a site route, an https address in a new tab, or nowhere. */
function BannerLink({ link, children }: { link: string | null; children: ReactNode }) {
  if (!link) return <>{children}</>
  if (link.startsWith('/')) return <Link to={link}>{children}</Link>
  return (
    <a href={link} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  )
}

/**
 * The home banners: autoplay that stops while the pointer or focus is on it, when the
 * visitor pauses it or prefers reduced motion; arrows, dots, and swipe on touch screens.
 */
export function HeroCarousel({ banners }: { banners: readonly Banner[] }) {
  const { t } = useTexts(HOME)
  const reducedMotion = usePrefersReducedMotion()
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [stopped, setStopped] = useState(false)
  const playing = !stopped && !reducedMotion && banners.length > 1
  const { index, go, next, previous } = useCarousel(banners.length, {
    intervalMs: AUTOPLAY_MS,
    paused: !playing || hovered || focused,
  })
  const start = useRef<{ x: number; y: number } | null>(null)
  const swiped = useRef(false)

  const onPointerDown = (event: PointerEvent) => {
    swiped.current = false
    start.current = event.pointerType === 'mouse' ? null : { x: event.clientX, y: event.clientY }
  }
  const onPointerUp = (event: PointerEvent) => {
    if (!start.current) return
    const step = swipeStep(event.clientX - start.current.x, event.clientY - start.current.y)
    start.current = null
    if (step === 0) return
    swiped.current = true
    go(index + step)
  }

  const many = banners.length > 1
  return (
    <section
      className={`hero-carousel${reducedMotion ? ' hero-carousel--still' : ''}`}
      aria-roledescription="carousel"
      aria-label={t('carousel.label')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false)
      }}
    >
      <div
        className="hero-carousel__viewport"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (start.current = null)}
        // A swipe that ends on a banner must not also follow its link.
        onClickCapture={(event) => {
          if (swiped.current) event.preventDefault()
          swiped.current = false
        }}
      >
        <ul
          className="hero-carousel__track"
          style={{ transform: `translateX(${-index * 100}%)` }}
          aria-live={playing && !hovered && !focused ? 'off' : 'polite'}
        >
          {banners.map((banner, position) => (
            <li
              key={banner.id}
              className="hero-carousel__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={t('carousel.slide', { n: position + 1, total: banners.length })}
              aria-hidden={position !== index}
              inert={position !== index}
            >
              <BannerLink link={banner.link}>
                <img
                  src={banner.url}
                  alt={banner.title}
                  width={BANNER_WIDTH}
                  height={BANNER_HEIGHT}
                  loading={position === 0 ? 'eager' : 'lazy'}
                  fetchPriority={position === 0 ? 'high' : 'low'}
                  decoding={position === 0 ? 'sync' : 'async'}
                  draggable={false}
                />
              </BannerLink>
            </li>
          ))}
        </ul>
      </div>
      {many ? (
        <>
          <Arrow way="prev" icon="chevronLeft" label={t('carousel.previous')} onClick={previous} />
          <Arrow way="next" icon="chevronRight" label={t('carousel.next')} onClick={next} />
          <div className="hero-carousel__controls">
            {reducedMotion ? null : (
              <button
                type="button"
                className="hero-carousel__toggle"
                onClick={() => setStopped((value) => !value)}
                aria-label={stopped ? t('carousel.play') : t('carousel.pause')}
              >
                <span className={`hero-carousel__toggle-icon${stopped ? ' is-stopped' : ''}`} aria-hidden="true" />
              </button>
            )}
            <div className="hero-carousel__dots">
              {banners.map((banner, position) => (
                <button
                  key={banner.id}
                  type="button"
                  className="hero-carousel__dot"
                  aria-label={t('carousel.goTo', { n: position + 1 })}
                  aria-current={position === index ? 'true' : undefined}
                  onClick={() => go(position)}
                >
                  {position === index && playing && !hovered && !focused ? (
                    <span className="hero-carousel__dot-fill" style={{ animationDuration: `${AUTOPLAY_MS}ms` }} />
                  ) : null}
                </button>
              ))}
            </div>
          </div>
        </>
      ) : null}
    </section>
  )
}

/** A previous or next button at the banner's side. */
function Arrow({
  way,
  icon,
  label,
  onClick,
}: {
  way: 'prev' | 'next'
  icon: 'chevronLeft' | 'chevronRight'
  label: string
  onClick: () => void
}) {
  return (
    <button
      type="button"
      className={`hero-carousel__arrow hero-carousel__arrow--${way}`}
      onClick={onClick}
      aria-label={label}
    >
      <Icon name={icon} size={22} />
    </button>
  )
}
