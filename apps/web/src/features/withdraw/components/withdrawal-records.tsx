import type { Withdrawal } from '@sea/contract'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Money, Pill, type PillTone } from '../../../components/ui/cashier'
import { Icon } from '../../../components/ui/icon'
import { RecordReason, RecordStamp, StatusRecords, useStatusPaging } from '../../../components/ui/status-records'
import { isPositive } from '../../../lib/amount'
import { formatMoney } from '../../../lib/format'
import { useTexts } from '../../../lib/i18n'
import { useSession } from '../../../lib/session-store'
import { settingsQuery, WITHDRAWAL_STATUSES, withdrawalsQuery, type WithdrawalStatus } from '../withdraw-api'
import { WITHDRAW } from '../withdraw-texts'
import { WithdrawalConfirm } from './withdrawal-confirm'
import './withdrawal-records.css'
import '../../../components/ui/icon-tile.css'

const TONES: Record<WithdrawalStatus, PillTone> = {
  pending: 'warning',
  disbursed: 'info',
  disputed: 'danger',
  received: 'success',
  rejected: 'neutral',
}

/** The member's withdrawals with their status; a paid-out one opens its confirmation. */
export function WithdrawalRecords() {
  const { t } = useTexts(WITHDRAW)
  const token = useSession()?.token ?? ''
  const paging = useStatusPaging<WithdrawalStatus>()
  const records = useQuery(withdrawalsQuery(token, paging.page, paging.status))
  const currency = useQuery(settingsQuery(token)).data?.currency ?? ''

  return (
    <StatusRecords
      label={t('filter')}
      statuses={WITHDRAWAL_STATUSES}
      paging={paging}
      statusLabel={(value) => t(`statuses.${value}`)}
      query={records}
      emptyTitle={t('recordsEmpty')}
      emptyBody={t('recordsEmptyBody')}
    >
      {(withdrawal) => <WithdrawalRow key={withdrawal.id} withdrawal={withdrawal} currency={currency} />}
    </StatusRecords>
  )
}

function WithdrawalRow({ withdrawal, currency }: { withdrawal: Withdrawal; currency: string }) {
  const { t } = useTexts(WITHDRAW)
  const [open, setOpen] = useState(false)
  const answerable = withdrawal.status === 'disbursed' || withdrawal.status === 'disputed'
  const partly = isPositive(withdrawal.receivedAmount) && isPositive(withdrawal.remainingAmount)
  return (
    <li className={`record withdrawal${answerable ? ' withdrawal--answerable' : ''}`}>
      <span className="record__icon icon-tile icon-tile--primary" aria-hidden="true">
        <Icon name="bank" size={18} />
      </span>
      <div className="record__main">
        <p className="record__title">
          {withdrawal.bankName} <span className="withdrawal__number">{withdrawal.accountNumber}</span>
        </p>
        <RecordStamp at={withdrawal.requestedAt} id={withdrawal.id} />
        {partly ? (
          <p className="record__meta">
            {t('fields.received')} {formatMoney(withdrawal.receivedAmount)} · {t('fields.remaining')}{' '}
            {formatMoney(withdrawal.remainingAmount)}
          </p>
        ) : null}
        <RecordReason label={t('fields.reason')} reason={withdrawal.reason} />
      </div>
      <div className="record__side">
        <Money amount={withdrawal.amount} currency={currency} className="record__amount" />
        <Pill tone={TONES[withdrawal.status]}>
          {withdrawal.forced ? t('autoReceived') : t(`statuses.${withdrawal.status}`)}
        </Pill>
      </div>
      {answerable ? (
        <div className="withdrawal__answer">
          <button
            type="button"
            className={`button ${open ? 'button--ghost' : 'button--primary'} withdrawal__toggle`}
            aria-expanded={open}
            onClick={() => setOpen((value) => !value)}
          >
            <Icon name={open ? 'chevronDown' : 'check'} size={16} />
            {open ? t('hide') : t('confirmReceipt')}
          </button>
          {open ? <WithdrawalConfirm withdrawalId={withdrawal.id} currency={currency} /> : null}
        </div>
      ) : null}
    </li>
  )
}
