import { describe, expect, it } from 'vitest'
import { htmlText, sanitizeHtml } from './html'

describe('sanitizeHtml', () => {
  it('keeps the formatting an announcement needs', () => {
    const html =
      '<h3>Terms</h3><p>Deposit <strong>MYR 50</strong> and <em>win</em>.</p><ul><li>One</li></ul><img src="/brand/promos/a.svg" alt="A">'
    expect(sanitizeHtml(html)).toBe(
      '<h3>Terms</h3><p>Deposit <strong>MYR 50</strong> and <em>win</em>.</p><ul><li>One</li></ul><img src="/brand/promos/a.svg" alt="A" />',
    )
  })

  it('drops script and style elements with their contents', () => {
    expect(sanitizeHtml('<p>hi<script>alert(1)</script></p><style>p{display:none}</style>')).toBe('<p>hi</p>')
    expect(sanitizeHtml('<svg><script>alert(1)</script></svg>ok')).toBe('ok')
  })

  it('drops every event handler and style attribute', () => {
    const out = sanitizeHtml(
      '<p onclick="steal()" style="position:fixed" onmouseover="x()">a</p><img src="https://cdn.example/x.png" onerror="steal()">',
    )
    expect(out).toBe('<p>a</p><img src="https://cdn.example/x.png" />')
    expect(out).not.toMatch(/\bon\w+=/i)
  })

  it('removes javascript:, data: and protocol-relative addresses, however they are spelled', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java&#x09;script:alert(1)',
      ' javascript:alert(1)',
      'vbscript:x',
      '//evil.example/',
    ]) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`), href).toBe('<a>x</a>')
    }
    expect(sanitizeHtml('<img src="data:image/svg+xml;base64,PHN2Zz4=">')).toBe('<img />')
    expect(sanitizeHtml('<img src="http://plain.example/x.png">')).toBe('<img />')
  })

  it('removes iframes, objects, forms and embeds', () => {
    expect(
      sanitizeHtml(
        '<iframe src="https://evil.example"></iframe><object data="x"></object><embed src="y"><form action="/z"><input name="p"></form>ok',
      ),
    ).toBe('ok')
  })

  it('opens a new tab only with rel=noopener and keeps no other target', () => {
    expect(sanitizeHtml('<a href="https://example.com" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    )
    expect(sanitizeHtml('<a href="/promotions" target="_top">x</a>')).toBe('<a href="/promotions">x</a>')
  })

  it('htmlText keeps the words only', () => {
    expect(htmlText('<p>Hello <b>there</b></p><script>x</script>')).toBe('Hello there')
  })
})
