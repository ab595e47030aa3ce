import type { LotteryPlayType } from '@sea/contract'
import { formatMoney } from '../../lib/format'

/**
 * Play types come named by the server in the page's language (decision 030); the page only picks
 * a tab's label and writes odds. A tab holding one play type shows that play type's name.
 */
export function tabName(playTypes: readonly LotteryPlayType[], group: string): string {
  const inGroup = playTypes.filter((p) => p.group === group)
  return inGroup.length === 1 ? inGroup[0]!.name : (inGroup[0]?.groupName ?? group)
}

/** Odds as a player reads them: ×1.96, or in the points model the money one point pays per hit. */
export function oddsLabel(display: string, points: boolean): string {
  return points ? formatMoney(display) : `×${display}`
}
