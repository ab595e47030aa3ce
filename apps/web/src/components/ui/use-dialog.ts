import { useEffect, useEffectEvent, type RefObject } from 'react'
import { lockScroll } from '../../lib/scroll-lock'

/**
 * What an open dialog does (a modal, the phone drawer): freezes the page, puts focus inside,
 * keeps Tab and Shift+Tab within the panel, answers Escape, and gives focus back to whatever had
 * it when it opened.
 */
export function useDialog(
  panel: RefObject<HTMLElement | null>,
  {
    focusable,
    focusFirst,
    onEscape,
  }: {
    /** What Tab steps through inside the panel. */
    focusable: string
    /** Puts focus inside the panel as it opens. */
    focusFirst: (panel: HTMLElement | null) => void
    onEscape: (event: KeyboardEvent) => void
  },
) {
  const open = useEffectEvent(() => focusFirst(panel.current))
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.key === 'Escape') onEscape(event)
    if (event.key !== 'Tab' || !panel.current) return
    const items = [...panel.current.querySelectorAll<HTMLElement>(focusable)]
    if (items.length === 0) return
    const head = items[0]
    const tail = items[items.length - 1]
    if (event.shiftKey && document.activeElement === head) {
      event.preventDefault()
      tail?.focus()
    } else if (!event.shiftKey && document.activeElement === tail) {
      event.preventDefault()
      head?.focus()
    }
  })

  useEffect(() => {
    const release = lockScroll()
    const before = document.activeElement as HTMLElement | null
    open()
    const listener = (event: KeyboardEvent) => onKey(event)
    document.addEventListener('keydown', listener)
    return () => {
      document.removeEventListener('keydown', listener)
      release()
      before?.focus?.({ preventScroll: true })
    }
  }, [])
}
