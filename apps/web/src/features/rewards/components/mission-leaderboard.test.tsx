import type { loyaltyRoutes, MissionLeaderboard as Board, MissionSummary, MissionView } from '@sea/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { setSession } from '../../../lib/session-store'
import { refusal, reply } from '../../../testing/fake-api'
import { renderInSite } from '../../../testing/render-in-site'
import { resetAfterEach } from '../../../testing/reset-after-each'
import MissionLeaderboard from './mission-leaderboard'

const HOUR = 3_600_000

function mission(changes: Partial<MissionView> = {}): MissionView {
  return {
    id: '11',
    code: 'daily-deposit',
    title: 'Daily deposit',
    period: 'daily',
    event: 'deposit',
    category: null,
    gameCode: null,
    gameName: null,
    target: '1000.00',
    progress: '250.00',
    periodKey: '2026-11-28',
    periodEndsAt: new Date(Date.now() + 5 * HOUR + 30 * 60_000 + 30_000).toISOString(),
    completed: false,
    claimed: false,
    rewardPoints: 50,
    rewardBonus: null,
    ...changes,
  }
}

const done = mission({
  id: '12',
  title: 'Weekly turnover',
  period: 'weekly',
  event: 'turnover',
  category: 'SPORTS',
  target: '5000.00',
  progress: '5000.00',
  completed: true,
  rewardPoints: 1500,
  rewardBonus: '10.00',
  periodEndsAt: new Date(Date.now() + 2 * 24 * HOUR + 3 * HOUR + 60_000).toISOString(),
})
const rounds = mission({
  id: '13',
  title: 'Welcome rounds',
  period: 'once',
  event: 'game_rounds',
  gameCode: 'jade-96',
  gameName: 'Jade Fortune',
  target: '20',
  progress: '7',
  periodKey: '',
  periodEndsAt: null,
  rewardPoints: 20,
})

let summary: MissionSummary
let boards: Record<string, Board>
let claims: string[]
let asked: string[]
let claimAnswer: () => Response

function board(period: 'daily' | 'weekly', changes: Partial<Board> = {}): Board {
  return { period, periodKey: '2026-11-28', entries: [], me: { rank: null, completed: 0 }, ...changes }
}

beforeEach(() => {
  summary = { claimable: 1, missions: [mission(), done, rounds] }
  boards = { daily: board('daily'), weekly: board('weekly') }
  claims = []
  asked = []
  claimAnswer = () => reply<typeof loyaltyRoutes.claimMission>({ ...done, claimed: true })
  setSession({ token: 'test-token-0123456789', isAgent: 0, userName: 'ahmad' })
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const address = new URL(url, 'http://site.test')
      asked.push(`${address.pathname}${address.search}`)
      if (init.method === 'POST') {
        claims.push(address.pathname)
        return claimAnswer()
      }
      if (address.pathname === '/wps/relay/MCSFE_getMissionLeaderboard') {
        return reply<typeof loyaltyRoutes.missionLeaderboard>(boards[address.searchParams.get('period') ?? 'weekly']!)
      }
      return reply<typeof loyaltyRoutes.missions>(summary)
    }),
  )
})

resetAfterEach()

const show = () => renderInSite(<MissionLeaderboard />)
const card = async (title: string) => (await screen.findByRole('heading', { name: title })).closest('li')!

