import { describe, expect, it } from 'vitest'
import { plannedIssues } from './schedule'

describe('issue schedules', () => {
  it('numbers a fast game by the slot of its local day', () => {
    const at = (iso: string) => new Date(iso)
    // 17:28 UTC is 01:28 the next day in Kuala Lumpur: the 88th minute of 26 November there.
    const [issue] = plannedIssues(
      { everySeconds: 60, utcOffsetMinutes: 480 },
      10,
      at('2026-11-25T17:27:30Z'),
      at('2026-11-25T17:28:00Z'),
    )
    expect(issue).toEqual({
      issueNo: '20261126-0088',
      drawAt: at('2026-11-25T17:28:00Z'),
      closeAt: at('2026-11-25T17:27:50Z'),
      weekday: 4,
    })
    // Without an offset the day is UTC's (games created before offsets existed keep their numbering).
    expect(
      plannedIssues({ everySeconds: 60 }, 10, at('2026-11-25T17:27:30Z'), at('2026-11-25T17:28:00Z'))[0]!.issueNo,
    ).toBe('20261125-1048')
    // Five-minute games: 288 slots a day, three digits.
    expect(
      plannedIssues(
        { everySeconds: 300, utcOffsetMinutes: 420 },
        30,
        at('2026-11-25T16:59:00Z'),
        at('2026-11-25T17:00:00Z'),
      )[0]!.issueNo,
    ).toBe('20261126-000')
  })

  it('draws official games at their local time on their weekdays', () => {
    const issues = plannedIssues(
      { time: '18:15', utcOffsetMinutes: 420, weekdays: [3] },
      300,
      new Date('2026-11-24T00:00:00Z'),
      new Date('2026-12-03T00:00:00Z'),
    )
    expect(issues.map((i) => [i.issueNo, i.drawAt.toISOString(), i.weekday])).toEqual([
      ['20261125', '2026-11-25T11:15:00.000Z', 3],
      ['20261202', '2026-12-02T11:15:00.000Z', 3],
    ])
  })
})
