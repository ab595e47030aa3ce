import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { Link, useParams } from 'react-router'
import { ErrorAlert } from '../components/common'
import { call } from '../lib/api'
import { formatMoney, useDateTime, useViewCurrency } from '../lib/format'
import { useTexts } from '../lib/i18n'
import { useOperator } from '../shell/operator-context'
import { cashierApi, type WithdrawalDetail } from './cashier.api'
import { CASHIER } from './cashier.texts'
import { ClaimActions, Holder } from './claims'
import { DISPUTE } from './dispute.texts'
import { ProofViewer } from './proof-viewer'
import { NetAmount, RiskHints } from './risk-hints'
import { type WithdrawalDecision, WithdrawalDecisionDialog } from './withdrawal-decisions'
import { WITHDRAWAL_BADGE } from './withdrawals-queue'

/**
 * One withdrawal (`/cashier/withdrawals/:id`, `/cashier/disputes/:id`): payment, risk, the
 * member's answers with their proof pictures, and the decisions its status allows.
 */
export function WithdrawalPage({ back }: { back: 'withdrawals' | 'disputes' }) {
  const { t } = useTexts(DISPUTE)
  const cashier = useTexts(CASHIER).t
  const { id = '' } = useParams()
  const detail = useQuery({
    queryKey: ['cashier', 'withdrawal', id],
    queryFn: ({ signal }) => call(cashierApi.withdrawal, { params: { id }, signal }),
  })
  return (
    <div className="withdrawal-page">
      <div className="back-row">
        <Link className="link-quiet back-link" to={`/cashier/${back}`}>
          ← {cashier(`tabs.${back}`)}
        </Link>
      </div>
      <ErrorAlert error={detail.error} />
      {detail.data ? (
        <Detail detail={detail.data} />
      ) : detail.isPending ? (
        <p className="muted">{t('loading')}</p>
      ) : null}
    </div>
  )
}

function Detail({ detail }: { detail: WithdrawalDetail }) {
  const { t } = useTexts(DISPUTE)
  const cashier = useTexts(CASHIER).t
  const time = useDateTime()
  const { can } = useOperator()
  const currency = useViewCurrency()
  const [claimError, setClaimError] = useState<unknown>(null)
  const [decision, setDecision] = useState<WithdrawalDecision | null>(null)
  const [viewing, setViewing] = useState<number | null>(null)
  const { withdrawal, risk, claim } = detail
  const money = (amount: string) => formatMoney(amount, currency)
  const proofIds = detail.confirmations.flatMap((confirmation) => confirmation.proofIds)
  const decide = (kind: WithdrawalDecision['kind']) => () => setDecision({ kind, withdrawal })
  const decisions =
    withdrawal.status === 'pending'
      ? [
          { text: cashier('withdrawal.approve'), onClick: decide('approve') },
          { text: cashier('withdrawal.reject'), onClick: decide('reject'), danger: true },
        ]
      : withdrawal.status === 'disputed'
        ? [
            { text: cashier('dispute.received'), onClick: decide('received') },
            { text: cashier('dispute.reopen'), onClick: decide('reopen') },
          ]
        : null
  return (
    <>
      <header className="page-header detail-header">
        <div>
          <h2 className="detail-title">
            {t('title', { id: withdrawal.id })}{' '}
            <span className={`badge ${WITHDRAWAL_BADGE[withdrawal.status]}`}>
              {cashier(`withdrawalStatus.${withdrawal.status}`)}
            </span>
          </h2>
          <p className="page-subtitle">
            {withdrawal.username} · <strong className="num">{money(withdrawal.amount)}</strong>
          </p>
        </div>
        {decisions ? (
          <div className="detail-actions">
            <Holder claim={claim} />
            {can('withdrawals.review') ? (
              <ClaimActions
                kind="withdrawal"
                id={withdrawal.id}
                claim={claim}
                onError={setClaimError}
                label={cashier('withdrawal.label', { id: withdrawal.id })}
                decisions={decisions}
              />
            ) : null}
          </div>
        ) : null}
      </header>
      <ErrorAlert error={claimError} />
      <div className="detail-grid">
        <section className="card">
          <h3 className="card-heading">{t('payment')}</h3>
          <dl className="facts">
            <Fact label={t('fact.member')}>{withdrawal.username}</Fact>
            <Fact label={t('fact.payee')}>{withdrawal.payeeName}</Fact>
            <Fact label={t('fact.bank')}>
              {withdrawal.bankName} <span className="mono">{withdrawal.accountNumber}</span>
            </Fact>
            <Fact label={t('fact.amount')}>{money(withdrawal.amount)}</Fact>
            <Fact label={t('fact.received')}>{money(withdrawal.receivedAmount)}</Fact>
            <Fact label={t('fact.remaining')}>{money(withdrawal.remainingAmount)}</Fact>
            <Fact label={t('fact.requested')}>{time(withdrawal.requestedAt)}</Fact>
            <Fact label={t('fact.paid')}>{time(withdrawal.disbursedAt) || '—'}</Fact>
            <Fact label={t('fact.deadline')}>{time(withdrawal.autoReceiveAt) || '—'}</Fact>
            {withdrawal.reason ? <Fact label={t('fact.reason')}>{withdrawal.reason}</Fact> : null}
          </dl>
        </section>
        <section className="card">
          <h3 className="card-heading">{t('risk')}</h3>
          <div className="card-body">
            <RiskHints risk={risk} currency={currency} />
          </div>
          <dl className="facts">
            <Fact label={t('fact.deposited')}>{money(risk.deposited)}</Fact>
            <Fact label={t('fact.withdrawn')}>{money(risk.withdrawn)}</Fact>
            <Fact label={t('fact.net')}>
              <NetAmount risk={risk} currency={currency} />
            </Fact>
            <Fact label={t('fact.turnover')}>{money(risk.turnoverOutstanding)}</Fact>
            <Fact label={t('fact.sharedBank')}>{risk.sharedBankAccountMembers}</Fact>
            <Fact label={t('fact.sharedIp')}>{risk.sharedIpMembers}</Fact>
          </dl>
        </section>
      </div>
      <section className="card">
        <h3 className="card-heading">{t('answers')}</h3>
        {detail.confirmations.length === 0 ? <p className="card-body muted">{t('noAnswers')}</p> : null}
        <ul className="answers">
          {detail.confirmations.map((confirmation) => (
            <li key={confirmation.id} className="answer">
              <span className={`badge ${confirmation.result === 'not_received' ? 'badge-disabled' : 'badge-ok'}`}>
                {t(`result.${confirmation.result}`)}
              </span>
              <span className="num">{money(confirmation.amount)}</span>
              <span className="answer-remark">{confirmation.remark ?? ''}</span>
              <span className="proof-buttons">
                {confirmation.proofIds.map((proofId) => {
                  const index = proofIds.indexOf(proofId)
                  return (
                    <button
                      key={proofId}
                      className="button button-secondary button-small"
                      type="button"
                      onClick={() => setViewing(index)}
                    >
                      {t('proof', { n: index + 1 })}
                    </button>
                  )
                })}
              </span>
              <span className="num muted">{time(confirmation.createdAt)}</span>
            </li>
          ))}
        </ul>
      </section>
      {viewing !== null ? (
        <ProofViewer
          withdrawalId={withdrawal.id}
          proofIds={proofIds}
          start={viewing}
          onClose={() => setViewing(null)}
        />
      ) : null}
      {decision ? (
        <WithdrawalDecisionDialog decision={decision} currency={currency} onClose={() => setDecision(null)} />
      ) : null}
    </>
  )
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}
