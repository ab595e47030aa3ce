import type { ContractKind } from '@sea/contract'
import { useState, type FormEvent } from 'react'
import { FormMessage } from '../../../components/ui/field'
import { Icon } from '../../../components/ui/icon'
import { useErrorText } from '../../../lib/error-text'
import { useTexts } from '../../../lib/i18n'
import { useMembers, useOfferContract, type Ceiling } from '../api'
import { CONTRACTS } from './contract-texts'
import { DIVIDEND_PERIODS } from './kinds'
import { blankTier, checkTiers, toTiers, type DraftTier } from './tiers'
import { TiersEditor } from './tiers-editor'

export type Period = (typeof DIVIDEND_PERIODS)[number]

/** What the agent may give, said above the editor. */
export function CeilingLine({ kind, ceiling }: { kind: ContractKind; ceiling: Ceiling }) {
  const { t } = useTexts(CONTRACTS)
  if (ceiling.rate === null) return <FormMessage tone="info">{t('given.noCeiling')}</FormMessage>
  return (
    <p className="ct-ceiling">
      <Icon name="shield" size={16} />
      {kind === 'realtime_salary'
        ? t('given.ceilingRealtime', { rate: ceiling.rate, loss: ceiling.lossWageRate ?? '0.00' })
        : t('given.ceiling', { rate: ceiling.rate })}
    </p>
  )
}

/** A labelled choice among an offer's terms: the contract's kind, or a dividend's period. */
export function OfferSelect<Value extends string>({
  label,
  value,
  values,
  text,
  onChange,
}: {
  label: string
  value: Value
  values: readonly Value[]
  text: (value: Value) => string
  onChange: (value: Value) => void
}) {
  return (
    <label className="ct-offer__field">
      {label}
      <select className="panel-select" value={value} onChange={(event) => onChange(event.target.value as Value)}>
        {values.map((option) => (
          <option key={option} value={option}>
            {text(option)}
          </option>
        ))}
      </select>
    </label>
  )
}

/** A dividend's settlement period, asked wherever a dividend contract is offered. */
export function PeriodField({ period, onChange }: { period: Period; onChange: (period: Period) => void }) {
  const { t } = useTexts(CONTRACTS)
  return (
    <OfferSelect
      label={t('given.period')}
      value={period}
      values={DIVIDEND_PERIODS}
      text={(value) => t(`periods.${value}`)}
      onChange={onChange}
    />
  )
}

/** An offer to a direct downline agent: who, the dividend's period, and the tiers under the caller's ceiling. */
export function OfferForm({
  kind,
  ceiling,
  username,
  tiers: initial,
  onDone,
}: {
  kind: ContractKind
  ceiling: Ceiling
  username?: string
  tiers?: DraftTier[]
  onDone: (username: string) => void
}) {
  const { t } = useTexts(CONTRACTS)
  const errorText = useErrorText()
  const agents = useMembers({ scope: 'direct', type: 'agent', pageSize: 100 })
  const offer = useOfferContract(kind)
  const [to, setTo] = useState(username ?? '')
  const [period, setPeriod] = useState<Period>('weekly')
  const [tiers, setTiers] = useState<DraftTier[]>(initial ?? [blankTier(kind)])
  const [submitted, setSubmitted] = useState(false)
  const check = checkTiers(kind, tiers, ceiling)
  const list = agents.data?.content ?? []

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    if (!check.ok || !to) return
    offer.mutate(
      { username: to, tiers: toTiers(kind, tiers), ...(kind === 'dividend' ? { period } : {}) },
      { onSuccess: () => onDone(to) },
    )
  }

  return (
    <form className="ct-offer" onSubmit={submit} noValidate>
      <CeilingLine kind={kind} ceiling={ceiling} />
      <div className="ct-offer__row">
        <label className="ct-offer__field">
          {t('given.downline')}
          <select
            className="panel-select"
            value={to}
            onChange={(event) => setTo(event.target.value)}
            aria-invalid={submitted && !to ? true : undefined}
          >
            <option value="">{t('given.pick')}</option>
            {list.map((agent) => (
              <option key={agent.username} value={agent.username}>
                {agent.username}
              </option>
            ))}
            {to && !list.some((agent) => agent.username === to) ? <option value={to}>{to}</option> : null}
          </select>
          {submitted && !to ? <span className="tiers__problem">{t('tiers.problems.required')}</span> : null}
        </label>
        {kind === 'dividend' ? <PeriodField period={period} onChange={setPeriod} /> : null}
      </div>
      {agents.data && list.length === 0 ? <FormMessage tone="info">{t('given.noAgents')}</FormMessage> : null}
      <TiersEditor kind={kind} tiers={tiers} check={check} showProblems={submitted} onChange={setTiers} />
      {offer.error ? <FormMessage>{errorText(offer.error)}</FormMessage> : null}
      <div className="ct-card__actions">
        <button type="submit" className="button button--cta" disabled={offer.isPending || ceiling.rate === null}>
          <Icon name="send" size={16} />
          {t('given.send')}
        </button>
      </div>
    </form>
  )
}
