import type { LotteryIssue } from '@sea/contract'
import { useEffect, useRef } from 'react'
import { Icon } from '../../../components/ui/icon'
import { useDateTime } from '../../../lib/format'
import { useTexts } from '../../../lib/i18n'
import { activeIssue, formatCountdown, secondsLeft } from '../countdown'
import { LOTTERY } from '../lottery-texts'
import { useTicker } from './use-ticker'

/**
 * The issue taking bets and the time to its cut-off. When it closes the next open issue takes
 * over at once and `onRoll` asks the server for fresh issues; the last ten seconds turn urgent.
 */
export function IssueCountdown({
  current,
  next,
  onRoll,
  onActive,
}: {
  current: LotteryIssue | null
  next: readonly LotteryIssue[]
  onRoll: () => void
  onActive?: (issue: LotteryIssue | null) => void
}) {
  const dateTime = useDateTime()
  const { t } = useTexts(LOTTERY)
  const now = useTicker()
  const issue = activeIssue(current, next, now)
  const drawId = issue?.drawId ?? null
  const seen = useRef<string | null | undefined>(undefined)
  useEffect(() => {
    if (seen.current !== undefined && seen.current !== drawId) onRoll()
    seen.current = drawId
    onActive?.(issue)
    // Only a change of issue matters; the issue object itself is new on every refetch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [drawId])

  if (!issue) {
    return (
      <div className="lotto-countdown lotto-countdown--closed" role="status">
        <Icon name="clock" size={18} />
        <span>{current ? t('issue.closed') : t('issue.none')}</span>
      </div>
    )
  }
  const seconds = secondsLeft(issue.closeAt, now)
  return (
    <div className={`lotto-countdown${seconds <= 10 ? ' lotto-countdown--urgent' : ''}`}>
      <div className="lotto-countdown__issue">
        <span className="lotto-countdown__label">{t('issue.label', { issueNo: issue.issueNo })}</span>
        <span className="lotto-countdown__draw">{t('issue.drawAt', { time: dateTime(issue.drawAt) })}</span>
      </div>
      <div className="lotto-countdown__timer" aria-label={`${t('issue.closesIn')} ${formatCountdown(seconds)}`}>
        <span className="lotto-countdown__label">{t('issue.closesIn')}</span>
        <time className="lotto-countdown__digits" dateTime={issue.closeAt} aria-hidden="true">
          {formatCountdown(seconds)}
        </time>
      </div>
    </div>
  )
}
