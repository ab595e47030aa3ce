import type { Page } from 'playwright-core'
import { expect } from 'vitest'

/**
 * The document is no wider than the viewport: nothing makes the page scroll sideways (the fixed
 * and sticky bars would follow it). When it is wider, the message names the elements that stick
 * out past the right edge without a scrolling or clipping box of their own to hold them: laid
 * out in the page, or positioned against a box outside their scroller.
 */
export async function expectFitsViewport(page: Page, where: string): Promise<void> {
  const { viewport, width, culprits } = await page.evaluate(() => {
    const edge = document.documentElement.clientWidth
    // The nearest box at or above `start` that scrolls or clips sideways.
    const clipFrom = (start: Element | null): Element | null => {
      for (let box = start; box && box !== document.body; box = box.parentElement) {
        if (getComputedStyle(box).overflowX !== 'visible') return box
      }
      return null
    }
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).join('.')}` : ''}`
    const out: string[] = []
    for (const element of document.querySelectorAll('body *')) {
      const box = element.getBoundingClientRect()
      if (box.width === 0 || box.right <= edge + 0.5) continue
      // A positioned box is held by the boxes around its containing block, not its parent's.
      const positioned = ['absolute', 'fixed'].includes(getComputedStyle(element).position)
      const clip = clipFrom(positioned && element instanceof HTMLElement ? element.offsetParent : element.parentElement)
      if (!clip || clip.getBoundingClientRect().right > edge + 0.5)
        out.push(`${name(element)} (right ${Math.round(box.right)})`)
    }
    return { viewport: edge, width: document.documentElement.scrollWidth, culprits: out.slice(0, 8) }
  })
  expect(
    width,
    `${where}: the page is ${width} px wide in a ${viewport} px viewport; sticking out: ${culprits.join(', ') || 'nothing named'}`,
  ).toBeLessThanOrEqual(viewport)
}
