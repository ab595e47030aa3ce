import type { SlotOutcome } from '@sea/contract'
import { DISPLAY_SYMBOLS, symbolSvg } from './symbols'
import { h } from './ui'

/**
 * The 5×3 reels: each reel is a strip that scrolls down and lands on the drawn symbols, reels
 * stopping one after another; winning lines are then drawn over the window in SVG. The filler
 * symbols while spinning are decoration only: the outcome comes from the server.
 */
const COLS = 5
const ROWS = 3
const FILLER = 14
const LINE_COLOURS = [
  '#ffd86b',
  '#6ff2c1',
  '#ff7b9c',
  '#7cc7ff',
  '#c59bff',
  '#ffa95c',
  '#9cff8f',
  '#ff6b6b',
  '#62e6e6',
  '#f7a1ff',
]

export class Reels {
  readonly element: HTMLElement
  private readonly strips: HTMLElement[] = []
  private readonly overlay: SVGSVGElement
  private current: string[][] = defaultWindow()
  private spinning = false
  private cycle: ReturnType<typeof setInterval> | null = null

  constructor() {
    const columns = Array.from({ length: COLS }, () => {
      const strip = h('div', { class: 'strip' })
      this.strips.push(strip)
      return h('div', { class: 'reel' }, strip)
    })
    this.overlay = document.createElementNS('http://www.w3.org/2000/svg', 'svg')
    this.overlay.setAttribute('viewBox', '0 0 500 300')
    this.overlay.setAttribute('preserveAspectRatio', 'none')
    this.overlay.setAttribute('class', 'lines')
    this.element = h('div', { class: 'reels' }, ...columns)
    this.element.append(this.overlay)
  }

  /** Shows a window at rest (null: a decorative one before the first spin). */
  show(window: string[][] | null): void {
    if (window) this.current = window
    this.strips.forEach((strip, col) => {
      strip.style.transition = 'none'
      strip.style.transform = 'translateY(0)'
      strip.replaceChildren(...[0, 1, 2].map((row) => cell(this.current[row]?.[col] ?? 'A')))
    })
  }

  /** Starts every reel scrolling until `stop` brings the result. */
  start(): void {
    this.clearHighlight()
    this.spinning = true
    this.strips.forEach((strip) => strip.parentElement?.classList.add('blur'))
  }

  async stop(window: string[][]): Promise<void> {
    const landings = this.strips.map((strip, col) => {
      const filler = Array.from({ length: FILLER + col * 4 }, () => randomSymbol())
      const symbols = [
        ...[0, 1, 2].map((row) => window[row]?.[col] ?? 'A'),
        ...filler,
        ...[0, 1, 2].map((row) => this.current[row]?.[col] ?? 'A'),
      ]
      strip.style.transition = 'none'
      strip.replaceChildren(...symbols.map(cell))
      const offset = ((symbols.length - ROWS) / symbols.length) * 100
      strip.style.transform = `translateY(-${offset}%)`
      void strip.offsetHeight
      strip.style.transition = `transform ${700 + col * 220}ms cubic-bezier(.2,.7,.25,1.08)`
      strip.style.transform = 'translateY(0)'
      return new Promise<void>((resolve) => {
        const done = () => {
          strip.parentElement?.classList.remove('blur')
          strip.replaceChildren(...symbols.slice(0, ROWS).map(cell))
          strip.style.transition = 'none'
          resolve()
        }
        strip.addEventListener('transitionend', done, { once: true })
        setTimeout(done, 1000 + col * 260)
      })
    })
    await Promise.all(landings)
    this.current = window
    this.spinning = false
  }

  /** A failed spin: the reels settle back on what they showed. */
  abort(): void {
    if (!this.spinning) return
    this.spinning = false
    this.strips.forEach((strip) => strip.parentElement?.classList.remove('blur'))
    this.show(null)
  }

  /** Every winning line at once, then each in turn with its amount, until the next spin. */
  highlight(outcome: SlotOutcome, paylines: number[][]): void {
    const wins = outcome.lineWins.map((win, i) => ({
      win,
      rows: paylines[win.line] ?? [],
      colour: LINE_COLOURS[i % LINE_COLOURS.length] ?? '#ffd86b',
    }))
    const scatterCells = outcome.scatter.amount !== '0.00' ? outcome.scatter.cells : []
    const light = (cells: [number, number][]) => {
      this.element.querySelectorAll('.hit').forEach((el) => el.classList.remove('hit'))
      for (const [col, row] of cells) this.strips[col]?.children[row]?.classList.add('hit')
    }
    const draw = (shown: typeof wins, label: string | null) => {
      this.overlay.innerHTML =
        shown
          .map(
            ({ rows, colour }) =>
              `<polyline points="${rows.map((row, col) => `${col * 100 + 50},${row * 100 + 50}`).join(' ')}" fill="none" stroke="${colour}" stroke-width="7" stroke-linejoin="round" stroke-linecap="round" opacity=".9"/>`,
          )
          .join('') +
        (label
          ? `<rect x="150" y="252" width="200" height="40" rx="20" fill="rgba(10,10,20,.85)" stroke="${shown[0]?.colour ?? '#ffd86b'}" stroke-width="2"/><text x="250" y="279" text-anchor="middle" font-size="22" font-weight="800" fill="#fff">${label}</text>`
          : '')
    }
    light([...wins.flatMap(({ win }) => win.cells), ...scatterCells])
    draw(wins, null)
    this.overlay.classList.add('on')
    if (wins.length + (scatterCells.length ? 1 : 0) < 2) return
    const steps = [
      ...wins.map((w) => ({ shown: [w], cells: w.win.cells, label: `#${w.win.line + 1} · ${w.win.amount}` })),
      ...(scatterCells.length
        ? [{ shown: [], cells: scatterCells, label: `★ × ${outcome.scatter.count} · ${outcome.scatter.amount}` }]
        : []),
    ]
    let step = 0
    this.cycle = setInterval(() => {
      const current = steps[step % steps.length]
      if (current) {
        light(current.cells)
        draw(current.shown, current.label)
      }
      step += 1
    }, 1100)
  }

  private clearHighlight(): void {
    if (this.cycle) clearInterval(this.cycle)
    this.cycle = null
    this.overlay.classList.remove('on')
    this.overlay.innerHTML = ''
    this.element.querySelectorAll('.hit').forEach((el) => el.classList.remove('hit'))
  }
}

function cell(symbol: string): HTMLElement {
  const box = h('div', { class: 'cell' })
  box.append(symbolSvg(symbol))
  return box
}

function randomSymbol(): string {
  return DISPLAY_SYMBOLS[Math.floor(Math.random() * DISPLAY_SYMBOLS.length)] ?? 'A'
}

function defaultWindow(): string[][] {
  return [
    ['A', 'K', '7', 'Q', 'C'],
    ['W', 'B', 'S', 'L', 'A'],
    ['K', 'Q', 'C', '7', 'B'],
  ]
}
