import { describe, expect, it } from 'vitest'
import { pointsToPage } from './links'

const page = 'https://brand.example.test/download'

describe('download links', () => {
  it('sees a link back to the download page as no download yet', () => {
    expect(pointsToPage('/download#ios', page)).toBe(true)
    expect(pointsToPage('https://brand.example.test/download?x=1', page)).toBe(true)
  })

  it('takes other addresses as real downloads', () => {
    expect(pointsToPage('https://cdn.example.test/app.apk', page)).toBe(false)
    expect(pointsToPage('/files/app.ipa', page)).toBe(false)
  })
})
