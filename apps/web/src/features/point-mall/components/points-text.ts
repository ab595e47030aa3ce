import { useCallback } from 'react'
import { counted, useTexts } from '../../../lib/i18n'
import { POINT_MALL } from '../point-mall-texts'

/** Points as the mall writes them: thousands separators and the unit, in the page's language ("1,250 points", "1 point"). */
export function usePointsText(): (points: number) => string {
  const { t } = useTexts(POINT_MALL)
  return useCallback((points: number) => t('items.points', counted(points)), [t])
}