describe('mission activity', () => {
  it('groups the missions by period with progress, time left and reward', async () => {
    show()
    const groups = await screen.findAllByRole('heading', { level: 3 })
    expect(groups.map((heading) => heading.textContent)).toEqual([
      'Missions',
      'Daily missionsNew every day',
      'Weekly missionsNew every Monday',
      'One-off missionsComplete once',
      'Leaderboard',
    ])
    expect(screen.getByText('1 ready to claim')).toBeTruthy()

    const deposit = await card('Daily deposit')
    expect(within(deposit).getByText('Deposit MYR 1,000.00 in total')).toBeTruthy()
    expect(within(deposit).getByText('MYR 250.00 of MYR 1,000.00')).toBeTruthy()
    expect(within(deposit).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25')
    expect(within(deposit).getByText('Ends in 5h 30m')).toBeTruthy()
    expect(within(deposit).getByText('50 points')).toBeTruthy()
    expect(within(deposit).getByText('In progress')).toBeTruthy()
    expect(within(deposit).queryByRole('button')).toBeNull()

    const turnover = await card('Weekly turnover')
    expect(within(turnover).getByText('Reach MYR 5,000.00 in valid bets')).toBeTruthy()
    expect(within(turnover).getByText('Sports')).toBeTruthy()
    expect(within(turnover).getByText('Ends in 2d 3h')).toBeTruthy()
    expect(within(turnover).getByText('1,500 points')).toBeTruthy()
    expect(within(turnover).getByText('MYR 10.00 bonus')).toBeTruthy()

    const once = await card('Welcome rounds')
    expect(within(once).getByText('Play 20 rounds of Jade Fortune')).toBeTruthy()
    expect(within(once).queryByText(/jade-96/)).toBeNull()
    expect(within(once).getByText('7 of 20')).toBeTruthy()
    expect(within(once).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('35')
    expect(within(once).getByText('No time limit')).toBeTruthy()
    expect(within(once).getByText('20 points')).toBeTruthy()
  })

  it('claims a completed mission, then asks for the missions again', async () => {
    show()
    const turnover = await card('Weekly turnover')
    summary = { claimable: 0, missions: [mission(), { ...done, claimed: true }, rounds] }
    fireEvent.click(within(turnover).getByRole('button', { name: 'Claim Weekly turnover' }))
    expect(await within(turnover).findByText('Collected: 1,500 points + MYR 10.00 bonus.')).toBeTruthy()
    expect(claims).toEqual(['/wps/member/missions/12/claim'])
    await waitFor(() => expect(within(turnover).getByText('Claimed')).toBeTruthy())
    expect(screen.queryByText('1 ready to claim')).toBeNull()
    expect(asked.filter((path) => path.startsWith('/wps/relay/MCSFE_getMissionSummaryDetails'))).toHaveLength(2)
  })

  it('shows a refused claim in the member’s words', async () => {
    claimAnswer = () => refusal('mission_not_completed', 409)
    show()
    fireEvent.click(await screen.findByRole('button', { name: 'Claim Weekly turnover' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Finish this mission before claiming its reward')
    expect(screen.getByRole('button', { name: 'Claim Weekly turnover' })).toBeTruthy()
  })

  it('ranks the day and the week, the member’s own place marked', async () => {
    boards.daily = board('daily', {
      entries: [
        { rank: 1, account: 'ah***d', completed: 4 },
        { rank: 2, account: 'si***i', completed: 3 },
      ],
      me: { rank: 2, completed: 3 },
    })
    show()
    const table = await screen.findByRole('table')
    const rows = within(table).getAllByRole('row')
    expect(rows.map((row) => row.textContent)).toEqual(['RankPlayerMissions', '1ah***d4', '2si***iYou3'])
    expect(rows[2]!.getAttribute('aria-current')).toBe('true')
    expect(rows[1]!.getAttribute('aria-current')).toBeNull()
    expect(screen.getByText('#2')).toBeTruthy()
    expect(screen.getByText('3 completed')).toBeTruthy()

    fireEvent.click(screen.getByRole('tab', { name: 'This week' }))
    expect(await screen.findByText('No one has completed a mission in this period yet. Be the first!')).toBeTruthy()
    expect(screen.getByText('Complete a mission to join the leaderboard.')).toBeTruthy()
    expect(asked).toContain('/wps/relay/MCSFE_getMissionLeaderboard?period=weekly')
  })

  it('says when no mission is live, without a leaderboard', async () => {
    summary = { claimable: 0, missions: [] }
    show()
    expect(await screen.findByText('No missions running yet')).toBeTruthy()
    expect(screen.getByText('How missions work')).toBeTruthy()
    expect(screen.queryByText('Leaderboard')).toBeNull()
    expect(asked.some((path) => path.includes('Leaderboard'))).toBe(false)
  })

  it('offers a retry when the missions cannot be loaded', async () => {
    vi.stubGlobal('fetch', async () => refusal('internal', 500))
    show()
    expect(await screen.findByRole('button', { name: /try again/i })).toBeTruthy()
  })
})
