/**
 * The slot's symbols, drawn as small inline SVGs so they look the same on every device and
 * need no image requests: W wild, 7, B bar, L bell, C cherry, A K Q royals, S scatter.
 */
const NS = 'http://www.w3.org/2000/svg'

const ART: Record<string, string> = {
  W:
    '<defs><linearGradient id="gw" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6ff2c1"/><stop offset="1" stop-color="#0f8a63"/></linearGradient></defs>' +
    '<rect x="8" y="22" width="84" height="56" rx="14" fill="url(#gw)" stroke="#f6d46b" stroke-width="4"/>' +
    '<text x="50" y="60" text-anchor="middle" font-size="28" font-weight="900" fill="#fff8dc" stroke="#0a5a41" stroke-width="1.5" font-family="Georgia,serif">WILD</text>',
  '7': '<text x="50" y="80" text-anchor="middle" font-size="86" font-weight="900" fill="#ff4d5e" stroke="#ffd86b" stroke-width="4" font-family="Georgia,serif">7</text>',
  B:
    '<rect x="10" y="30" width="80" height="40" rx="8" fill="#1a1a2e" stroke="#ffd86b" stroke-width="4"/>' +
    '<text x="50" y="61" text-anchor="middle" font-size="28" font-weight="900" fill="#ffd86b" font-family="Arial Black,Arial,sans-serif">BAR</text>',
  L:
    '<path d="M50 14c-4 0-6 3-6 6-14 4-20 16-20 30v14l-8 10h68l-8-10V50c0-14-6-26-20-30 0-3-2-6-6-6z" fill="#ffcc33" stroke="#b8860b" stroke-width="3"/>' +
    '<circle cx="50" cy="82" r="7" fill="#b8860b"/>',
  C:
    '<path d="M36 60 C40 35 50 22 66 14 M64 60 C62 40 63 25 66 14" stroke="#3f9b3a" stroke-width="5" fill="none"/>' +
    '<circle cx="34" cy="66" r="17" fill="#e0223a"/><circle cx="66" cy="66" r="17" fill="#c9162d"/>' +
    '<circle cx="28" cy="60" r="5" fill="#ff8a95"/><circle cx="60" cy="60" r="5" fill="#ff8a95"/>',
  S:
    '<circle cx="50" cy="50" r="40" fill="#3b1d6e" stroke="#ffd86b" stroke-width="4"/>' +
    '<polygon points="50,18 59,40 83,41 64,56 71,80 50,66 29,80 36,56 17,41 41,40" fill="#ffd86b"/>',
}
const ROYAL: Record<string, string> = { A: '#4fc3f7', K: '#ba68c8', Q: '#81c784' }

export function symbolSvg(symbol: string): SVGSVGElement {
  const svg = document.createElementNS(NS, 'svg')
  svg.setAttribute('viewBox', '0 0 100 100')
  svg.setAttribute('class', `sym sym-${symbol === '7' ? 'seven' : symbol}`)
  svg.setAttribute('aria-label', symbol)
  const royal = ROYAL[symbol]
  svg.innerHTML = royal
    ? `<text x="50" y="76" text-anchor="middle" font-size="74" font-weight="900" fill="${royal}" stroke="#10231c" stroke-width="3" font-family="Georgia,serif">${symbol}</text>`
    : (ART[symbol] ?? '')
  return svg
}

export const DISPLAY_SYMBOLS = ['W', '7', 'B', 'L', 'C', 'A', 'K', 'Q', 'S']
