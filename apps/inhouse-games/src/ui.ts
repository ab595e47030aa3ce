import type { FairState, InhouseRound } from '@sea/contract'
import type { Labels, Lang } from './i18n'

/** Small DOM helpers shared by the pages: no framework, so each page stays a few kilobytes. */
type Attrs = Record<string, string | number | boolean | ((event: Event) => void) | undefined>
type Child = Node | string | number | null | undefined | false

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag)
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || value === false) continue
    if (typeof value === 'function') element.addEventListener(name.replace(/^on/, ''), value)
    else if (name === 'class') element.className = String(value)
    else element.setAttribute(name, value === true ? '' : String(value))
  }
  append(element, children)
  return element
}

export function append(parent: Element, children: Child[]): void {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue
    parent.append(typeof child === 'number' ? String(child) : child)
  }
}

export function $(selector: string): HTMLElement {
  const element = document.querySelector<HTMLElement>(selector)
  if (!element) throw new Error(`missing ${selector}`)
  return element
}

export function money(amount: string | number): string {
  const value = typeof amount === 'number' ? amount : Number(amount)
  return value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
}

export function shortHash(hash: string): string {
  return hash.length > 20 ? `${hash.slice(0, 10)}…${hash.slice(-8)}` : hash
}

export function timeOf(iso: string): string {
  const date = new Date(iso)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
}

/** A short message over the game; errors stay until dismissed or replaced. */
export function toast(text: string, kind: 'error' | 'info' = 'info'): void {
  document.querySelector('.toast')?.remove()
  const box = h(
    'div',
    { class: `toast toast-${kind}`, role: kind === 'error' ? 'alert' : 'status', onclick: () => box.remove() },
    text,
  )
  document.body.append(box)
  if (kind === 'info') setTimeout(() => box.remove(), 2600)
}

/** A side drawer (a bottom sheet on phones) with tabs; `render` fills the chosen tab. */
export function drawer(
  labels: Labels,
  tabs: { id: string; title: string }[],
  render: (id: string, body: HTMLElement) => void,
) {
  const body = h('div', { class: 'drawer-body' })
  const tabBar = h('div', { class: 'drawer-tabs', role: 'tablist' })
  const panel = h(
    'aside',
    { class: 'drawer', 'aria-hidden': 'true' },
    h(
      'div',
      { class: 'drawer-head' },
      tabBar,
      h('button', { class: 'icon-btn', 'aria-label': labels.close, onclick: () => close() }, '✕'),
    ),
    body,
  )
  const shade = h('div', { class: 'shade', onclick: () => close() })
  document.body.append(shade, panel)
  let current = ''
  function show(id: string) {
    current = id
    tabBar.replaceChildren(
      ...tabs.map((tab) =>
        h('button', { class: `tab${tab.id === id ? ' on' : ''}`, role: 'tab', onclick: () => show(tab.id) }, tab.title),
      ),
    )
    body.replaceChildren()
    render(id, body)
    panel.classList.add('open')
    shade.classList.add('open')
    panel.setAttribute('aria-hidden', 'false')
  }
  function close() {
    current = ''
    panel.classList.remove('open')
    shade.classList.remove('open')
    panel.setAttribute('aria-hidden', 'true')
  }
  return { show, close, refresh: () => current && show(current), isOpen: (id: string) => current === id }
}

export function verifyHref(roundId: string, lang: Lang): string {
  return `/inhouse/verify.html?lang=${lang}&round=${encodeURIComponent(roundId)}`
}

/** The fairness tab: the commit of the next round, the editable client seed, the last reveal. */
export function fairnessPanel(
  labels: Labels,
  lang: Lang,
  fair: FairState,
  last: InhouseRound | null,
  onSeed: (seed: string) => Promise<void>,
): HTMLElement {
  const input = h('input', {
    class: 'field',
    value: fair.clientSeed,
    maxlength: 64,
    'aria-label': labels.clientSeed,
    spellcheck: 'false',
  })
  const form = h(
    'form',
    {
      class: 'seed-form',
      onsubmit: (event) => {
        event.preventDefault()
        const seed = input.value.trim()
        if (/^[\x21-\x7e]{1,64}$/.test(seed)) void onSeed(seed)
        else toast(labels.errors.validation_failed, 'error')
      },
    },
    input,
    h('button', { class: 'btn btn-small', type: 'submit' }, labels.save),
  )
  return h(
    'div',
    { class: 'fair' },
    h('p', { class: 'muted' }, labels.fairIntro),
    kv(labels.nextCommit, h('code', {}, fair.commit)),
    kv(labels.clientSeed, form),
    kv(labels.nonce, String(fair.nonce)),
    kv('Algorithm', fair.algorithm),
    last ? h('h3', {}, `${labels.result} #${last.fair.nonce}`) : null,
    last ? roundFairness(labels, lang, last) : null,
  )
}

export function roundFairness(labels: Labels, lang: Lang, round: InhouseRound): HTMLElement {
  return h(
    'div',
    { class: 'fair-round' },
    kv(labels.commit, h('code', {}, round.fair.commit)),
    kv(
      labels.serverSeed,
      round.fair.serverSeed ? h('code', {}, round.fair.serverSeed) : h('em', { class: 'muted' }, labels.hidden),
    ),
    kv(labels.clientSeed, h('code', {}, round.fair.clientSeed)),
    kv(labels.nonce, String(round.fair.nonce)),
    round.fair.serverSeed
      ? h(
          'a',
          {
            class: 'btn btn-small btn-ghost',
            href: verifyHref(round.roundId, lang),
            target: '_blank',
            rel: 'noopener',
          },
          `${labels.verify} ↗`,
        )
      : null,
  )
}

export function kv(key: string, value: Node | string): HTMLElement {
  return h('div', { class: 'kv' }, h('span', { class: 'k' }, key), h('span', { class: 'v' }, value))
}

/** One history entry: amounts, balance before and after, an outcome view and its fairness. */
export function historyItem(labels: Labels, lang: Lang, round: InhouseRound, outcome: Node): HTMLElement {
  const won = Number(round.win) > 0
  return h(
    'details',
    { class: 'hist' },
    h(
      'summary',
      {},
      h('span', { class: 'hist-time' }, timeOf(round.time)),
      h('span', {}, `${labels.bet} ${round.free ? labels.free : money(round.bet)}`),
      h('span', { class: won ? 'pos' : 'muted' }, `${labels.win} ${money(round.win)}`),
    ),
    h(
      'div',
      { class: 'hist-body' },
      outcome,
      kv(labels.before, round.balanceBefore ? money(round.balanceBefore) : '—'),
      kv(
        labels.after,
        round.balanceAfter ? money(round.balanceAfter) : round.status === 'crediting' ? labels.pending : '—',
      ),
      kv('ID', h('code', {}, round.roundId)),
      roundFairness(labels, lang, round),
    ),
  )
}
