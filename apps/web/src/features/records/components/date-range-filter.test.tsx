import { RECORD_RANGE_MAX_DAYS } from '@sea/contract/constants'
import { addDays, dayIn } from '@sea/rules'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { RangeChoice } from '../use-record-range'
import { DateRangeFilter } from './date-range-filter'

const ZONE = 'Asia/Kuala_Lumpur'
const today = dayIn(new Date(), ZONE)
const start: RangeChoice = { preset: 'today', days: { start: today, end: today } }

afterEach(cleanup)

function setup() {
  const onChange = vi.fn<(choice: RangeChoice) => void>()
  render(<DateRangeFilter choice={start} timeZone={ZONE} onChange={onChange} />)
  return onChange
}

describe('DateRangeFilter', () => {
  it('turns a preset into days ending today', () => {
    const onChange = setup()
    fireEvent.click(screen.getByRole('button', { name: 'Last 7 days' }))
    expect(onChange).toHaveBeenCalledWith({ preset: 'last7', days: { start: addDays(today, -6), end: today } })
  })

  it('refuses a custom range longer than the limit and says why', () => {
    const onChange = setup()
    fireEvent.click(screen.getByRole('button', { name: 'Custom' }))
    fireEvent.change(screen.getByLabelText('From'), { target: { value: addDays(today, -RECORD_RANGE_MAX_DAYS) } })
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }))
    expect(screen.getByRole('alert').textContent).toBe(`Please choose at most ${RECORD_RANGE_MAX_DAYS} days`)
    expect(onChange).not.toHaveBeenCalled()
  })

  it('refuses an end after today and applies a valid custom range', () => {
    const onChange = setup()
    fireEvent.click(screen.getByRole('button', { name: 'Custom' }))
    fireEvent.change(screen.getByLabelText('To'), { target: { value: addDays(today, 1) } })
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }))
    expect(screen.getByRole('alert').textContent).toBe('The end date cannot be later than today')
    const days = { start: addDays(today, -(RECORD_RANGE_MAX_DAYS - 1)), end: today }
    fireEvent.change(screen.getByLabelText('From'), { target: { value: days.start } })
    fireEvent.change(screen.getByLabelText('To'), { target: { value: days.end } })
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }))
    expect(onChange).toHaveBeenCalledWith({ preset: 'custom', days })
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
