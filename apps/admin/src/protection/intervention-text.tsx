import type { Intervention } from '@sea/contract'
import type { ColumnDef } from '@tanstack/react-table'
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

/**
 * The columns every list of interventions has: when, `between` (who and where, in the report),
 * then the kind, the sentence in the brand's currency, and who decided.
 */
export function useInterventionColumns(
  currencyOf: (row: Intervention) => string,
  between: ColumnDef<Intervention>[] = [],
): ColumnDef<Intervention>[] {
  const { t } = useTexts(PROTECTION)
  const when = useDateTime()
  const describe = useInterventionText()
  return [
    {
      id: 'time',
      accessorKey: 'at',
      header: t('col.time'),
      cell: ({ row }) => <span className="num">{when(row.original.at)}</span>,
    },
    ...between,
    {
      id: 'category',
      accessorKey: 'category',
      header: t('col.category'),
      cell: ({ row }) => <CategoryBadge category={row.original.category} />,
    },
    {
      id: 'what',
      header: t('col.what'),
      enableSorting: false,
      cell: ({ row }) => describe(row.original, currencyOf(row.original)),
    },
    {
      id: 'by',
      accessorFn: (row) => row.operator ?? '',
      header: t('col.by'),
      cell: ({ row }) => row.original.operator ?? <span className="muted">{t('byMember')}</span>,
    },
  ]
}
