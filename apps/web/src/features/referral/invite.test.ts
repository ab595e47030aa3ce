import { encode } from 'uqr'
import { describe, expect, it } from 'vitest'
import { qrPath, shareUrl } from './invite'

describe('share targets', () => {
  const link = 'https://demo.example/register?referralCode=AB23CD45'
  it('puts the link into each network’s share address', () => {
    expect(shareUrl('whatsapp', link, 'Join me')).toBe(`https://wa.me/?text=${encodeURIComponent(`Join me ${link}`)}`)
    expect(shareUrl('telegram', link, 'Join me')).toBe(
      `https://t.me/share/url?url=${encodeURIComponent(link)}&text=Join%20me`,
    )
    expect(shareUrl('facebook', link, 'Join me')).toContain(encodeURIComponent(link))
    expect(shareUrl('line', link, 'Join me')).toContain(encodeURIComponent(link))
  })
})

describe('qrPath', () => {
  it('draws each run of dark modules as one rectangle', () => {
    expect(
      qrPath([
        [true, true, false, true],
        [false, false, false, false],
      ]),
    ).toBe('M0 0h2v1h-2zM3 0h1v1h-1z')
    expect(qrPath([])).toBe('')
  })

  it('covers exactly the dark modules of a real code', () => {
    const { data } = encode('https://demo.example/register?referralCode=AB23CD45', { ecc: 'M', border: 0 })
    const dark = data.flat().filter(Boolean).length
    const drawn = [...qrPath(data).matchAll(/h(\d+)/g)].reduce((sum, match) => sum + Number(match[1]), 0)
    expect(drawn).toBe(dark)
  })
})
