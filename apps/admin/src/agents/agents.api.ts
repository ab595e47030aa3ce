import type { operatorAgentRoutes, operatorAgentTreeRoutes } from '@sea/contract'
import { call, type CallInput, type CallValue, endpoint } from '../lib/api'

/** The agents section's calls: the tree and its money (reads), the platform's contracts and ceilings. */
export const agentsApi = {
  search: endpoint<typeof operatorAgentTreeRoutes.search>('GET', '/wps/operator/agent-tree'),
  account: endpoint<typeof operatorAgentTreeRoutes.account>('GET', '/wps/operator/agent-tree/:memberId'),
  downlines: endpoint<typeof operatorAgentTreeRoutes.downlines>('GET', '/wps/operator/agent-tree/:memberId/downlines'),
  contracts: endpoint<typeof operatorAgentTreeRoutes.contracts>('GET', '/wps/operator/agent-tree/:memberId/contracts'),
  bills: endpoint<typeof operatorAgentTreeRoutes.bills>('GET', '/wps/operator/agent-bills'),
  payments: endpoint<typeof operatorAgentTreeRoutes.payments>('GET', '/wps/operator/agent-payments'),
  topAgents: endpoint<typeof operatorAgentRoutes.topAgents>('GET', '/wps/operator/agents'),
  offer: endpoint<typeof operatorAgentRoutes.offer>('POST', '/wps/operator/agents/:memberId/contracts'),
  requestTermination: endpoint<typeof operatorAgentRoutes.requestTermination>(
    'POST',
    '/wps/operator/agent-contracts/:contractId/request-termination',
  ),
  confirmTermination: endpoint<typeof operatorAgentRoutes.confirmTermination>(
    'POST',
    '/wps/operator/agent-contracts/:contractId/confirm-termination',
  ),
  ceilings: endpoint<typeof operatorAgentRoutes.ceilings>('GET', '/wps/operator/agent-rate-ceilings'),
  setCeilings: endpoint<typeof operatorAgentRoutes.setCeilings>('PUT', '/wps/operator/agent-rate-ceilings'),
}

export type TreeNode = CallValue<typeof operatorAgentTreeRoutes.search>['content'][number]
export type AgentContract = CallValue<typeof operatorAgentTreeRoutes.contracts>['contracts'][number]
export type AgentBill = CallValue<typeof operatorAgentTreeRoutes.bills>['content'][number]
export type AgentPayment = CallValue<typeof operatorAgentTreeRoutes.payments>['content'][number]
export type TopAgent = CallValue<typeof operatorAgentRoutes.topAgents>['content'][number]

export const readBills = (input: CallInput<typeof operatorAgentTreeRoutes.bills>) => call(agentsApi.bills, input)
export const readPayments = (input: CallInput<typeof operatorAgentTreeRoutes.payments>) =>
  call(agentsApi.payments, input)
export const saveCeilings = (input: CallInput<typeof operatorAgentRoutes.setCeilings>) =>
  call(agentsApi.setCeilings, input)
