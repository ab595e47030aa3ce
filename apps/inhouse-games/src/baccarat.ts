import './base.css'
import './baccarat.css'
import type {
  BaccaratConfig,
  BaccaratOutcome,
  FairState,
  InhouseRound,
  InhouseSessionValue,
  PlayingCard,
} from '@sea/contract'
import { ApiError, fragmentError, gameApi, postBalance, takeSessionToken } from './api'
import { errorText, labelsFor, pageLang } from './i18n'
import { $, drawer, fairnessPanel, h, historyItem, money, shortHash, toast } from './ui'

type BetType = 'PLAYER' | 'BANKER' | 'TIE' | 'PLAYER_PAIR' | 'BANKER_PAIR'

const lang = pageLang()
const L = labelsFor(lang)
const api = gameApi(takeSessionToken())
const SUITS: Record<PlayingCard['suit'], string> = { S: '♠', H: '♥', D: '♦', C: '♣' }
const RANKS = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K']
const NAMES: Record<BetType, string> = {
  PLAYER: L.player,
  BANKER: L.banker,
  TIE: L.tie,
  PLAYER_PAIR: L.playerPair,
  BANKER_PAIR: L.bankerPair,
}

let session: InhouseSessionValue
let config: BaccaratConfig
let fair: FairState
let balance = '0.00'
let chip = 0
let busy = false
let bets = new Map<BetType, number>()
let lastBets = new Map<BetType, number>()
let last: InhouseRound | null = null
let road: ('PLAYER' | 'BANKER' | 'TIE')[] = []

const balanceEl = h('strong', { class: 'balance-value' }, '—')
const totalEl = h('strong', {}, '0.00')
const commitEl = h('code', {}, '—')
const banner = h('div', { class: 'result-banner', 'aria-live': 'polite' }, L.placeBets)
const hands = { PLAYER: handView('PLAYER'), BANKER: handView('BANKER') }
const spots = new Map<BetType, HTMLElement>()
const roadEl = h('div', { class: 'bead-road', 'aria-label': L.road })
const roadStats = h('div', { class: 'road-stats' })
const chipsEl = h('div', { class: 'chips', role: 'radiogroup' })
const dealBtn = h('button', { class: 'btn deal-btn', onclick: () => void deal() }, L.deal)

const panels = drawer(
  L,
  [
    { id: 'history', title: L.history },
    { id: 'fair', title: L.fairness },
  ],
  (id, body) => {
    if (id === 'fair') body.append(fairnessPanel(L, lang, fair, last, changeSeed))
    if (id === 'history') {
      body.append(h('p', { class: 'muted' }, L.loading))
      void api.history().then(
        (list) =>
          body.replaceChildren(
            ...(list.length
              ? list.map((r) => historyItem(L, lang, r, handSummary(r.outcome as BaccaratOutcome | null)))
              : [h('p', { class: 'muted' }, L.noRounds)]),
          ),
        (error: unknown) => body.replaceChildren(h('p', { class: 'error' }, errorText(L, codeOf(error)))),
      )
    }
  },
)

function handView(side: 'PLAYER' | 'BANKER') {
  const total = h('span', { class: 'hand-total' }, '')
  const cards = h('div', { class: 'cards' })
  const element = h(
    'div',
    { class: `hand hand-${side.toLowerCase()}` },
    h('div', { class: 'hand-head' }, h('span', {}, NAMES[side]), total),
    cards,
  )
  return { element, total, cards }
}

function cardView(card: PlayingCard, third = false): HTMLElement {
  const red = card.suit === 'H' || card.suit === 'D'
  const rank = RANKS[card.rank] ?? '?'
  return h(
    'div',
    { class: `card${red ? ' red' : ''}${third ? ' third' : ''}` },
    h('span', { class: 'corner' }, rank, h('br'), SUITS[card.suit]),
    h('span', { class: 'pip' }, SUITS[card.suit]),
  )
}

function spotView(type: BetType): HTMLElement {
  const stack = h('span', { class: 'stack' })
  const spot = h(
    'button',
    { class: `spot spot-${type.toLowerCase().replace('_', '-')}`, onclick: () => place(type) },
    h('span', { class: 'spot-name' }, NAMES[type]),
    h('span', { class: 'spot-odds' }, config.payouts[type]),
    stack,
  )
  spots.set(type, spot)
  return spot
}

function place(type: BetType): void {
  if (busy) return
  const max = Number(config.maxBet)
  const next = Math.min(max, (bets.get(type) ?? 0) + Number(config.chips[chip] ?? config.minBet))
  bets.set(type, next)
  renderBets()
}

