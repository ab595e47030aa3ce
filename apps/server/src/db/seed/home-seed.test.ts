import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { LANGUAGES } from '@sea/contract'
import { describe, expect, it } from 'vitest'
import { sanitizeHtml } from '../../lib/html'
import { expectShippedSvgs } from '../../test/brand-pictures'
import { broadcastMessages, PLAYER_NOTICES, popupNotice, type SeedTexts } from './home-notices.data'
import { BANNERS, PROMOTIONS } from './home-promos.data'

const all: [string, SeedTexts][] = [
  ...PLAYER_NOTICES.map((n, i) => [`notice ${i}`, n.texts] as [string, SeedTexts]),
  ['popup', popupNotice('Lotus Play')],
  ...PROMOTIONS.map((p) => [p.image, p.texts] as [string, SeedTexts]),
  ...broadcastMessages('Lotus Play').map((m, i) => [`message ${i}`, m] as [string, SeedTexts]),
]

describe('the demo home content', () => {
  it.each(all)('%s is written in all five languages, each its own text', (_name, texts) => {
    expect(Object.keys(texts).sort()).toEqual([...LANGUAGES].sort())
    const titles = LANGUAGES.map((language) => texts[language].title)
    expect(new Set(titles).size).toBe(LANGUAGES.length)
    for (const language of LANGUAGES) {
      const text = texts[language]
      expect(text.title.length, language).toBeLessThanOrEqual(120)
      expect(text.content, language).toBeTruthy()
      // Already clean: the allow-list changes nothing in it.
      expect(sanitizeHtml(text.content ?? ''), language).toBe(text.content)
      expect(text.content, language).not.toMatch(/lorem|ipsum/i)
    }
  })

  it('has six or more notices, three or more promotions with summaries, and the banner groups the site uses', () => {
    expect(PLAYER_NOTICES.length).toBeGreaterThanOrEqual(6)
    expect(PROMOTIONS.length).toBeGreaterThanOrEqual(3)
    for (const promotion of PROMOTIONS)
      for (const language of LANGUAGES) expect(promotion.texts[language].summary).toBeTruthy()
    const groups = BANNERS.map((b) => b.group)
    expect(groups.filter((g) => g === 'home').length).toBeGreaterThanOrEqual(3)
    expect(groups).toContain('w_register')
    expect(groups).toContain('login')
  })

  it('ships every picture it names, as an SVG of the size its slot expects', () => {
    const sizes: Record<string, string> = { home: '0 0 1920 560', w_register: '0 0 800 300', login: '0 0 800 300' }
    const pictures = [
      ...BANNERS.map((b) => [b.image, sizes[b.group]]),
      ...PROMOTIONS.map((p) => [p.image, '0 0 600 320']),
    ]
    expectShippedSvgs(pictures)
  })

  it('gives each banner a picture per language, titled in that language', () => {
    const sizes: Record<string, string> = { home: '0 0 1920 560', w_register: '0 0 800 300', login: '0 0 800 300' }
    for (const banner of BANNERS) {
      for (const language of LANGUAGES.filter((code) => code !== 'EN')) {
        const image = banner.image.replace(/\.svg$/, `-${language.toLowerCase()}.svg`)
        expectShippedSvgs([[image, sizes[banner.group]]])
        const svg = readFileSync(
          fileURLToPath(new URL(`../../../../web/public/brand/${image}`, import.meta.url)),
          'utf8',
        )
        expect(svg, image).toContain(`<title id="t">${banner.titles[language].replace('&', '&amp;')}</title>`)
      }
    }
  })
})
