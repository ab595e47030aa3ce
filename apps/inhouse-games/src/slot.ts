import './base.css'
import './slot.css'
import type {
  FairState,
  InhouseFreeRounds,
  InhouseRound,
  InhouseSessionValue,
  SlotConfig,
  SlotOutcome,
} from '@sea/contract'
import { ApiError, fragmentError, gameApi, postBalance, takeSessionToken } from './api'
import { errorText, labelsFor, pageLang } from './i18n'
import { paytableView } from './slot-info'
import { Reels } from './slot-reels'
import { $, drawer, fairnessPanel, h, historyItem, money, shortHash, toast } from './ui'

const lang = pageLang()
const L = labelsFor(lang)
const api = gameApi(takeSessionToken())

let session: InhouseSessionValue
let config: SlotConfig
let fair: FairState
let balance = '0.00'
let betIndex = 0
let busy = false
let auto = false
let last: InhouseRound | null = null
/** Rounds the operator's site granted; while some are left, the next spin is one of them. */
let free: InhouseFreeRounds | null = null

const balanceEl = h('strong', { class: 'balance-value' }, '—')
const winEl = h('strong', { class: 'win-value' }, '0.00')
const lineBetEl = h('strong', {}, '—')
const totalBetEl = h('strong', {}, '—')
const commitEl = h('code', { class: 'commit', title: L.commit }, '—')
const banner = h('div', { class: 'win-banner', 'aria-live': 'polite' })
const freeBadge = h('div', { class: 'free-badge', 'aria-live': 'polite', hidden: '' })
const spinLabel = h('span', {}, L.spin)
const spinBtn = h('button', { class: 'spin-btn', 'aria-label': L.spin, onclick: () => void spin() }, spinLabel)
const autoBtn = h('button', { class: 'chip-btn', 'aria-pressed': 'false', onclick: () => toggleAuto() }, L.auto)
const reels = new Reels()

const panels = drawer(
  L,
  [
    { id: 'pay', title: L.paytable },
    { id: 'history', title: L.history },
    { id: 'fair', title: L.fairness },
  ],
  (id, body) => {
    if (id === 'pay') body.append(paytableView(L, config, lineBet()))
    if (id === 'fair') body.append(fairnessPanel(L, lang, fair, last, changeSeed))
    if (id === 'history') {
      body.append(h('p', { class: 'muted' }, L.loading))
      void api.history().then(
        (list) =>
          body.replaceChildren(
            ...(list.length
              ? list.map((r) => historyItem(L, lang, r, miniWindow(r.outcome as SlotOutcome | null)))
              : [h('p', { class: 'muted' }, L.noRounds)]),
          ),
        (error: unknown) => body.replaceChildren(h('p', { class: 'error' }, errorText(L, codeOf(error)))),
      )
    }
  },
)

function lineBet(): string {
  return config.lineBets[betIndex] ?? config.minLineBet
}

function render(): void {
  balanceEl.textContent = money(balance)
  // A free round plays at the grant's bet, whatever line bet is chosen for the paid spins after.
  lineBetEl.textContent = money(free ? free.lineBet : lineBet())
  totalBetEl.textContent = money(free ? free.stake : Number(lineBet()) * config.lines)
  spinLabel.textContent = free ? `${L.freeSpin} · ${free.left}` : L.spin
  spinBtn.classList.toggle('free', free !== null)
  freeBadge.toggleAttribute('hidden', free === null)
  if (free)
    freeBadge.replaceChildren(
      h('strong', {}, `${free.left} ${L.freeRounds}`),
      h('span', {}, `${L.freeNote} ${free.expiresAt ? `(${new Date(free.expiresAt).toLocaleDateString()})` : ''}`),
    )
  commitEl.textContent = shortHash(fair.commit)
  spinBtn.toggleAttribute('disabled', busy && !auto)
  autoBtn.setAttribute('aria-pressed', String(auto))
  autoBtn.textContent = auto ? L.stop : L.auto
}

function changeBet(step: number): void {
  if (busy || free) return
  betIndex = Math.min(config.lineBets.length - 1, Math.max(0, betIndex + step))
  render()
}

