import './base.css'
import './verify.css'
import type { BaccaratOutcome, InhouseRound, SlotOutcome } from '@sea/contract'
import { ApiError, verifyApi } from './api'
import { errorText, labelsFor, pageLang } from './i18n'
import { RecomputeError, type RoundInputs, recomputeRound } from './recompute'
import { symbolSvg } from './symbols'
import { $, h, kv, money } from './ui'

/**
 * The verification page: recomputes a round from its revealed inputs in the player's browser,
 * with the engines that played it (`./recompute`), and, for a loaded round, compares the result
 * and the commit with the record the server keeps.
 */
const L = labelsFor(pageLang())
const GAMES = ['jade-96', 'jade-95', 'jade-94', 'baccarat']
const BET_TYPES = ['PLAYER', 'BANKER', 'TIE', 'PLAYER_PAIR', 'BANKER_PAIR'] as const

const roundInput = h('input', { class: 'field', placeholder: L.roundId, spellcheck: 'false' })
const game = h('select', { class: 'field' }, ...GAMES.map((g) => h('option', { value: g }, g)))
const serverSeed = h('input', { class: 'field mono', placeholder: '64 hex', spellcheck: 'false' })
const clientSeed = h('input', { class: 'field mono', spellcheck: 'false' })
const nonce = h('input', { class: 'field', type: 'number', min: 0, value: 0 })
const lineBet = h('input', { class: 'field', value: '0.10', inputmode: 'decimal' })
const betFields = new Map(
  BET_TYPES.map((type) => [type, h('input', { class: 'field', placeholder: '0.00', inputmode: 'decimal' })]),
)
const slotBox = h('label', { class: 'slot-only' }, h('span', { class: 'label' }, L.lineBet), lineBet)
const bacBox = h(
  'div',
  { class: 'bac-only' },
  ...BET_TYPES.map((type) =>
    h('label', {}, h('span', { class: 'label' }, type.replace('_', ' ')), betFields.get(type)!),
  ),
)
const output = h('section', { class: 'output' })
let record: InhouseRound | null = null

function syncGame(): void {
  const isSlot = game.value !== 'baccarat'
  slotBox.hidden = !isSlot
  bacBox.hidden = isSlot
}

function inputs(): RoundInputs {
  const base = {
    game: game.value,
    serverSeed: serverSeed.value.trim(),
    clientSeed: clientSeed.value.trim(),
    nonce: Number(nonce.value),
  }
  if (game.value !== 'baccarat') return { ...base, lineBet: Number(lineBet.value).toFixed(2) }
  const bets = BET_TYPES.flatMap((type) => {
    const value = Number(betFields.get(type)?.value || 0)
    return value > 0 ? [{ type, amount: value.toFixed(2) }] : []
  })
  return { ...base, bets }
}

function recompute(): void {
  try {
    const result = recomputeRound(inputs())
    const checks: HTMLElement[] = []
    if (record) {
      const commitOk = result.commit === record.fair.commit
      const outcomeOk = canonical(result.outcome) === canonical(record.outcome) && result.win === record.win
      checks.push(
        badge(commitOk, commitOk ? L.commitOk : L.commitBad),
        badge(outcomeOk, outcomeOk ? L.match : L.mismatch),
      )
    }
    output.replaceChildren(
      ...checks,
      kv('SHA-256', h('code', {}, result.commit)),
      kv(L.bet, money(result.bet)),
      kv(L.win, money(result.win)),
      outcomeView(result.outcome),
    )
  } catch (error) {
    output.replaceChildren(
      h('p', { class: 'error' }, errorText(L, error instanceof RecomputeError ? error.code : 'generic')),
    )
  }
}

