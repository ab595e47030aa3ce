import type { agentRoutes, ContractKind, walletRoutes } from '@sea/contract'
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import { call, endpoint, type CallInput, type CallValue } from '../../lib/api-client'
import { useSession } from '../../lib/session-store'
import type { InstantRange } from './period'

/** The agent centre's calls (packages/contract/src/agents.ts), typed by the contract's routes. */
export const overviewEndpoint = endpoint<typeof agentRoutes.overview>('GET', '/wps/agent/team/overview')
export const flagsEndpoint = endpoint<typeof agentRoutes.flags>('GET', '/wps/agent/contract/flags')
const registerEndpoint = endpoint<typeof agentRoutes.register>('POST', '/wps/agent/register', true)
const membersEndpoint = endpoint<typeof agentRoutes.members>('GET', '/wps/agent/team/members')
const betsEndpoint = endpoint<typeof agentRoutes.bets>('GET', '/wps/agent/team/bets')
const profitLossEndpoint = endpoint<typeof agentRoutes.profitLoss>('GET', '/wps/agent/team/profit-loss')
const transactionsEndpoint = endpoint<typeof agentRoutes.transactions>('GET', '/wps/agent/team/transactions')
const billsEndpoint = endpoint<typeof agentRoutes.bills>('GET', '/wps/agent/bills')
export const transferDownlineEndpoint = endpoint<typeof walletRoutes.transferDownline>(
  'POST',
  '/wps/agent/transfer/downline',
  true,
)

/** One relay per contract kind (docs/domain/api-calls.md); each takes an action (decision 027). */
const CONTRACT_ENDPOINTS = {
  dividend: endpoint<typeof agentRoutes.dividend>('POST', '/wps/relay/MCS2_processDividendReq'),
  daily_salary: endpoint<typeof agentRoutes.dailySalary>('POST', '/wps/relay/MCS2_processDailySalContract'),
  hourly_salary: endpoint<typeof agentRoutes.hourlySalary>('POST', '/wps/relay/MCS2_processContractHourSalary'),
  realtime_salary: endpoint<typeof agentRoutes.realTimeSalary>(
    'POST',
    '/wps/relay/MCSFE_processRealTimeSalaryContract',
  ),
} as const

export type Overview = CallValue<typeof agentRoutes.overview>
export type ContractFlags = CallValue<typeof agentRoutes.flags>
export type MembersPage = CallValue<typeof agentRoutes.members>
export type TeamMember = MembersPage['content'][number]
export type MembersQuery = NonNullable<CallInput<typeof agentRoutes.members>['query']>
/** Amounts of a period (the API's decimal strings). */
type Amount = string
/**
 * The bets and bills pages carry totals the contract declares through its `Page(item, extra)`
 * helper, whose static type drops `extra`; they are spelled out here until that helper keeps them.
 */
export type BetsPage = CallValue<typeof agentRoutes.bets> & {
  totals: { stake: Amount; validBet: Amount; win: Amount; profit: Amount }
}
export type BetsQuery = NonNullable<CallInput<typeof agentRoutes.bets>['query']>
export type ProfitLossPage = CallValue<typeof agentRoutes.profitLoss>
export type TransactionsPage = CallValue<typeof agentRoutes.transactions>
export type BillsPage = CallValue<typeof agentRoutes.bills> & {
  totals: { paid: Amount; unpaid: Amount; byKind: Record<ContractKind, Amount> }
}
export type Bill = BillsPage['content'][number]
export type BillsQuery = NonNullable<CallInput<typeof agentRoutes.bills>['query']>
/** A JSON body (CallInput's body also admits FormData and Blob). */
type Json<B> = Exclude<NonNullable<B>, FormData | Blob>
export type RegisterBody = Json<CallInput<typeof agentRoutes.register>['body']>
export type RegisterResult = CallValue<typeof agentRoutes.register>
type ContractEndpoint = (typeof CONTRACT_ENDPOINTS)['dividend']
type ContractBody = Json<CallInput<typeof agentRoutes.dividend>['body']>

/**
 * One relay call of a kind. The four relays take the same actions and answer the same shape
 * (only the tiers differ), so they share the dividend relay's types here.
 */
function contractCall(kind: ContractKind, body: ContractBody, signal?: AbortSignal) {
  return call(CONTRACT_ENDPOINTS[kind] as ContractEndpoint, { body, signal })
}

export type ContractResult = CallValue<typeof agentRoutes.dividend>
export type Contract = NonNullable<ContractResult['contract']>
export type Ceiling = ContractResult['ceiling']
/** An offer's body; its tiers' shape depends on the kind (the editor builds the right one). */
export type OfferBody = {
  username: string
  tiers: Record<string, string | number>[]
  period?: 'daily' | 'weekly' | 'semimonthly' | 'monthly'
}

