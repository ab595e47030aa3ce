import type { ContractFlags } from '../../features/agent-centre/api'
import { CONTRACT_PAGES } from '../../features/agent-centre/contracts/kinds'
import { findCentrePage, type CentrePage, type CentrePageProps } from '../centre/centre-page'

/** What an agent-centre page receives: the modal's params (`page`, and e.g. `username` to offer to). */
export type AgentCentrePageProps = CentrePageProps

export type AgentCentrePage = CentrePage<'team' | 'reports' | 'contracts'>

const contract = () => import('../../features/agent-centre/contracts/contract-pages')

/**
 * The agent centre's menu in the spec's order (docs/domain/site.md#agent-centre). The app composes the feature's pages
 * here; the four contract pages are one component per kind.
 */
export const AGENT_CENTRE_PAGES: readonly AgentCentrePage[] = [
  {
    id: 'announcement',
    icon: 'megaphone',
    group: 'team',
    load: () => import('../../features/agent-centre/components/announcement-page'),
  },
  {
    id: 'agentTeamOverview',
    icon: 'chart',
    group: 'team',
    load: () => import('../../features/agent-centre/components/team-overview'),
  },
  {
    id: 'registerCenter',
    icon: 'user',
    group: 'team',
    load: () => import('../../features/agent-centre/components/register-center'),
  },
  {
    id: 'teamManagement',
    icon: 'grid',
    group: 'team',
    load: () => import('../../features/agent-centre/components/team-management'),
  },
  {
    id: 'teamBetting',
    icon: 'history',
    group: 'reports',
    load: () => import('../../features/agent-centre/components/team-betting'),
  },
  {
    id: 'userProfitLoss',
    icon: 'coins',
    group: 'reports',
    load: () => import('../../features/agent-centre/components/user-profit-loss'),
  },
  {
    id: 'agentRevenueReport',
    icon: 'trophy',
    group: 'reports',
    load: () => import('../../features/agent-centre/components/my-income'),
  },
  {
    id: 'downlineTransactions',
    icon: 'transfer',
    group: 'reports',
    load: () => import('../../features/agent-centre/components/downline-transactions'),
  },
  {
    id: 'dividend',
    icon: 'gift',
    group: 'contracts',
    load: async () => ({ default: (await contract()).DividendPage }),
  },
  {
    id: 'dailySalary',
    icon: 'wallet',
    group: 'contracts',
    load: async () => ({ default: (await contract()).DailySalaryPage }),
  },
  {
    id: 'hourlySalary',
    icon: 'clock',
    group: 'contracts',
    load: async () => ({ default: (await contract()).HourlySalaryPage }),
  },
  {
    id: 'realTimeSalary',
    icon: 'bolt',
    group: 'contracts',
    load: async () => ({ default: (await contract()).RealTimeSalaryPage }),
  },
]

export const DEFAULT_PAGE = 'agentTeamOverview'

/** The menu for this agent: every page, less the contract pages whose feature does not apply. */
export function visibleAgentPages(flags: ContractFlags): readonly AgentCentrePage[] {
  return AGENT_CENTRE_PAGES.filter((page) => {
    const gate = CONTRACT_PAGES[page.id]
    return gate === undefined || flags[gate.flag]
  })
}

/** The page the `page` param names when it is on the menu; otherwise null. */
export function findAgentPage(pages: readonly AgentCentrePage[], id: string | undefined): AgentCentrePage | null {
  return findCentrePage(pages, id)
}

/** The page shown when none is named (desktop; a phone shows the menu first): agentTeamOverview. */
export const defaultAgentPage = (pages: readonly AgentCentrePage[]) => findAgentPage(pages, DEFAULT_PAGE)
