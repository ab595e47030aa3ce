import { CONTRACT_KINDS, type ContractKind, DIVIDEND_PERIODS, operatorAgentRoutes } from '@sea/contract'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import type { Static } from 'typebox'
import { Value } from 'typebox/value'
import { Dialog, ErrorAlert } from '../components/common'
import { call } from '../lib/api'
import { useTexts } from '../lib/i18n'
import { agentsApi, type TreeNode } from './agents.api'
import { CONTRACTS } from './contracts.texts'

type OfferBody = Static<typeof operatorAgentRoutes.offer.schema.body>
type Period = (typeof DIVIDEND_PERIODS)[number]

/** The fields of one tier, per kind, as the contract's tier schemas name them. */
const TIER_FIELDS: Record<ContractKind, readonly string[]> = {
  dividend: ['periodValidBet', 'periodProfitLoss', 'activeMembers', 'rate'],
  daily_salary: ['betAmount', 'rate'],
  hourly_salary: ['betAmount', 'rate'],
  realtime_salary: ['singleBetAmount', 'profitWageRate', 'lossWageRate'],
}

const emptyTier = (kind: ContractKind) => Object.fromEntries(TIER_FIELDS[kind].map((field) => [field, '']))

/** The typed tiers as the route's body; amounts and rates stay the decimal strings typed. */
function toBody(kind: ContractKind, period: Period, tiers: Record<string, string>[]): unknown {
  const shaped = tiers.map((tier) =>
    Object.fromEntries(
      Object.entries(tier).map(([field, value]) => [
        field,
        field === 'activeMembers' ? (/^\d+$/.test(value) ? Number(value) : value) : value.trim(),
      ]),
    ),
  )
  return kind === 'dividend' ? { kind, period, tiers: shaped } : { kind, tiers: shaped }
}

/**
 * Offers a top-level agent a platform contract: a kind, its tiers (and a dividend's period). The
 * body is checked against the route's own schema before sending; the brand's ceilings are checked
 * by the server, whose refusal shows here.
 */
export function OfferDialog({
  account,
  onClose,
  onDone,
}: {
  account: TreeNode
  onClose: () => void
  onDone: () => void
}) {
  const { t } = useTexts(CONTRACTS)
  const [kind, setKind] = useState<ContractKind>('dividend')
  const [period, setPeriod] = useState<Period>('weekly')
  const [tiers, setTiers] = useState<Record<string, string>[]>([emptyTier('dividend')])
  const body = toBody(kind, period, tiers)
  const valid = Value.Check(operatorAgentRoutes.offer.schema.body, body)
  const typed = tiers.some((tier) => Object.values(tier).some((value) => value !== ''))
  const send = useMutation({
    mutationFn: () => call(agentsApi.offer, { params: { memberId: account.memberId }, body: body as OfferBody }),
    onSuccess: () => {
      onDone()
      onClose()
    },
  })
  const edit = (index: number, field: string, value: string) =>
    setTiers(tiers.map((tier, at) => (at === index ? { ...tier, [field]: value } : tier)))
  return (
    <Dialog title={t('offer.title', { username: account.username })} onClose={onClose} wide>
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          if (valid) send.mutate()
        }}
      >
        <p className="dialog-text">{t('offer.text')}</p>
        <div className="offer-row">
          <label className="field">
            <span className="field-label">{t('offer.kind')}</span>
            <select
              className="select"
              value={kind}
              onChange={(event) => {
                const next = event.target.value as ContractKind
                setKind(next)
                setTiers([emptyTier(next)])
              }}
            >
              {CONTRACT_KINDS.map((value) => (
                <option key={value} value={value}>
                  {t(`kind.${value}`)}
                </option>
              ))}
            </select>
          </label>
          {kind === 'dividend' ? (
            <label className="field">
              <span className="field-label">{t('offer.period')}</span>
              <select className="select" value={period} onChange={(event) => setPeriod(event.target.value as Period)}>
                {DIVIDEND_PERIODS.map((value) => (
                  <option key={value} value={value}>
                    {t(`period.${value}`)}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
        </div>
        <fieldset className="field">
          <legend className="field-label">{t('offer.tiers')}</legend>
          <table className="table tier-table">
            <thead>
              <tr>
                <th>#</th>
                {TIER_FIELDS[kind].map((field) => (
                  <th key={field}>{t(`offer.${field}`)}</th>
                ))}
                <th />
              </tr>
            </thead>
            <tbody>
              {tiers.map((tier, index) => (
                <tr key={index}>
                  <td className="muted">{index + 1}</td>
                  {TIER_FIELDS[kind].map((field) => (
                    <td key={field}>
                      <input
                        className="input input-num"
                        inputMode="decimal"
                        aria-label={`${t(`offer.${field}`)} ${index + 1}`}
                        value={tier[field] ?? ''}
                        onChange={(event) => edit(index, field, event.target.value)}
                      />
                    </td>
                  ))}
                  <td className="td-actions">
                    {tiers.length > 1 ? (
                      <button
                        type="button"
                        className="icon-button"
                        aria-label={t('offer.removeTier', { n: index + 1 })}
                        onClick={() => setTiers(tiers.filter((_, at) => at !== index))}
                      >
                        ×
                      </button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {tiers.length < 10 ? (
            <button
              type="button"
              className="button button-secondary button-small tier-add"
              onClick={() => setTiers([...tiers, emptyTier(kind)])}
            >
              {t('offer.addTier')}
            </button>
          ) : null}
          {typed && !valid ? <span className="field-error">{t('offer.invalid')}</span> : null}
        </fieldset>
        <ErrorAlert error={send.error} />
        <div className="dialog-actions">
          <button className="button button-secondary" type="button" onClick={onClose}>
            {t('offer.cancel')}
          </button>
          <button className="button button-primary" type="submit" disabled={!valid || send.isPending}>
            {t('offer.send')}
          </button>
        </div>
      </form>
    </Dialog>
  )
}
