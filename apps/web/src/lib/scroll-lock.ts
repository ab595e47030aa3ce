/**
 * An open modal freezes the page; closing the last one puts the page back where it was
 * (docs/domain/site.md#modals). Counted, because modals stack.
 */
let locks = 0
let savedY = 0

export function lockScroll(): () => void {
  if (locks === 0) {
    savedY = window.scrollY
    const body = document.body.style
    body.position = 'fixed'
    body.top = `-${savedY}px`
    body.left = '0'
    body.right = '0'
    body.overflow = 'hidden'
  }
  locks += 1
  let released = false
  return () => {
    if (released) return
    released = true
    locks -= 1
    if (locks > 0) return
    const body = document.body.style
    body.position = ''
    body.top = ''
    body.left = ''
    body.right = ''
    body.overflow = ''
    window.scrollTo(0, savedY)
  }
}
