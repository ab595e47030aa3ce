import { useCallback, useEffect, useState, useSyncExternalStore } from 'react'

/** Index `index` wrapped into 0..count-1, so next from the last slide is the first. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0
  return ((index % count) + count) % count
}

/**
 * Which way a finished touch swipe moves the carousel: a left swipe shows the next slide.
 * Short or mostly vertical movements (page scrolling) move nothing.
 */
export function swipeStep(dx: number, dy: number, threshold = 40): -1 | 0 | 1 {
  if (Math.abs(dx) < threshold || Math.abs(dx) <= Math.abs(dy)) return 0
  return dx < 0 ? 1 : -1
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

function subscribeMotion(listener: () => void): () => void {
  const query = window.matchMedia?.(REDUCED_MOTION)
  query?.addEventListener('change', listener)
  return () => query?.removeEventListener('change', listener)
}

/** True when the visitor asked their system for less motion. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeMotion,
    () => window.matchMedia?.(REDUCED_MOTION).matches ?? false,
    () => false,
  )
}

/**
 * The current slide and autoplay: moves on every `intervalMs` unless `paused`; any move,
 * automatic or by hand, restarts the wait so a slide always gets its full time.
 */
export function useCarousel(count: number, { intervalMs, paused }: { intervalMs: number; paused: boolean }) {
  const [index, setIndex] = useState(0)
  const current = wrapIndex(index, count)

  useEffect(() => {
    if (paused || count < 2) return
    const timer = setTimeout(() => setIndex((value) => wrapIndex(value + 1, count)), intervalMs)
    return () => clearTimeout(timer)
  }, [paused, count, intervalMs, current])

  const go = useCallback((target: number) => setIndex(wrapIndex(target, count)), [count])
  return { index: current, go, next: () => go(current + 1), previous: () => go(current - 1) }
}
