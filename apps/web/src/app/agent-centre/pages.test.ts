import { describe, expect, it } from 'vitest'
import { AGENT_CENTRE_PAGES, defaultAgentPage, findAgentPage, visibleAgentPages } from './pages'

const NONE = { dividend: false, dailySalary: false, hourSalary: false, realTimeSalary: false }
const ids = (flags: Partial<typeof NONE>) => visibleAgentPages({ ...NONE, ...flags }).map((page) => page.id)

describe('agent centre menu', () => {
  it('keeps the spec’s order', () => {
    expect(AGENT_CENTRE_PAGES.map((page) => page.id)).toEqual([
      'announcement',
      'agentTeamOverview',
      'registerCenter',
      'teamManagement',
      'teamBetting',
      'userProfitLoss',
      'agentRevenueReport',
      'downlineTransactions',
      'dividend',
      'dailySalary',
      'hourlySalary',
      'realTimeSalary',
    ])
  })

  it('shows each contract page only when its consolidated flag is on', () => {
    expect(ids({})).toHaveLength(8)
    expect(ids({})).not.toContain('dividend')
    expect(ids({ dividend: true })).toContain('dividend')
    expect(ids({ dailySalary: true })).toEqual([...ids({}), 'dailySalary'])
    expect(ids({ hourSalary: true })).toEqual([...ids({}), 'hourlySalary'])
    expect(ids({ realTimeSalary: true })).toEqual([...ids({}), 'realTimeSalary'])
    expect(ids({ dividend: true, dailySalary: true, hourSalary: true, realTimeSalary: true })).toEqual(
      AGENT_CENTRE_PAGES.map((page) => page.id),
    )
  })

  it('opens on the team overview and finds only pages on the menu', () => {
    const pages = visibleAgentPages(NONE)
    expect(defaultAgentPage(pages)?.id).toBe('agentTeamOverview')
    expect(findAgentPage(pages, 'teamBetting')?.id).toBe('teamBetting')
    expect(findAgentPage(pages, 'dividend')).toBeNull()
    expect(findAgentPage(pages, undefined)).toBeNull()
  })
})
