import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { Icon, type IconName } from '../../../components/ui/icon'
import { Spinner } from '../../../components/ui/states'
import { MEMBER_KEY } from '../../../lib/account'
import { call } from '../../../lib/api-client'
import { formatMoney } from '../../../lib/format'
import { useTexts } from '../../../lib/i18n'
import { useSession } from '../../../lib/session-store'
import { recordsEndpoint } from '../deposit-api'
import { returnState, type ReturnState } from '../deposit-status'
import { DEPOSIT } from '../deposit-texts'
import '../../../components/ui/icon-tile.css'

const POLL_MS = 3_000
/** About a minute of polling; after that the records page tells the rest. */
const POLL_TRIES = 20

const LOOK: Record<ReturnState, { icon: IconName; tone: string }> = {
  paid: { icon: 'check', tone: 'success' },
  waiting: { icon: 'clock', tone: 'info' },
  failed: { icon: 'alert', tone: 'danger' },
  rejected: { icon: 'alert', tone: 'danger' },
  expired: { icon: 'clock', tone: 'neutral' },
  missing: { icon: 'info', tone: 'neutral' },
}

/**
 * The outcome of a gateway payment, shown when the member comes back from the payment page
 * (/deposit?depositId=…). It reads the deposit itself and polls while it is still pending.
 */
export function DepositReturn({
  depositId,
  gatewaySaid,
  onDismiss,
}: {
  depositId: string
  gatewaySaid?: string
  onDismiss: () => void
}) {
  const { t } = useTexts(DEPOSIT)
  const queryClient = useQueryClient()
  const token = useSession()?.token ?? ''
  const found = useQuery({
    queryKey: ['member', token, 'deposit', 'return', depositId],
    // The newest deposits: the one just paid is among them.
    queryFn: async ({ signal }) => {
      const page = await call(recordsEndpoint, { query: { pageNum: 1, pageSize: 50 }, signal })
      return page.content.find((deposit) => deposit.id === depositId) ?? null
    },
    refetchInterval: (query) =>
      query.state.data?.status === 'pending' && gatewaySaid !== 'failed' && query.state.dataUpdateCount < POLL_TRIES
        ? POLL_MS
        : false,
  })
  const state: ReturnState | null = found.isError
    ? 'missing'
    : found.data === undefined
      ? null
      : returnState(found.data?.status, gatewaySaid)

  // Once paid, everything that shows money is stale: the header balance, wallets, records.
  useEffect(() => {
    if (state === 'paid') void queryClient.invalidateQueries({ queryKey: MEMBER_KEY })
  }, [state, queryClient])

  if (state === null) {
    return (
      <div className="deposit-return deposit-return--info" role="status">
        <Spinner />
        <p className="deposit-return__title">{t('back.waiting')}</p>
      </div>
    )
  }
  const look = LOOK[state]
  const amount = found.data ? `${found.data.currency} ${formatMoney(found.data.amount)}` : ''
  const body = {
    paid: t('back.paidBody', { amount }),
    waiting: t('back.waitingBody'),
    failed: t('back.failedBody'),
    rejected: found.data?.rejectReason ?? '',
    expired: t('back.expiredBody'),
    missing: t('back.missingBody'),
  }[state]
  return (
    <div className={`deposit-return deposit-return--${look.tone}`} role="status" aria-live="polite">
      <span className="deposit-return__icon icon-tile icon-tile--round icon-tile--tone" aria-hidden="true">
        {state === 'waiting' ? <Spinner /> : <Icon name={look.icon} size={22} />}
      </span>
      <div className="deposit-return__text">
        <p className="deposit-return__title">{t(`back.${state}`)}</p>
        {body ? <p className="deposit-return__body">{body}</p> : null}
        {found.data ? <p className="deposit-return__meta">#{found.data.id}</p> : null}
      </div>
      <button
        type="button"
        className="deposit-return__close icon-tile icon-tile--round icon-tile--plain"
        onClick={onDismiss}
        aria-label={t('back.dismiss')}
      >
        <Icon name="close" size={16} />
      </button>
    </div>
  )
}
