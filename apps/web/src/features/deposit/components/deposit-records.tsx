import type { Deposit } from '@sea/contract'
import { useQuery } from '@tanstack/react-query'
import { Money, Pill } from '../../../components/ui/cashier'
import { Icon } from '../../../components/ui/icon'
import { RecordReason, RecordStamp, StatusRecords, useStatusPaging } from '../../../components/ui/status-records'
import { useTexts } from '../../../lib/i18n'
import { useSession } from '../../../lib/session-store'
import { channelsQuery, DEPOSIT_STATUSES, depositRecordsQuery, type DepositStatus } from '../deposit-api'
import { DEPOSIT_TONES } from '../deposit-status'
import { DEPOSIT } from '../deposit-texts'
import '../../../components/ui/icon-tile.css'

/** The member's deposits, newest first, filterable by status. */
export function DepositRecords() {
  const { t } = useTexts(DEPOSIT)
  const token = useSession()?.token ?? ''
  const paging = useStatusPaging<DepositStatus>()
  const records = useQuery(depositRecordsQuery(token, paging.page, paging.status))
  // Names of the channels, when known; a record of a channel since removed shows its type.
  const channels = useQuery(channelsQuery(token))
  const names = new Map(channels.data?.channels.map((channel) => [channel.code, channel.displayName]))

  return (
    <StatusRecords
      label={t('filter')}
      statuses={DEPOSIT_STATUSES}
      paging={paging}
      statusLabel={(value) => t(`statuses.${value}`)}
      query={records}
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
  const { t } = useTexts(DEPOSIT)
  return (
    <li className="record">
      <span
        className={`record__icon icon-tile icon-tile--tone channel__icon--${deposit.channelType}`}
        aria-hidden="true"
      >
        <Icon name={deposit.channelType === 'gateway' ? 'bolt' : 'bank'} size={18} />
      </span>
      <div className="record__main">
        <p className="record__title">
          {method}
          {deposit.firstDeposit ? <span className="record__tag">{t('firstDeposit')}</span> : null}
        </p>
        <RecordStamp at={deposit.createdAt} id={deposit.id} />
        {deposit.reference ? (
          <p className="record__meta">
            {t('fields.reference')}: {deposit.reference}
          </p>
        ) : null}
        <RecordReason label={t('fields.reason')} reason={deposit.rejectReason} />
      </div>
      <div className="record__side">
        <Money amount={deposit.amount} currency={deposit.currency} className="record__amount" />
        <Pill tone={DEPOSIT_TONES[deposit.status]}>{t(`statuses.${deposit.status}`)}</Pill>
      </div>
    </li>
  )
}