function renderBets(): void {
  let total = 0
  for (const [type, spot] of spots) {
    const amount = bets.get(type) ?? 0
    total += amount
    const stack = spot.querySelector('.stack')
    stack?.replaceChildren(
      ...(amount > 0 ? [h('span', { class: `chip chip-${chipTier(amount)}` }, compact(amount))] : []),
    )
    spot.classList.toggle('has-bet', amount > 0)
  }
  totalEl.textContent = money(total)
  dealBtn.toggleAttribute('disabled', busy || total === 0)
}

function chipTier(amount: number): number {
  const index = config.chips.findIndex((c) => Number(c) > amount)
  return index < 0 ? config.chips.length - 1 : Math.max(0, index - 1)
}

function compact(amount: number): string {
  return amount >= 1000 ? `${+(amount / 1000).toFixed(1)}K` : String(amount)
}

async function deal(): Promise<void> {
  if (busy || bets.size === 0) return
  const placed = [...bets]
    .filter(([, amount]) => amount > 0)
    .map(([type, amount]) => ({ type, amount: amount.toFixed(2) }))
  busy = true
  renderBets()
  banner.className = 'result-banner'
  banner.textContent = '…'
  for (const hand of Object.values(hands)) {
    hand.cards.replaceChildren()
    hand.total.textContent = ''
  }
  try {
    const result = await api.deal(placed)
    const outcome = result.round.outcome as BaccaratOutcome
    await animateHand(outcome)
    balance = result.balance
    fair = result.next
    last = result.round
    lastBets = new Map(bets)
    bets = new Map()
    postBalance(balance)
    showResult(outcome, result.round)
    road.push(outcome.winner)
    renderRoad()
  } catch (error) {
    banner.textContent = L.placeBets
    toast(errorText(L, codeOf(error)), 'error')
  } finally {
    busy = false
    renderBets()
    render()
    if (panels.isOpen('fair')) panels.refresh()
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Deals in the table's order: P, B, P, B, then the third cards, each flipped in turn. */
async function animateHand(outcome: BaccaratOutcome): Promise<void> {
  const order: ['PLAYER' | 'BANKER', PlayingCard, number][] = [
    ['PLAYER', outcome.player[0]!, 0],
    ['BANKER', outcome.banker[0]!, 0],
    ['PLAYER', outcome.player[1]!, 1],
    ['BANKER', outcome.banker[1]!, 1],
  ]
  if (outcome.player[2]) order.push(['PLAYER', outcome.player[2], 2])
  if (outcome.banker[2]) order.push(['BANKER', outcome.banker[2], 2])
  const shown = { PLAYER: [] as PlayingCard[], BANKER: [] as PlayingCard[] }
  for (const [side, card, index] of order) {
    hands[side].cards.append(cardView(card, index === 2))
    shown[side].push(card)
    hands[side].total.textContent = String(shown[side].reduce((sum, c) => sum + (c.rank >= 10 ? 0 : c.rank), 0) % 10)
    await pause(index === 2 ? 700 : 420)
  }
}

function showResult(outcome: BaccaratOutcome, round: InhouseRound): void {
  const win = Number(round.win)
  const title = outcome.winner === 'TIE' ? L.tie : `${NAMES[outcome.winner]} ${L.wins}`
  banner.replaceChildren(
    h('span', { class: 'result-title' }, title, h('small', {}, ` ${outcome.playerTotal} : ${outcome.bankerTotal}`)),
  )
  if (win > 0) banner.append(h('span', { class: 'result-win' }, `${L.payout} ${money(win)}`))
  banner.className = `result-banner show winner-${outcome.winner.toLowerCase()}`
  hands.PLAYER.element.classList.toggle('won', outcome.winner === 'PLAYER')
  hands.BANKER.element.classList.toggle('won', outcome.winner === 'BANKER')
}

function renderRoad(): void {
  const letters = {
    PLAYER: lang === 'CN' ? '闲' : 'P',
    BANKER: lang === 'CN' ? '庄' : 'B',
    TIE: lang === 'CN' ? '和' : 'T',
  }
  const cells = road
    .slice(-60)
    .map((winner) => h('span', { class: `bead bead-${winner.toLowerCase()}` }, letters[winner]))
  roadEl.replaceChildren(...cells)
  const count = (winner: string) => road.filter((w) => w === winner).length
  roadStats.replaceChildren(
    ...(['PLAYER', 'BANKER', 'TIE'] as const).map((w) =>
      h('span', { class: `stat-${w.toLowerCase()}` }, `${letters[w]} ${count(w)}`),
    ),
  )
}

function handSummary(outcome: BaccaratOutcome | null): HTMLElement {
  if (!outcome) return h('div')
  const row = (name: string, cards: PlayingCard[], total: number) =>
    h('div', { class: 'mini-hand' }, h('b', {}, `${name} ${total}`), ...cards.map((c) => cardView(c)))
  return h(
    'div',
    { class: 'mini-hands' },
    row(L.player, outcome.player, outcome.playerTotal),
    row(L.banker, outcome.banker, outcome.bankerTotal),
    h(
      'div',
      { class: 'mini-bets' },
      ...outcome.bets.map((b) => h('span', {}, `${NAMES[b.type]} ${money(b.amount)} → ${money(b.payout)}`)),
    ),
  )
}

async function changeSeed(seed: string): Promise<void> {
  try {
    fair = await api.setClientSeed(seed)
    toast(`${L.clientSeed}: ${seed}`)
    panels.refresh()
  } catch (error) {
    toast(errorText(L, codeOf(error)), 'error')
  }
}

function codeOf(error: unknown): string {
  return error instanceof ApiError ? error.code : 'generic'
}

function render(): void {
  balanceEl.textContent = money(balance)
  commitEl.textContent = shortHash(fair.commit)
  chipsEl.replaceChildren(
    ...config.chips.map((value, i) =>
      h(
        'button',
        {
          class: `chip chip-${i}${i === chip ? ' on' : ''}`,
          role: 'radio',
          'aria-checked': String(i === chip),
          onclick: () => ((chip = i), render()),
        },
        compact(Number(value)),
      ),
    ),
  )
}

function layout(): void {
  $('#app').replaceChildren(
    h(
      'header',
      { class: 'top' },
      h('div', { class: 'brand' }, h('span', { class: 'brand-mark' }, '♠'), h('span', {}, 'Baccarat')),
      h('div', { class: 'wallet' }, h('span', { class: 'label' }, `${L.balance} (${session.currency})`), balanceEl),
      h(
        'nav',
        { class: 'top-actions' },
        h(
          'button',
          { class: 'icon-btn', title: L.history, 'aria-label': L.history, onclick: () => panels.show('history') },
          '⟲',
        ),
        h(
          'button',
          { class: 'icon-btn', title: L.fairness, 'aria-label': L.fairness, onclick: () => panels.show('fair') },
          '✓',
        ),
      ),
    ),
    h(
      'main',
      { class: 'table' },
      h(
        'div',
        { class: 'felt' },
        h('div', { class: 'hands' }, hands.PLAYER.element, banner, hands.BANKER.element),
        h(
          'div',
          { class: 'bets' },
          ...(['PLAYER_PAIR', 'TIE', 'BANKER_PAIR', 'PLAYER', 'BANKER'] as const).map(spotView),
        ),
        h('p', { class: 'note' }, L.commission, ' ', `${L.limits} ${money(config.minBet)} – ${money(config.maxBet)}`),
        h('p', { class: 'fair-line' }, `${L.commit}: `, commitEl),
      ),
      h('section', { class: 'road-box' }, h('span', { class: 'label' }, L.road), roadEl, roadStats),
    ),
    h(
      'footer',
      { class: 'controls' },
      chipsEl,
      h('div', { class: 'stat' }, h('span', { class: 'label' }, L.totalBet), totalEl),
      h(
        'div',
        { class: 'actions' },
        h('button', { class: 'btn btn-ghost', onclick: () => !busy && ((bets = new Map()), renderBets()) }, L.clear),
        h(
          'button',
          { class: 'btn btn-ghost', onclick: () => !busy && ((bets = new Map(lastBets)), renderBets()) },
          L.rebet,
        ),
        dealBtn,
      ),
    ),
  )
}

async function boot(): Promise<void> {
  const failed = fragmentError()
  if (failed) throw new ApiError(failed)
  session = await api.session()
  config = session.config as BaccaratConfig
  fair = session.fair
  balance = session.balance
  chip = Math.min(2, config.chips.length - 1)
  layout()
  render()
  renderBets()
  postBalance(balance)
  const history = await api.history().catch(() => [])
  road = history
    .reverse()
    .flatMap((r) => ((r.outcome as BaccaratOutcome | null)?.winner ? [(r.outcome as BaccaratOutcome).winner] : []))
  renderRoad()
}

boot().catch((error: unknown) => {
  $('#app').replaceChildren(
    h('div', { class: 'notice' }, h('div', { class: 'notice-icon' }, '!'), h('p', {}, errorText(L, codeOf(error)))),
  )
})
