import type { LotteryIssue, LotteryPlayType } from '@sea/contract'
import { useRef, useState } from 'react'
import { Icon } from '../../../components/ui/icon'
import { useBalance } from '../../../lib/account'
import { cleanAmountInput, fromMinor, toMinor } from '../../../lib/amount'
import { useErrorText } from '../../../lib/error-text'
import { formatMoney } from '../../../lib/format'
import { useTexts } from '../../../lib/i18n'
import { useKeyKeeper } from '../../../lib/idempotency'
import { requireMember } from '../../../lib/require-member'
import { useSession } from '../../../lib/session-store'
import { type GameDetail, usePlaceBets } from '../api'
import { chaseTargets } from '../countdown'
import { LOTTERY } from '../lottery-texts'
import { oddsLabel } from '../play-names'
import { type LineProblem, type SlipLine, lineProblem, oddsFor, previewLine, slipProblem, slipTotal, toBetInputs } from '../slip'

const MULTIPLES = [1, 2, 5, 10] as const
const money = (minor: bigint) => formatMoney(fromMinor(minor))

export type Draft = Omit<SlipLine, 'id' | 'amount' | 'multiple'>

/**
 * The bet slip: the draft line (stake or points, multiple, odds, cost and win per hit), the lines
 * added so far, an optional chase over the next issues, and the one call placing them all.
 */
