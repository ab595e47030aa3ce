import type { Intervention } from '@sea/contract'
import { formatMoney, useDateTime } from '../lib/format'
import { useTexts } from '../lib/i18n'
import { RISK } from '../risk/risk.texts'
import { PROTECTION } from './protection.texts'

const CATEGORY_BADGE: Record<Intervention['category'], string> = {
  exclusion: 'badge badge-disabled',
  limit: 'badge badge-pending',
  session: 'badge badge-pending',
  kyc: 'badge badge-ok',
  risk: 'badge badge-disabled',
}

export function CategoryBadge({ category }: { category: Intervention['category'] }) {
  const { t } = useTexts(PROTECTION)
  return <span className={CATEGORY_BADGE[category]}>{t(`category.${category}`)}</span>
}

/**
 * An intervention in a sentence of the operator's language, from the row's neutral fields
 * (subject, from, to, note): amounts in the brand's currency, times in the console's zone.
 */
export function useInterventionText(): (row: Intervention, currency: string) => string {
  const { t } = useTexts(PROTECTION)
  const risk = useTexts(RISK).t
  const when = useDateTime()
  return (row, currency) => {
    const money = (value: string | null) => (value === null ? t('none') : formatMoney(value, currency))
    const minutes = (value: string | null) => (value === null ? t('off') : t('minutes', { count: Number(value) }))
    const term = (subject: string | null) =>
      subject?.endsWith('d') ? t('term.days', { count: Number(subject.slice(0, -1)) }) : t(`term.${subject ?? ''}`)
    switch (row.category) {
      case 'limit': {
        const [kind = '', period = ''] = (row.subject ?? '').split('/')
        const limit = `${t(`kinds.${kind}`)} · ${t(`periods.${period}`)}`
        return t(`action.${row.action}`, { limit, from: money(row.from), to: money(row.to) })
      }
      case 'session':
        return t(`action.${row.action}`, { from: minutes(row.from), to: minutes(row.to) })
      case 'exclusion':
        return t(`action.${row.action}`, {
          term: term(row.subject),
          until: row.to === null ? t('forever') : when(row.to),
          via: row.note ? t(`via.${row.note}`, { defaultValue: row.note }) : '',
        })
      case 'kyc':
        return t(`action.${row.action}`, { to: money(row.to), note: row.note ?? '' })
      case 'risk': {
        const [rule = ''] = (row.subject ?? '').split('/')
        return t(`action.${row.action}`, { rule: risk(`rule.${rule}`, { defaultValue: rule }), note: row.note ?? '' })
      }
    }
  }
}