async function spin(): Promise<void> {
  if (busy) {
    if (auto) toggleAuto()
    return
  }
  busy = true
  banner.className = 'win-banner'
  winEl.textContent = '0.00'
  render()
  reels.start()
  try {
    const result = await api.spin(lineBet())
    const outcome = result.round.outcome as SlotOutcome
    await reels.stop(outcome.window)
    balance = result.balance
    fair = result.next
    last = result.round
    // Auto-spin stops with the last free round: the spins after it would be paid.
    if (free && !result.freeRounds) auto = false
    free = result.freeRounds
    postBalance(balance)
    showWin(result.round, outcome)
  } catch (error) {
    reels.abort()
    auto = false
    toast(errorText(L, codeOf(error)), 'error')
    // Another window may have played the free round shown: show what is left.
    if (free)
      free = await api.session().then(
        (s) => s.freeRounds,
        () => free,
      )
  } finally {
    busy = false
    render()
    if (panels.isOpen('fair')) panels.refresh()
  }
  if (auto) setTimeout(() => auto && void spin(), Number(last?.win) > 0 ? 1400 : 500)
}

function showWin(round: InhouseRound, outcome: SlotOutcome): void {
  const win = Number(round.win)
  winEl.textContent = money(win)
  if (win <= 0) return
  reels.highlight(outcome, config.paylines)
  // A free round's bet is 0.00: a big win is measured against what it would have cost.
  const staked = round.free ? Number((round.bets as { lineBet: string }).lineBet) * config.lines : Number(round.bet)
  const big = win >= staked * 10
  banner.replaceChildren(
    h('span', { class: 'win-label' }, big ? L.bigWin : L.youWin),
    h('span', { class: 'win-amount' }, money(win)),
  )
  banner.className = `win-banner show${big ? ' big' : ''}`
}

function toggleAuto(): void {
  auto = !auto
  render()
  if (auto && !busy) void spin()
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

function miniWindow(outcome: SlotOutcome | null): HTMLElement {
  if (!outcome) return h('div')
  const hits = new Set(outcome.lineWins.flatMap((w) => w.cells.map(([c, r]) => `${c}:${r}`)))
  return h(
    'div',
    { class: 'mini-window' },
    ...outcome.window.flatMap((row, r) =>
      row.map((symbol, c) => h('span', { class: hits.has(`${c}:${r}`) ? 'hit' : '' }, symbol === 'W' ? 'W' : symbol)),
    ),
  )
}

function codeOf(error: unknown): string {
  return error instanceof ApiError ? error.code : 'generic'
}

function layout(): void {
  $('#app').replaceChildren(
    h(
      'header',
      { class: 'top' },
      h(
        'div',
        { class: 'brand' },
        h('span', { class: 'brand-mark' }, '◆'),
        h('span', {}, config.name.replace(/ \d+$/, '')),
      ),
      h('div', { class: 'wallet' }, h('span', { class: 'label' }, `${L.balance} (${session.currency})`), balanceEl),
      h(
        'nav',
        { class: 'top-actions' },
        h(
          'button',
          { class: 'icon-btn', title: L.paytable, 'aria-label': L.paytable, onclick: () => panels.show('pay') },
          'i',
        ),
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
      { class: 'stage' },
      freeBadge,
      h('div', { class: 'cabinet' }, reels.element, banner),
      h('div', { class: 'fair-line' }, `${L.commit}: `, commitEl),
    ),
    h(
      'footer',
      { class: 'controls' },
      h(
        'div',
        { class: 'bet-box' },
        h('span', { class: 'label' }, L.lineBet),
        h(
          'div',
          { class: 'stepper' },
          h('button', { class: 'step', 'aria-label': '−', onclick: () => changeBet(-1) }, '−'),
          lineBetEl,
          h('button', { class: 'step', 'aria-label': '+', onclick: () => changeBet(1) }, '+'),
        ),
      ),
      h(
        'div',
        { class: 'stat total' },
        h('span', { class: 'label' }, `${L.totalBet} · ${config.lines} ${L.lines}`),
        totalBetEl,
      ),
      spinBtn,
      h('div', { class: 'stat won' }, h('span', { class: 'label' }, L.win), winEl),
      h('div', { class: 'auto-box' }, autoBtn),
    ),
  )
}

async function boot(): Promise<void> {
  const failed = fragmentError()
  if (failed) throw new ApiError(failed)
  session = await api.session()
  config = session.config as SlotConfig
  fair = session.fair
  balance = session.balance
  free = session.freeRounds
  betIndex = Math.max(0, config.lineBets.indexOf('0.10'))
  layout()
  reels.show(null)
  render()
  postBalance(balance)
  document.addEventListener('keydown', (event) => {
    if (event.code === 'Space' && !(event.target instanceof HTMLInputElement)) {
      event.preventDefault()
      void spin()
    }
  })
}

boot().catch((error: unknown) => {
  $('#app').replaceChildren(
    h('div', { class: 'notice' }, h('div', { class: 'notice-icon' }, '!'), h('p', {}, errorText(L, codeOf(error)))),
  )
})
