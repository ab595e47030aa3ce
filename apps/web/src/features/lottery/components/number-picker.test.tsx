import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { applyLanguage } from '../../../lib/i18n'
import { playType } from '../fixtures.test-utils'
import type { Choice } from '../picks'
import { NumberPicker } from './number-picker'

function Harness({ play }: { play: Parameters<typeof NumberPicker>[0]['play'] }) {
  const [picks, setPicks] = useState<Choice[]>([])
  const [position, setPosition] = useState<number | undefined>(1)
  const [form, setForm] = useState<'ordinary' | 'roll' | 'box' | 'ibox' | undefined>(
    play.forms[0] as 'ordinary' | undefined,
  )
  return (
    <>
      <NumberPicker
        play={play}
        picks={picks}
        onPicks={setPicks}
        position={position}
        onPosition={setPosition}
        form={form}
        onForm={setForm}
      />
      <output data-testid="picks">{picks.join(',')}</output>
    </>
  )
}

const picked = () => screen.getByTestId('picks').textContent

describe('NumberPicker', () => {
  beforeEach(() => applyLanguage('EN', false))
  afterEach(cleanup)

  it('shows the 00-99 grid, stops at the maximum and says why', () => {
    render(<Harness play={playType({ numbers: { kind: 'digits', digits: 2, minCount: 1, maxCount: 2 } })} />)
    expect(
      screen.getAllByRole('button', { pressed: false }).filter((b) => /^\d\d$/.test(b.textContent ?? '')),
    ).toHaveLength(100)
    fireEvent.click(screen.getByRole('button', { name: '07' }))
    fireEvent.click(screen.getByRole('button', { name: '42' }))
    fireEvent.click(screen.getByRole('button', { name: '99' }))
    expect(picked()).toBe('07,42')
    expect(screen.getByRole('alert').textContent).toBe('At most 2 picks')
    expect(screen.getByRole('button', { name: '42' }).getAttribute('aria-pressed')).toBe('true')
    fireEvent.click(screen.getByRole('button', { name: '42' }))
    expect(picked()).toBe('07')
  })

  it('quick-picks the play type’s count and clears', () => {
    render(
      <Harness
        play={playType({ playType: 'xien3', numbers: { kind: 'digits', digits: 2, minCount: 3, maxCount: 3 } })}
      />,
    )
    expect(screen.getByText('Pick 3')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: /Quick pick/ }))
    const picks = (picked() ?? '').split(',')
    expect(picks).toHaveLength(3)
    expect(new Set(picks).size).toBe(3)
    expect(screen.getByText('3 picked')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }))
    expect(picked()).toBe('')
  })

  it('takes typed 3-digit numbers and refuses the wrong length', () => {
    render(
      <Harness
        play={playType({ playType: 'cang3', numbers: { kind: 'digits', digits: 3, minCount: 1, maxCount: 5 } })}
      />,
    )
    const input = screen.getByRole('textbox')
    fireEvent.change(input, { target: { value: '12' } })
    act(() => void fireEvent.submit(input.closest('form') as HTMLFormElement))
    expect(screen.getByRole('alert').textContent).toBe('Enter exactly 3 digits')
    fireEvent.change(input, { target: { value: '1a23' } })
    expect((input as HTMLInputElement).value).toBe('123')
    fireEvent.submit(input.closest('form') as HTMLFormElement)
    expect(picked()).toBe('123')
  })

  it('offers positions and side buttons with their odds (PK10)', () => {
    render(
      <Harness
        play={playType({
          playType: 'position_big_small',
          positions: 10,
          numbers: { kind: 'sides', options: ['big', 'small'] },
          oddsDisplay: '1.96',
        })}
      />,
    )
    expect(screen.getAllByRole('radio')).toHaveLength(10)
    fireEvent.click(screen.getByRole('radio', { name: '4' }))
    expect(screen.getByRole('radio', { name: '4' }).getAttribute('aria-checked')).toBe('true')
    fireEvent.click(screen.getByRole('button', { name: /Big/ }))
    fireEvent.click(screen.getByRole('button', { name: /Small/ }))
    expect(picked()).toBe('small')
    expect(screen.getAllByText('×1.96')).toHaveLength(2)
  })

  it('draws keno as 80 balls', () => {
    render(
      <Harness
        play={playType({
          playType: 'pick',
          numbers: { kind: 'range', min: 1, max: 80, minCount: 1, maxCount: 10, distinct: true },
        })}
      />,
    )
    expect(screen.getByRole('button', { name: '80' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: '81' })).toBeNull()
  })
})
