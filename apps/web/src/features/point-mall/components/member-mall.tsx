import type { PointItem } from '@sea/contract'
import { useState } from 'react'
import { EmptyState, ErrorState, LoadingState, QueryView } from '../../../components/ui/states'
import { TitledSection } from '../../../components/ui/titled-section'
import { useMemberInfo } from '../../../lib/account'
import { ApiError } from '../../../lib/api-client'
import { useTexts } from '../../../lib/i18n'
import { usePointBalance, usePointConfig, usePointItems } from '../point-mall-api'
import { POINT_MALL } from '../point-mall-texts'
import { ConvertModal } from './convert-modal'
import { HowToEarn } from './how-to-earn'
import { ItemGrid } from './item-grid'
import { MallHistory } from './mall-history'
import { PointsCard } from './points-card'
import { RedeemModal } from './redeem-modal'

/** A member's mall: points and the earn table, the shelves, the history, and the two dialogs that spend points. */
export function MemberMall() {
  const { t } = useTexts(POINT_MALL)
  const config = usePointConfig()
  const balance = usePointBalance()
  const items = usePointItems()
  // Until the member's details arrive, the password field shows; the server names a missing one.
  const hasPaymentPassword = useMemberInfo().data?.hasPaymentPassword !== false
  const [converting, setConverting] = useState(false)
  const [redeeming, setRedeeming] = useState<PointItem | null>(null)

  const closed =
    config.data?.enabled === false || (balance.error instanceof ApiError && balance.error.code === 'points_disabled')
  if (closed) {
    return (
      <EmptyState icon="coins" title={t('closedTitle')}>
        {t('closedBody')}
      </EmptyState>
    )
  }
  if (config.isPending || balance.isPending) return <LoadingState rows={4} />
  const failed = config.error ?? balance.error
  if (failed || !config.data || !balance.data) {
    return (
      <ErrorState
        error={failed}
        onRetry={() => {
          void config.refetch()
          void balance.refetch()
        }}
      />
    )
  }
  const points = balance.data.current

  return (
    <div className="mall__body">
      <div className="mall-top">
        <PointsCard balance={balance.data} onConvert={() => setConverting(true)} />
        <HowToEarn config={config.data} />
      </div>
      <TitledSection id="mall-items-title" title={t('items.title')} titleClass="mall-heading">
        <QueryView query={items} rows={3}>
          {(list) => <ItemGrid items={list} points={points} onRedeem={setRedeeming} />}
        </QueryView>
      </TitledSection>
      <MallHistory />
      {converting ? (
        <ConvertModal
          balance={balance.data}
          config={config.data}
          hasPaymentPassword={hasPaymentPassword}
          onClose={() => setConverting(false)}
        />
      ) : null}
      {redeeming ? (
        <RedeemModal
          item={redeeming}
          points={points}
          hasPaymentPassword={hasPaymentPassword}
          onClose={() => setRedeeming(null)}
        />
      ) : null}
    </div>
  )
}
