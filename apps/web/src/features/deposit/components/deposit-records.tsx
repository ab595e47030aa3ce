import type { Deposit } from '@sea/contract'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Money, Pill } from '../../../components/ui/cashier'
import { Icon } from '../../../components/ui/icon'
import { StatusRecords } from '../../../components/ui/status-records'
import { useDateTime } from '../../../lib/format'
import { useTexts } from '../../../lib/i18n'
import { useSession } from '../../../lib/session-store'
import { channelsQuery, DEPOSIT_STATUSES, depositRecordsQuery, type DepositStatus } from '../deposit-api'
import { DEPOSIT_TONES } from '../deposit-status'
import { DEPOSIT } from '../deposit-texts'

/** The member's deposits, newest first, filterable by status. */
export function DepositRecords() {
  const { t } = useTexts(DEPOSIT)
  const token = useSession()?.token ?? ''
  const [status, setStatus] = useState<DepositStatus | null>(null)
  const [page, setPage] = useState(1)
  const records = useQuery(depositRecordsQuery(token, page, status))
  // Names of the channels, when known; a record of a channel since removed shows its type.
  const channels = useQuery(channelsQuery(token))
  const names = new Map(channels.data?.channels.map((channel) => [channel.code, channel.displayName]))

  const filter = (next: DepositStatus | null) => {
    setStatus(next)
    setPage(1)
  }

  return (
    <StatusRecords
      label={t('filter')}
      statuses={DEPOSIT_STATUSES}
      status={status}
      onStatus={filter}
      statusLabel={(value) => t(`statuses.${value}`)}
      query={records}
      onPage={setPage}
      emptyTitle={t('recordsEmpty')}
      emptyBody={t('recordsEmptyBody')}
    >
      {(deposit) => (
        <DepositRow
          key={deposit.id}
          deposit={deposit}
          method={names.get(deposit.channelCode) ?? t(`types.${deposit.channelType}`)}
        />
      )}
    </StatusRecords>
  )
}

function DepositRow({ deposit, method }: { deposit: Deposit; method: string }) {
  const dateTime = useDateTime()
  const { t } = useTexts(DEPOSIT)
  return (
    <li className="record">
      <span className={`record__icon channel__icon--${deposit.channelType}`} aria-hidden="true">
        <Icon name={deposit.channelType === 'gateway' ? 'bolt' : 'bank'} size={18} />
      </span>
      <div className="record__main">
        <p className="record__title">
          {method}
          {deposit.firstDeposit ? <span className="record__tag">{t('firstDeposit')}</span> : null}
        </p>
        <p className="record__meta">
          {dateTime(deposit.createdAt)} · #{deposit.id}
        </p>
        {deposit.reference ? (
          <p className="record__meta">
            {t('fields.reference')}: {deposit.reference}
          </p>
        ) : null}
        {deposit.rejectReason ? (
          <p className="record__reason">
            {t('fields.reason')}: {deposit.rejectReason}
          </p>
        ) : null}
      </div>
      <div className="record__side">
        <Money amount={deposit.amount} currency={deposit.currency} className="record__amount" />
        <Pill tone={DEPOSIT_TONES[deposit.status]}>{t(`statuses.${deposit.status}`)}</Pill>
      </div>
    </li>
  )
}
