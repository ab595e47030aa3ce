import { describe, it, expect } from 'vitest'
import { PNG } from 'pngjs'
import { CAPTCHA_ALPHABET, randomCaptchaText, renderCaptchaPng } from './captcha-image'

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/** Text ink is the only thing drawn with every channel below 100; background and clutter stay above. */
function darkPixels(png: Buffer): number {
  const { data } = PNG.sync.read(png)
  let count = 0
  for (let i = 0; i < data.length; i += 4) {
    if (Math.max(data[i] ?? 255, data[i + 1] ?? 255, data[i + 2] ?? 255) < 100) count++
  }
  return count
}

describe('randomCaptchaText', () => {
  it('has the requested length and only uses the alphabet', () => {
    expect(randomCaptchaText()).toHaveLength(5)
    const allowed = new RegExp(`^[${CAPTCHA_ALPHABET}]{8}$`)
    for (let i = 0; i < 200; i++) expect(randomCaptchaText(8)).toMatch(allowed)
  })

  it('spreads over the alphabet', () => {
    const seen = new Set(randomCaptchaText(2000))
    expect(seen.size).toBe(CAPTCHA_ALPHABET.length)
  })

  it('rejects a length that is not a positive integer', () => {
    expect(() => randomCaptchaText(0)).toThrow(RangeError)
    expect(() => randomCaptchaText(2.5)).toThrow(RangeError)
  })

  it('uses an alphabet without look-alike characters', () => {
    expect(CAPTCHA_ALPHABET).not.toMatch(/[0O1IlL]/)
  })
})

describe('renderCaptchaPng', () => {
  it('returns a 150x50 PNG', () => {
    const png = renderCaptchaPng('AB234')
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true)
    const decoded = PNG.sync.read(png)
    expect(decoded.width).toBe(150)
    expect(decoded.height).toBe(50)
  })

  it('randomises every render', () => {
    expect(renderCaptchaPng('HJK78').equals(renderCaptchaPng('HJK78'))).toBe(false)
  })

  it('throws on a character outside the alphabet', () => {
    expect(() => renderCaptchaPng('AB0CD')).toThrow(/"0"/)
    expect(() => renderCaptchaPng('abcde')).toThrow(Error)
    expect(() => renderCaptchaPng('')).toThrow(Error)
  })

  it('draws every character of the alphabet', () => {
    for (const char of CAPTCHA_ALPHABET) {
      // The leanest glyphs have 11 font pixels, i.e. 176 image pixels at 4x scale.
      expect(darkPixels(renderCaptchaPng(char)), char).toBeGreaterThan(100)
    }
  })

  it('draws the glyphs themselves, not just dark noise', () => {
    // M has 18 font pixels and T only 11, so at 4x scale the ink differs by about 560 pixels;
    // interference lines and dots drawn over the text only erase part of that.
    const heavy = darkPixels(renderCaptchaPng('MMMMM'))
    const light = darkPixels(renderCaptchaPng('TTTTT'))
    expect(light).toBeGreaterThan(600)
    expect(light).toBeLessThanOrEqual(5 * 11 * 16 + 5 * 2 * 6)
    expect(heavy - light).toBeGreaterThan(200)
  })

  it('keeps the margins free of text', () => {
    const { data, width, height } = PNG.sync.read(renderCaptchaPng('WWWWW'))
    for (let y = 0; y < height; y++) {
      for (const x of [0, 1, width - 2, width - 1]) {
        const i = (y * width + x) * 4
        expect(Math.max(data[i] ?? 255, data[i + 1] ?? 255, data[i + 2] ?? 255)).toBeGreaterThanOrEqual(100)
      }
    }
  })

  it('shrinks longer text to fit and refuses text that cannot fit', () => {
    expect(PNG.sync.read(renderCaptchaPng('ABCDEFGH')).width).toBe(150)
    expect(() => renderCaptchaPng('A'.repeat(20))).toThrow(/too long/)
  })
})