async function load(id: string): Promise<void> {
  try {
    record = await verifyApi.round(id)
  } catch (error) {
    record = null
    output.replaceChildren(h('p', { class: 'error' }, errorText(L, error instanceof ApiError ? error.code : 'generic')))
    return
  }
  roundInput.value = id
  game.value = record.game
  serverSeed.value = record.fair.serverSeed ?? ''
  clientSeed.value = record.fair.clientSeed
  nonce.value = String(record.fair.nonce)
  const bets = record.bets as { lineBet?: string; bets?: { type: (typeof BET_TYPES)[number]; amount: string }[] }
  if (bets.lineBet) lineBet.value = bets.lineBet
  for (const field of betFields.values()) field.value = ''
  for (const bet of bets.bets ?? []) betFields.get(bet.type)!.value = bet.amount
  syncGame()
  recompute()
}

function badge(ok: boolean, text: string): HTMLElement {
  return h('div', { class: `badge ${ok ? 'ok' : 'bad'}` }, ok ? '✓ ' : '✗ ', text)
}

/** Key order differs between the stored record (jsonb) and a fresh answer: compare sorted. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`
  }
  return JSON.stringify(value)
}

function outcomeView(outcome: SlotOutcome | BaccaratOutcome): HTMLElement {
  if (outcome.kind === 'slot') {
    const hits = new Set(outcome.lineWins.flatMap((w) => w.cells.map(([c, r]) => `${c}:${r}`)))
    const grid = h('div', { class: 'v-window' })
    outcome.window.forEach((row, r) =>
      row.forEach((symbol, c) => {
        const cell = h('div', { class: hits.has(`${c}:${r}`) ? 'hit' : '' })
        cell.append(symbolSvg(symbol))
        grid.append(cell)
      }),
    )
    const wins = outcome.lineWins.map((w) =>
      h('li', {}, `#${w.line + 1}: ${w.count} × ${w.symbol} → ${money(w.amount)}`),
    )
    if (Number(outcome.scatter.amount) > 0)
      wins.push(h('li', {}, `${L.scatter} × ${outcome.scatter.count} → ${money(outcome.scatter.amount)}`))
    return h(
      'div',
      { class: 'v-outcome' },
      grid,
      h('ul', {}, ...wins),
      h('p', { class: 'muted small' }, `stops ${outcome.stops.join(', ')}`),
    )
  }
  const card = (c: { rank: number; suit: string }) =>
    h(
      'span',
      { class: `v-card${c.suit === 'H' || c.suit === 'D' ? ' red' : ''}` },
      `${['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'][c.rank]}${{ S: '♠', H: '♥', D: '♦', C: '♣' }[c.suit]}`,
    )
  return h(
    'div',
    { class: 'v-outcome' },
    kv(`${L.player} ${outcome.playerTotal}`, h('span', {}, ...outcome.player.map(card))),
    kv(`${L.banker} ${outcome.bankerTotal}`, h('span', {}, ...outcome.banker.map(card))),
    kv(L.result, outcome.winner),
    h(
      'ul',
      {},
      ...outcome.bets.map((b) => h('li', {}, `${b.type} ${money(b.amount)}: ${b.result} → ${money(b.payout)}`)),
    ),
  )
}

$('#app').replaceChildren(
  h(
    'main',
    { class: 'verify' },
    h('h1', {}, L.verifyTitle),
    h('p', { class: 'muted' }, L.verifyIntro),
    h(
      'form',
      { class: 'load-row', onsubmit: (e) => (e.preventDefault(), void load(roundInput.value.trim())) },
      roundInput,
      h('button', { class: 'btn btn-small', type: 'submit' }, L.load),
    ),
    h(
      'form',
      { class: 'inputs', onsubmit: (e) => (e.preventDefault(), recompute()) },
      h('label', {}, h('span', { class: 'label' }, L.game), game),
      h('label', { class: 'wide' }, h('span', { class: 'label' }, L.serverSeed), serverSeed),
      h('label', {}, h('span', { class: 'label' }, L.clientSeed), clientSeed),
      h('label', {}, h('span', { class: 'label' }, L.nonce), nonce),
      slotBox,
      bacBox,
      h('button', { class: 'btn', type: 'submit' }, L.recompute),
    ),
    output,
  ),
)
game.addEventListener('change', syncGame)
syncGame()
const asked = new URLSearchParams(location.search).get('round')
if (asked) void load(asked)
