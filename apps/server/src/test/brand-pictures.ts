import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { expect } from 'vitest'

const publicBrand = fileURLToPath(new URL('../../../web/public/brand/', import.meta.url))

/**
 * Each seeded picture (a path under the site's public brand folder, and the viewBox its slot
 * expects) is shipped, sized for its slot, titled, and self-contained and inert: no script, no
 * external fetches.
 */
export function expectShippedSvgs(pictures: readonly (readonly (string | undefined)[])[]): void {
  for (const [image = '', viewBox] of pictures) {
    expect(existsSync(publicBrand + image), image).toBe(true)
    const svg = readFileSync(publicBrand + image, 'utf8')
    expect(svg, image).toContain(`viewBox="${viewBox}"`)
    expect(svg, image).toMatch(/<title id="t">[^<]+<\/title>/)
    expect(svg, image).not.toMatch(/<script|href="http|@import|url\(http/i)
  }
}
