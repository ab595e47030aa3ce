import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Banner } from '../../../lib/announcements'
import { AUTOPLAY_MS, HeroCarousel } from './hero-carousel'
import { swipeStep, wrapIndex } from './use-carousel'

const banners: Banner[] = ['a', 'b', 'c'].map((id) => ({
  id,
  groupName: 'home',
  url: `/brand/banners/${id}.svg`,
  link: id === 'b' ? 'https://example.test/b' : '/promotions',
  title: `Banner ${id}`,
}))

function setReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia
}

const current = () =>
  screen.getAllByRole('button', { name: /Show slide/ }).findIndex((dot) => dot.getAttribute('aria-current') === 'true')
const show = (node = <HeroCarousel banners={banners} />) => render(<MemoryRouter>{node}</MemoryRouter>)

describe('carousel steps', () => {
  it('wraps around both ends', () => {
    expect(wrapIndex(3, 3)).toBe(0)
    expect(wrapIndex(-1, 3)).toBe(2)
    expect(wrapIndex(5, 0)).toBe(0)
  })

  it('moves on a clear horizontal swipe only', () => {
    expect(swipeStep(-80, 5)).toBe(1)
    expect(swipeStep(80, 5)).toBe(-1)
    expect(swipeStep(-20, 0)).toBe(0)
    expect(swipeStep(-60, 90)).toBe(0)
  })
})

describe('HeroCarousel', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    setReducedMotion(false)
  })
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
  })

  it('loads the first picture eagerly with its size, the others lazily', () => {
    show()
    const images = screen.getAllByRole('img', { hidden: true })
    expect(images[0]?.getAttribute('loading')).toBe('eager')
    expect(images[0]?.getAttribute('width')).toBe('1920')
    expect(images[1]?.getAttribute('loading')).toBe('lazy')
  })

  it('plays on its own and stops while the pointer is over it', () => {
    const { container } = show()
    expect(current()).toBe(0)
    act(() => vi.advanceTimersByTime(AUTOPLAY_MS))
    expect(current()).toBe(1)
    fireEvent.mouseEnter(container.querySelector('.hero-carousel')!)
    act(() => vi.advanceTimersByTime(AUTOPLAY_MS * 3))
    expect(current()).toBe(1)
    fireEvent.mouseLeave(container.querySelector('.hero-carousel')!)
    act(() => vi.advanceTimersByTime(AUTOPLAY_MS))
    expect(current()).toBe(2)
  })

  it('goes where the dots, arrows and pause button say', () => {
    show()
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 3' }))
    expect(current()).toBe(2)
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }))
    expect(current()).toBe(0)
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }))
    expect(current()).toBe(2)
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }))
    act(() => vi.advanceTimersByTime(AUTOPLAY_MS * 2))
    expect(current()).toBe(2)
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeTruthy()
  })

  it('follows a touch swipe and does not follow the link under it', () => {
    const { container } = show()
    const viewport = container.querySelector('.hero-carousel__viewport')!
    fireEvent.pointerDown(viewport, { pointerType: 'touch', clientX: 300, clientY: 40 })
    fireEvent.pointerUp(viewport, { pointerType: 'touch', clientX: 120, clientY: 50 })
    expect(current()).toBe(1)
    // Slide 2 leads outside the site, so only the carousel can stop its link.
    const outside = container.querySelectorAll('.hero-carousel__slide a')[1]!
    const prevented: boolean[] = []
    // Record what the carousel decided, then stop the test browser from really navigating.
    const record = (event: Event) => {
      prevented.push(event.defaultPrevented)
      event.preventDefault()
    }
    document.addEventListener('click', record)
    outside.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
    outside.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
    document.removeEventListener('click', record)
    expect(prevented).toEqual([true, false])
  })

  it('hides the slides that are not shown from keyboard and screen readers', () => {
    show()
    const slides = screen.getAllByRole('group', { hidden: true })
    expect(slides[0]?.getAttribute('aria-hidden')).toBe('false')
    expect(slides[1]?.getAttribute('aria-hidden')).toBe('true')
    expect(slides[1]?.hasAttribute('inert')).toBe(true)
  })

  it('never moves by itself when the visitor prefers reduced motion', () => {
    setReducedMotion(true)
    show()
    act(() => vi.advanceTimersByTime(AUTOPLAY_MS * 3))
    expect(current()).toBe(0)
    expect(screen.queryByRole('button', { name: 'Pause slideshow' })).toBeNull()
  })

  it('opens outside links in a new tab and site links in place', () => {
    show()
    const links = screen.getAllByRole('link', { hidden: true })
    expect(links[0]?.getAttribute('href')).toBe('/promotions')
    expect(links[1]?.getAttribute('target')).toBe('_blank')
    expect(links[1]?.getAttribute('rel')).toContain('noopener')
  })

  it('shows no controls for a single banner', () => {
    show(<HeroCarousel banners={banners.slice(0, 1)} />)
    expect(screen.queryByRole('button', { name: /Show slide/ })).toBeNull()
  })
})