export function BetSlip({ game, play, draft, issue, onAdded }: {
  game: GameDetail
  play: LotteryPlayType
  draft: Draft
  issue: LotteryIssue | null
  onAdded: () => void
}) {
  const { t } = useTexts(LOTTERY)
  const errorText = useErrorText()
  const session = useSession()
  const balance = useBalance()
  const place = usePlaceBets()
  const keys = useKeyKeeper()
  const [amount, setAmount] = useState(play.unit === 'points' ? '1' : game.limits.minStake.replace(/\.00$/, ''))
  const [multiple, setMultiple] = useState(1)
  const [lines, setLines] = useState<SlipLine[]>([])
  const [tried, setTried] = useState(false)
  const [chase, setChase] = useState({ on: false, issues: 2, stopOnWin: true })
  const [placed, setPlaced] = useState<string | null>(null)
  const section = useRef<HTMLElement>(null)

  const line: SlipLine = { ...draft, id: '', amount, multiple }
  // Before any number is picked the preview shows what one number costs and wins.
  const preview = previewLine(game, play, draft.numbers.length ? line : { ...line, numbers: ['0000'] })
  const problem = lineProblem(play, game.limits, line)
  const quoted = oddsFor(play, draft.numbers)
  const chaseIssues = chase.on ? chase.issues : 1
  const main = balance.data?.wallets.find((wallet) => wallet.walletType === 'MAIN')
  const available = main ? toMinor(main.balance) : null
  const total = slipTotal(game, lines) * BigInt(chaseIssues)
  const slipIssue = slipProblem({ game, lines, chaseIssues, balance: session ? available : null })
  const maxChase = Math.min(game.limits.maxChaseIssues, game.nextIssues.length + 1)

  const problemText = (code: LineProblem) =>
    t(`slip.problems.${code}`, { min: formatMoney(game.limits.minStake), max: formatMoney(game.limits.maxStake) })

  const addLine = () => {
    setTried(true)
    if (problem) return
    setLines((current) => [...current, { ...line, id: `${Date.now()}-${current.length}` }])
    setTried(false)
    setPlaced(null)
    onAdded()
  }

  const submit = () =>
    requireMember(() => {
      if (!issue || slipIssue) return
      const body = {
        gameCode: game.gameCode,
        drawId: issue.drawId,
        bets: toBetInputs(game, lines),
        ...(chase.on ? { chase: { issues: chase.issues, stopOnWin: chase.stopOnWin } } : {}),
      }
      const key = keys.keyFor(JSON.stringify(body))
      place.mutate(
        { body: { ...body, requestId: key }, key },
        {
          onSuccess: (result) => {
            keys.reset()
            setLines([])
            setPlaced(t('slip.placed', { count: result.bets.length, issueNo: issue.issueNo }))
          },
        },
      )
    })

  return (
    <section className="slip" aria-label={t('slip.title')} ref={section}>
      <div className="slip__draft">
        <label className="slip__field">
          <span>{play.unit === 'points' ? t('slip.points') : t('slip.stake')}</span>
          <input
            className="lotto-input"
            inputMode={play.unit === 'points' ? 'numeric' : 'decimal'}
            value={amount}
            onChange={(event) => setAmount(play.unit === 'points' ? event.target.value.replace(/\D/g, '').slice(0, 7) : cleanAmountInput(event.target.value))}
          />
        </label>
        <div className="slip__field">
          <span>{t('slip.multiple')}</span>
          <div className="slip__multiples" role="radiogroup" aria-label={t('slip.multiple')}>
            {MULTIPLES.map((value) => (
              <button key={value} type="button" role="radio" aria-checked={multiple === value} className="lotto-chip" onClick={() => setMultiple(value)}>
                ×{value}
              </button>
            ))}
          </div>
        </div>
        <dl className="slip__preview">
          <div>
            <dt>{play.unit === 'points' ? t('slip.pointPays') : t('slip.odds')}</dt>
            <dd>{quoted ? oddsLabel(quoted.display, play.unit === 'points') : '—'}</dd>
          </div>
          <div>
            <dt>{t('slip.cost')}</dt>
            <dd>{preview ? money(preview.cost) : '—'}</dd>
          </div>
          <div>
            <dt>{quoted && !play.paytable ? t('slip.win') : t('slip.topPrize')}</dt>
            <dd className="slip__win">{preview ? money(preview.winPerHit) : '—'}</dd>
          </div>
        </dl>
        {play.unit === 'points' ? <p className="slip__hint">{t('slip.perPoint', { price: formatMoney(play.pricePerUnitDisplay) })}</p> : null}
        {tried && problem ? <p className="slip__problem" role="alert">{problemText(problem)}</p> : null}
        <button type="button" className="button button--ghost slip__add" onClick={addLine}>
          <Icon name="plus" size={16} />
          {t('slip.addLine')}
        </button>
      </div>

      <header className="slip__head">
        <h3>
          <Icon name="ticket" size={18} />
          {t('slip.title')}
          {lines.length ? <span className="slip__badge">{lines.length}</span> : null}
        </h3>
        {lines.length ? (
          <button type="button" className="slip__link" onClick={() => setLines([])}>
            {t('slip.clear')}
          </button>
        ) : null}
      </header>
      {lines.length === 0 ? (
        placed ? (
          <p className="slip__placed" role="status">
            <Icon name="check" size={18} />
            {placed}
          </p>
        ) : (
          <p className="slip__empty">{t('slip.empty')}</p>
        )
      ) : (
        <ul className="slip__lines">
          {lines.map((entry) => {
            const entryPlay = game.playTypes.find((p) => p.playType === entry.playType)
            const entryPreview = entryPlay ? previewLine(game, entryPlay, entry) : null
            return (
              <li key={entry.id} className="slip-line">
                <div className="slip-line__main">
                  <span className="slip-line__type">
                    {entryPlay ? entryPlay.name : entry.playType}
                    {entry.position ? ` · P${entry.position}` : ''}
                    {entry.form ? ` · ${t(`picker.forms.${entry.form}`)}` : ''}
                    {(issue?.stations.length ?? 0) > 1 ? ` · ${entry.stations.join(', ')}` : ''}
                  </span>
                  <span className="slip-line__numbers">{entry.numbers.join(' ')}</span>
                </div>
                <div className="slip-line__money">
                  <span>{entryPreview ? money(entryPreview.cost) : '—'}</span>
                  <small>{entryPreview ? `${t('slip.win')} ${money(entryPreview.winPerHit)}` : ''}</small>
                </div>
                <button type="button" className="slip-line__remove" aria-label={t('slip.remove')} onClick={() => setLines((all) => all.filter((l) => l.id !== entry.id))}>
                  <Icon name="close" size={14} />
                </button>
              </li>
            )
          })}
        </ul>
      )}

      {maxChase >= 2 ? (
        <div className="slip__chase">
          <label className="slip__check">
            <input type="checkbox" checked={chase.on} onChange={(event) => setChase({ ...chase, on: event.target.checked })} />
            {t('slip.chase')}
          </label>
          {chase.on ? (
            <div className="slip__chase-row">
              <label className="slip__field slip__field--inline">
                <span>{t('slip.issues')}</span>
                <input
                  className="lotto-input"
                  type="number"
                  min={2}
                  max={maxChase}
                  value={chase.issues}
                  onChange={(event) => setChase({ ...chase, issues: Math.min(maxChase, Math.max(2, Number(event.target.value) || 2)) })}
                />
              </label>
              <ChaseSpan issues={chaseTargets(issue, game.nextIssues, chase.issues)} />
              <label className="slip__check">
                <input type="checkbox" checked={chase.stopOnWin} onChange={(event) => setChase({ ...chase, stopOnWin: event.target.checked })} />
                {t('slip.stopOnWin')}
              </label>
            </div>
          ) : null}
        </div>
      ) : null}

      <footer className="slip__foot">
        <div className="slip__total">
          <span>{t('slip.total')}</span>
          <strong>{money(total)}</strong>
          {chase.on && lines.length ? <small>{t('slip.chaseTotal', { count: chaseIssues, amount: money(slipTotal(game, lines)) })}</small> : null}
        </div>
        {lines.length && slipIssue && slipIssue !== 'empty' ? (
          <p className="slip__problem" role="alert">
            {t(`slip.problems.${slipIssue}`, { count: slipIssue === 'tooManyBets' ? game.limits.maxBetsPerSlip : maxChase })}
          </p>
        ) : null}
        {place.error ? (
          <p className="slip__problem" role="alert">
            {errorText(place.error)}
          </p>
        ) : null}
        <button
          type="button"
          className="button button--cta slip__place"
          disabled={Boolean(session && (slipIssue || !issue)) || place.isPending}
          onClick={submit}
        >
          {!session ? t('slip.login') : place.isPending ? t('slip.placing') : t('slip.place')}
        </button>
      </footer>
      {lines.length ? (
        // Phones: the slip sits under a tall picker, so a bar at the bottom leads to it.
        <button type="button" className="slip-bar" onClick={() => section.current?.scrollIntoView({ behavior: 'smooth', block: 'end' })}>
          <Icon name="ticket" size={18} />
          <span>{t('slip.bets', { count: lines.length })}</span>
          <strong>{money(total)}</strong>
        </button>
      ) : null}
    </section>
  )
}

/** The first and last issue a chase covers. */
function ChaseSpan({ issues }: { issues: readonly LotteryIssue[] }) {
  const first = issues[0]
  const last = issues.at(-1)
  if (!first || !last) return null
  return <span className="slip__span">{first === last ? first.issueNo : `${first.issueNo} → ${last.issueNo}`}</span>
}
