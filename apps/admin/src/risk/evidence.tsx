import type { RiskRule } from '@sea/contract'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { formatMoney, useDateTime } from '../lib/format'
import { useTexts } from '../lib/i18n'
import { RISK } from './risk.texts'

/**
 * A flag's evidence as an operator reads it: per rule, the figures it compared as labelled facts
 * (money in the brand's currency, instants in its zone, shares as percentages), the accounts it
 * linked with a link to each member, and every recorded field below for the rare question.
 */

type Kind = 'money' | 'time' | 'share' | 'text' | 'source'
type FieldName = keyof typeof FIELD_KINDS

const FIELD_KINDS = {
  withdrawalAmount: 'money',
  requestedAt: 'time',
  depositAmount: 'money',
  depositAt: 'time',
  turnover: 'money',
  turnoverShareBp: 'share',
  thresholdShareBp: 'share',
  count: 'text',
  minutes: 'text',
  total: 'money',
  from: 'time',
  to: 'time',
  ip: 'text',
  days: 'text',
  threshold: 'text',
  device: 'text',
  accountNumber: 'text',
  payeeName: 'text',
  promotionCode: 'text',
  amount: 'money',
  issuedAt: 'time',
  source: 'source',
  gameCode: 'text',
  stake: 'money',
  win: 'money',
  multiple: 'text',
  settledAt: 'time',
  thresholdAmount: 'money',
  thresholdMultiple: 'text',
  agent: 'text',
} as const satisfies Record<string, Kind>

const RULE_FIELDS: Record<RiskRule, readonly FieldName[]> = {
  little_play: [
    'withdrawalAmount',
    'requestedAt',
    'depositAmount',
    'depositAt',
    'turnover',
    'turnoverShareBp',
    'thresholdShareBp',
  ],
  rapid_deposits: ['count', 'minutes', 'total', 'from', 'to'],
  shared_ip: ['ip', 'days', 'threshold'],
  shared_device: ['device', 'threshold'],
  shared_bank_account: ['accountNumber', 'payeeName'],
  linked_bonus: ['promotionCode', 'amount', 'issuedAt'],
  large_win: ['source', 'gameCode', 'stake', 'win', 'multiple', 'settledAt', 'thresholdAmount', 'thresholdMultiple'],
  team_shared_ip: ['agent', 'ip', 'days', 'threshold'],
}

interface Account {
  id: string
  username: string
  via?: string
  amount?: string
}

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '')
const percent = (bp: unknown) => `${(Number(bp) / 100).toLocaleString('en', { maximumFractionDigits: 2 })}%`

function accountsOf(evidence: Record<string, unknown>): Account[] {
  const list = evidence.members ?? evidence.linked
  return Array.isArray(list) ? list.filter((item): item is Account => typeof item?.id === 'string') : []
}

export function Evidence({
  rule,
  evidence,
  currency,
}: {
  rule: RiskRule
  evidence: Record<string, unknown>
  currency: string
}) {
  const { t } = useTexts(RISK)
  const time = useDateTime()
  const show = (field: FieldName): ReactNode => {
    const value = evidence[field]
    if (value === undefined || value === null) return '—'
    switch (FIELD_KINDS[field]) {
      case 'money':
        return <span className="num">{formatMoney(text(value), currency)}</span>
      case 'time':
        return time(text(value))
      case 'share':
        return <span className="num">{percent(value)}</span>
      case 'source':
        return value === 'round' || value === 'lottery_bet'
          ? `${t(`source.${value}`)} #${text(evidence.id)}`
          : text(value)
      default:
        return <span className="mono">{text(value)}</span>
    }
  }
  const accounts = accountsOf(evidence)
  const deposits = Array.isArray(evidence.depositIds) ? evidence.depositIds.map(text) : []
  return (
    <div className="risk-evidence">
      <dl className="risk-facts">
        {RULE_FIELDS[rule].map((field) => (
          <div className="risk-fact" key={field}>
            <dt>{t(`field.${field}`)}</dt>
            <dd>{show(field)}</dd>
          </div>
        ))}
      </dl>
      {accounts.length > 0 ? (
        <table className="risk-accounts" aria-label={t('accounts')}>
          <caption>{t('accounts')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('member')}</th>
              {rule === 'linked_bonus' ? <th scope="col">{t('linkedVia')}</th> : null}
              {rule === 'linked_bonus' ? <th scope="col">{t('field.amount')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {accounts.map((account) => (
              <tr key={account.id}>
                <td>
                  <Link to={`/members/${account.id}`}>{account.username}</Link>{' '}
                  <span className="muted mono">#{account.id}</span>
                </td>
                {rule === 'linked_bonus' ? (
                  <td>
                    {(account.via ?? '')
                      .split(',')
                      .filter((via) => via === 'bank_account' || via === 'device' || via === 'ip')
                      .map((via) => (
                        <span key={via} className="chip">
                          {t(`via.${via}`)}
                        </span>
                      ))}
                  </td>
                ) : null}
                {rule === 'linked_bonus' ? (
                  <td className="num">{account.amount ? formatMoney(account.amount, currency) : '—'}</td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {deposits.length > 0 ? (
        <p className="risk-deposits">
          <span className="muted">{t('deposits')}</span>{' '}
          {deposits.map((id) => (
            <span key={id} className="chip mono">
              #{id}
            </span>
          ))}
        </p>
      ) : null}
      <details className="risk-raw">
        <summary>{t('raw')}</summary>
        <pre>{JSON.stringify(evidence, null, 2)}</pre>
      </details>
    </div>
  )
}
