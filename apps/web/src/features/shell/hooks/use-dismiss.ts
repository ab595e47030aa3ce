import { useEffect, useEffectEvent, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react'

/**
 * Closes a popover (menu, language list) on a click outside it or on Escape; Escape gives the
 * focus back to the button that opened it. The first item takes the focus on opening.
 */
export function useDismiss(ref: RefObject<HTMLElement | null>, open: boolean, close: () => void): void {
  const onClose = useEffectEvent(close)
  useEffect(() => {
    if (!open) return
    const root = ref.current
    const first =
      root?.querySelector<HTMLElement>('[aria-checked="true"]') ??
      root?.querySelector<HTMLElement>('[role^="menuitem"]')
    first?.focus()
    const onPointer = (event: PointerEvent) => {
      if (!root?.contains(event.target as Node)) onClose()
    }
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return
      onClose()
      root?.querySelector<HTMLElement>('[aria-haspopup]')?.focus()
    }
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('keydown', onKey)
    }
  }, [open, ref])
}

/**
 * A popup menu's open state, dismissed as above; `toggle` holds the attributes of the button that
 * opens it, `menuId` the id its list takes.
 */
export function usePopupMenu() {
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const menuId = useId()
  const close = () => setOpen(false)
  useDismiss(root, open, close)
  const toggle = {
    'aria-haspopup': 'menu',
    'aria-expanded': open,
    'aria-controls': menuId,
    onClick: () => setOpen((value) => !value),
  } as const
  return { open, close, root, menuId, toggle }
}

/** Arrow keys, Home and End move between a menu's items (WAI-ARIA menu pattern). */
export function onMenuKeyDown(event: KeyboardEvent<HTMLElement>): void {
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[role^="menuitem"]')]
  const index = items.indexOf(document.activeElement as HTMLElement)
  const last = items.length - 1
  const next = { ArrowDown: index >= last ? 0 : index + 1, ArrowUp: index <= 0 ? last : index - 1, Home: 0, End: last }[
    event.key
  ]
  if (next === undefined) return
  event.preventDefault()
  items[next]?.focus()
}
