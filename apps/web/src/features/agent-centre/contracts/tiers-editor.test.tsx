import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { applyLanguage } from '../../../lib/i18n'
import { checkTiers, type DraftTier } from './tiers'
import { TiersEditor } from './tiers-editor'

/** The editor as the offer form drives it, with the agent's own daily salary rate of 1.50%. */
function Harness() {
  const [tiers, setTiers] = useState<DraftTier[]>([{ betAmount: '', rate: '' }])
  return (
    <TiersEditor
      kind="daily_salary"
      tiers={tiers}
      check={checkTiers('daily_salary', tiers, { rate: '1.50', lossWageRate: null })}
      showProblems
      onChange={setTiers}
    />
  )
}

describe('TiersEditor', () => {
  beforeEach(() => applyLanguage('EN', false))
  afterEach(cleanup)

  it('refuses a downline rate above the agent’s own, beside the field', () => {
    render(<Harness />)
    expect(screen.getAllByText('Required')).toHaveLength(2)
    fireEvent.change(screen.getByLabelText('Bet amount ≥'), { target: { value: '1000' } })
    fireEvent.change(screen.getByLabelText('Rate %'), { target: { value: '1.6' } })
    expect(screen.getByRole('alert').textContent).toBe('At most 1.50%')
    fireEvent.change(screen.getByLabelText('Rate %'), { target: { value: '1.5' } })
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('adds and removes tiers and catches equal thresholds', () => {
    render(<Harness />)
    expect(screen.getByRole('button', { name: 'Remove tier 1' })).toHaveProperty('disabled', true)
    fireEvent.click(screen.getByRole('button', { name: 'Add tier' }))
    const amounts = screen.getAllByLabelText('Bet amount ≥')
    const rates = screen.getAllByLabelText('Rate %')
    amounts.forEach((input) => fireEvent.change(input, { target: { value: '500' } }))
    rates.forEach((input) => fireEvent.change(input, { target: { value: '1' } }))
    expect(screen.getByRole('alert').textContent).toBe('Two tiers have the same thresholds')
    fireEvent.click(screen.getByRole('button', { name: 'Remove tier 2' }))
    expect(screen.getAllByLabelText('Rate %')).toHaveLength(1)
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