export const PAGE_SIZE = 10

/** Every agent query sits under the member key, so a money change (a transfer) refreshes them too. */
export function useAgentKey(name: string) {
  const session = useSession()
  return { key: ['member', session?.token ?? '', 'agent', name] as const, enabled: session !== null }
}

export const overviewKey = (token: string, range: InstantRange) =>
  ['member', token, 'agent', 'overview', range] as const
export const flagsKey = (token: string) => ['member', token, 'agent', 'flags'] as const

export function useOverview(range: InstantRange) {
  const session = useSession()
  return useQuery({
    queryKey: overviewKey(session?.token ?? '', range),
    queryFn: ({ signal }) => call(overviewEndpoint, { query: range, signal }),
    enabled: session !== null,
    placeholderData: keepPreviousData,
  })
}

export function useContractFlags() {
  const session = useSession()
  return useQuery({
    queryKey: flagsKey(session?.token ?? ''),
    queryFn: ({ signal }) => call(flagsEndpoint, { signal }),
    enabled: session !== null,
  })
}

function usePaged<Q extends object, V>(
  name: string,
  query: Q,
  fetch: (query: Q, signal: AbortSignal) => Promise<V>,
  enabled = true,
) {
  const agent = useAgentKey(name)
  return useQuery({
    queryKey: [...agent.key, query],
    queryFn: ({ signal }) => fetch(query, signal),
    enabled: agent.enabled && enabled,
    // The old page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  })
}

export const useMembers = (query: MembersQuery) =>
  usePaged('members', query, (q, signal) => call(membersEndpoint, { query: q, signal }))
export const useTeamBets = (query: BetsQuery) =>
  usePaged('bets', query, (q, signal) => call(betsEndpoint, { query: q, signal }) as Promise<BetsPage>)
export const useBills = (query: BillsQuery) =>
  usePaged('bills', query, (q, signal) => call(billsEndpoint, { query: q, signal }) as Promise<BillsPage>)

export function useUserProfitLoss(query: NonNullable<CallInput<typeof agentRoutes.profitLoss>['query']>) {
  return usePaged('profit-loss', query, (q, signal) => call(profitLossEndpoint, { query: q, signal }))
}

export function useDownlineTransactions(query: NonNullable<CallInput<typeof agentRoutes.transactions>['query']>) {
  return usePaged(
    'transactions',
    query,
    (q, signal) => call(transactionsEndpoint, { query: q, signal }),
    query.username !== '',
  )
}

export function useRegisterDownline() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: RegisterBody) => call(registerEndpoint, { body }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['member'] }),
  })
}

/** The contracts of one kind the caller is party to (own and given, history included), with its ceiling. */
export const contractsQuery = (token: string, kind: ContractKind) =>
  queryOptions({
    queryKey: ['member', token, 'agent', `contracts-${kind}`] as const,
    queryFn: ({ signal }) => contractCall(kind, { action: 'list', side: 'all', history: true }, signal),
    enabled: token !== '',
  })

export function useContracts(kind: ContractKind) {
  return useQuery(contractsQuery(useSession()?.token ?? '', kind))
}

/** How many offers wait for the caller's answer, per kind (the menu's badges). */
export function usePendingOffers(kinds: readonly ContractKind[]): Partial<Record<ContractKind, number>> {
  const token = useSession()?.token ?? ''
  const results = useQueries({ queries: kinds.map((kind) => contractsQuery(token, kind)) })
  return Object.fromEntries(
    kinds.map((kind, index) => [
      kind,
      results[index]?.data?.contracts.filter((c) => c.side === 'own' && c.status === 'offered').length ?? 0,
    ]),
  )
}

export type ContractAction = 'accept' | 'reject' | 'request_termination' | 'confirm_termination'

/** accept / reject / request or confirm termination; every contract view and the flags refresh after. */
export function useContractAction(kind: ContractKind) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ action, contractId }: { action: ContractAction; contractId: string }) =>
      contractCall(kind, { action, contractId }),
    onSettled: () => void client.invalidateQueries({ queryKey: ['member'] }),
  })
}

export function useOfferContract(kind: ContractKind) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (offer: OfferBody) =>
      // The tiers' shape is checked by the editor per kind (tiers.ts); the shared type cannot say which.
      contractCall(kind, { action: 'offer', ...offer } as ContractBody),
    onSettled: () => void client.invalidateQueries({ queryKey: ['member'] }),
  })
}
