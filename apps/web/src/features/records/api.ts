import type { GameCategory, gameRoutes, memberRecordRoutes, walletRoutes } from '@sea/contract'
import { GAME_RECALL_ROUNDS } from '@sea/contract/constants'
import { isLanguage } from '@sea/rules'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { call, endpoint, type CallValue } from '../../lib/api-client'
import { currentLanguage } from '../../lib/i18n'
import { useSession } from '../../lib/session-store'
import type { InstantRange } from './date-range'

const transactionsEndpoint = endpoint<typeof walletRoutes.transactions>('GET', '/wps/relay/ODSFE2_MemTransDet')
const profitLossEndpoint = endpoint<typeof memberRecordRoutes.profitLoss>('GET', '/wps/member/records/profit-loss')
const bonusEndpoint = endpoint<typeof memberRecordRoutes.bonus>('GET', '/wps/member/records/bonus')
const betsEndpoint = endpoint<typeof gameRoutes.betRecords>('GET', '/wps/member/records/bets')
const betDetailEndpoint = endpoint<typeof gameRoutes.betDetail>('GET', '/wps/member/records/bets/:betId')

export type TransactionPage = CallValue<typeof walletRoutes.transactions>
export type Transaction = TransactionPage['content'][number]
export type ProfitLoss = CallValue<typeof memberRecordRoutes.profitLoss>
export type BonusPage = CallValue<typeof memberRecordRoutes.bonus>
export type BonusRecord = BonusPage['content'][number]

export type BetPage = CallValue<typeof gameRoutes.betRecords>
export type BetRecord = BetPage['content'][number]
export type BetDetail = CallValue<typeof gameRoutes.betDetail>
export type BetStatus = BetRecord['status']

export const PAGE_SIZE = 10

/** Every records query sits under the member key, so a money change refreshes them too. */
function useRecordsKey(name: string) {
  const session = useSession()
  return { key: ['member', session?.token ?? '', 'records', name] as const, enabled: session !== null }
}

export function useTransactions(range: InstantRange, type: string, pageNum: number) {
  const { key, enabled } = useRecordsKey('transactions')
  const query = { ...range, type: type || undefined, pageNum, pageSize: PAGE_SIZE }
  return useQuery({
    queryKey: [...key, query],
    queryFn: ({ signal }) => call(transactionsEndpoint, { query, signal }),
    enabled,
    // The old page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  })
}

export function useProfitLoss(range: InstantRange) {
  const { key, enabled } = useRecordsKey('profit-loss')
  return useQuery({
    queryKey: [...key, range],
    queryFn: ({ signal }) => call(profitLossEndpoint, { query: range, signal }),
    enabled,
    placeholderData: keepPreviousData,
  })
}

export function useBonusRecords(range: InstantRange, pageNum: number) {
  const { key, enabled } = useRecordsKey('bonus')
  // The language names the promotions that paid the bonuses.
  const query = { ...range, language: currentLanguage(), pageNum, pageSize: PAGE_SIZE }
  return useQuery({
    queryKey: [...key, query],
    queryFn: ({ signal }) => call(bonusEndpoint, { query, signal }),
    enabled,
    placeholderData: keepPreviousData,
  })
}

export type BetFilter = { gameType?: GameCategory; vassalage?: string; status?: BetStatus }

/** The betting record: rounds in the range, newest first, with the range's totals. */
export function useBetRecords(range: InstantRange, filter: BetFilter, pageNum: number, language: string) {
  const { key, enabled } = useRecordsKey('bets')
  const query = {
    ...range,
    ...filter,
    language: isLanguage(language) ? language : undefined,
    pageNum,
    pageSize: PAGE_SIZE,
  }
  return useQuery({
    queryKey: [...key, query],
    queryFn: ({ signal }) => call(betsEndpoint, { query, signal }),
    enabled,
    placeholderData: keepPreviousData,
  })
}

/** Game recall: the member's last rounds of one game (the server's default range, newest first). */
export function useGameRounds(nodeId: string | null, language: string) {
  const { key, enabled } = useRecordsKey('game-rounds')
  const query = {
    nodeId: nodeId ?? undefined,
    language: isLanguage(language) ? language : undefined,
    pageSize: GAME_RECALL_ROUNDS,
  }
  return useQuery({
    queryKey: [...key, query],
    queryFn: ({ signal }) => call(betsEndpoint, { query, signal }),
    enabled: enabled && nodeId !== null,
  })
}

/** One round in full (game recall). */
export function useBetDetail(betId: string, language: string) {
  const { key, enabled } = useRecordsKey('bet')
  const query = { language: isLanguage(language) ? language : undefined }
  return useQuery({
    queryKey: [...key, betId, query],
    queryFn: ({ signal }) => call(betDetailEndpoint, { params: { betId }, query, signal }),
    enabled,
  })
}
