import { RECORD_RANGE_MAX_DAYS } from '@sea/contract/constants'
import { useMemo, useState } from 'react'
import { useSite } from '../../lib/site'
import { presetDays, toInstants, type DatePreset, type DayRange } from './date-range'

export type RangeChoice = { preset: DatePreset | 'custom'; days: DayRange }

/**
 * The period a records page shows: a preset or custom days, counted in the merchant's time zone
 * (decision 013), and the instants the server is asked for.
 */
export function useRecordRange(initial: DatePreset) {
  const timeZone = useSite().merchant.timezone
  const [choice, setChoice] = useState<RangeChoice>(() => ({
    preset: initial,
    days: presetDays(initial, new Date(), timeZone),
  }))
  const instants = useMemo(() => toInstants(choice.days, timeZone, RECORD_RANGE_MAX_DAYS), [choice, timeZone])
  return { choice, setChoice, instants, timeZone }
}
