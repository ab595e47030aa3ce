import type { LotteryIssue, LotteryPlayType } from '@sea/contract'
import { useState } from 'react'
import { useBalance } from '../../../lib/account'
import { toMinor } from '../../../lib/amount'
import { useTexts } from '../../../lib/i18n'
import { useKeyKeeper } from '../../../lib/idempotency'
import { requireMember } from '../../../lib/require-member'
import { useSession } from '../../../lib/session-store'
import { type GameDetail, usePlaceBets } from '../api'
import { LOTTERY } from '../lottery-texts'
import { type SlipLine, lineProblem, oddsFor, previewLine, slipProblem, slipTotal, toBetInputs } from '../slip'

export type Draft = Omit<SlipLine, 'id' | 'amount' | 'multiple'>
export type Chase = { on: boolean; issues: number; stopOnWin: boolean }

/**
 * The bet slip's state: the draft line's stake and multiple, the lines added so far, the chase,
 * and what follows from them against the game's limits and the member's balance.
 */
export function useBetSlip({
  game,
  play,
  draft,
  issue,
  onAdded,
}: {
  game: GameDetail
  play: LotteryPlayType
  draft: Draft
  issue: LotteryIssue | null
  onAdded: () => void
}) {
  const { t } = useTexts(LOTTERY)
  const session = useSession()
  const balance = useBalance()
  const place = usePlaceBets()
  const keys = useKeyKeeper()
  const [amount, setAmount] = useState(play.unit === 'points' ? '1' : game.limits.minStake.replace(/\.00$/, ''))
  const [multiple, setMultiple] = useState(1)
  const [lines, setLines] = useState<SlipLine[]>([])
  const [tried, setTried] = useState(false)
  const [chase, setChase] = useState<Chase>({ on: false, issues: 2, stopOnWin: true })
  const [placed, setPlaced] = useState<string | null>(null)

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

  const addLine = () => {
    setTried(true)
    if (problem) return
    setLines((current) => [...current, { ...line, id: `${Date.now()}-${current.length}` }])
    setTried(false)
    setPlaced(null)
    onAdded()
  }

  const removeLine = (id: string) => setLines((all) => all.filter((entry) => entry.id !== id))
  const clearLines = () => setLines([])

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

  return {
    signedIn: Boolean(session),
    amount,
    setAmount,
    multiple,
    setMultiple,
    shownProblem: tried ? problem : null,
    preview,
    quoted,
    addLine,
    lines,
    removeLine,
    clearLines,
    placed,
    chase,
    setChase,
    chaseIssues,
    maxChase,
    total,
    slipIssue,
    place,
    submit,
  }
}

export type BetSlipState = ReturnType<typeof useBetSlip>
