import { useQuery, useQueryClient } from '@tanstack/react-query'
import { ErrorAlert, Notice } from '../components/common'
import { call } from '../lib/api'
import { useTexts } from '../lib/i18n'
import { useOperator } from '../shell/operator-context'
import { cashierApi } from './brand-cashier.api'
import { BRAND_CASHIER } from './brand-cashier.texts'
import { CashierSettings } from './cashier-sections'
import './brand-cashier.css'

/**
 * The Cashier tab of a brand's page (decision 053): deposit channels, withdrawal limits and
 * banks, the turnover rule and the four-eyes thresholds. Without brands.cashier it only reads.
 */
export function BrandCashierTab({ merchantId }: { merchantId: number }) {
  const { t } = useTexts(BRAND_CASHIER)
  const { can, me } = useOperator()
  const queryClient = useQueryClient()
  const key = ['brand-cashier', merchantId]
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => call(cashierApi.get, { params: { merchantId: String(merchantId) }, signal }),
  })
  if (query.error) return <ErrorAlert error={query.error} />
  if (!query.data) return <p className="muted">{t('loading')}</p>
  const editable = can('brands.cashier')
  return (
    <div className="cashier-tab">
      {editable ? null : <Notice>{t('readOnly')}</Notice>}
      <CashierSettings
        // A new answer re-seeds the forms from what the server now holds.
        key={query.dataUpdatedAt}
        cashier={query.data}
        editable={editable}
        thresholdsEditable={me.installationWide && can('money.thresholds')}
        onChanged={() => queryClient.invalidateQueries({ queryKey: key })}
      />
    </div>
  )
}
