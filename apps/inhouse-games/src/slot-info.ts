import type { SlotConfig } from '@sea/contract'
import type { Labels } from './i18n'
import { symbolSvg } from './symbols'
import { h, money } from './ui'

/** The paytable and rules panel, generated from the variant's configuration the server sends. */
export function paytableView(L: Labels, config: SlotConfig, lineBet: string): HTMLElement {
  const bet = Number(lineBet)
  const total = bet * config.lines
  const rows = Object.entries(config.paytable).map(([symbol, pays]) =>
    h(
      'div',
      { class: 'pay-row' },
      iconOf(symbol),
      h(
        'div',
        { class: 'pays' },
        ...[2, 1, 0].map((i) => h('div', {}, h('b', {}, `${i + 3}×`), ' ', money((pays[i] ?? 0) * bet))),
      ),
    ),
  )
  const scatter = h(
    'div',
    { class: 'pay-row' },
    iconOf('S'),
    h(
      'div',
      { class: 'pays' },
      ...(['5', '4', '3'] as const).map((n) =>
        h('div', {}, h('b', {}, `${n}×`), ' ', money(config.scatterPays[n] * total)),
      ),
    ),
  )
  return h(
    'div',
    { class: 'paytable' },
    h('p', { class: 'muted' }, `${L.lineBet} ${money(bet)} · ${L.totalBet} ${money(total)}`),
    h('div', { class: 'pay-grid' }, ...rows, scatter),
    h(
      'ul',
      { class: 'rules' },
      h('li', {}, L.wild),
      h('li', {}, L.lineRule),
      h('li', {}, L.scatterRule),
      h('li', {}, `${L.rtp}: ${config.rtp}%`),
    ),
    h('h3', {}, `${config.lines} ${L.lines}`),
    h('div', { class: 'line-maps' }, ...config.paylines.map((rows, i) => lineMap(i + 1, rows))),
    h(
      'p',
      { class: 'muted small' },
      `${L.limits}: ${L.lineBet} ${money(config.minLineBet)} – ${money(config.maxLineBet)} · ${config.variantId}`,
    ),
  )
}

function iconOf(symbol: string): HTMLElement {
  const box = h('div', { class: 'pay-icon' })
  box.append(symbolSvg(symbol))
  return box
}

function lineMap(number: number, rows: number[]): HTMLElement {
  const grid = h('div', { class: 'line-grid' })
  for (let row = 0; row < 3; row += 1)
    for (let col = 0; col < 5; col += 1) grid.append(h('i', { class: rows[col] === row ? 'on' : '' }))
  return h('div', { class: 'line-map' }, h('span', {}, String(number)), grid)
}
