import type { ContractKind } from '@sea/contract'
import { useState, type FormEvent } from 'react'
import { Field, FormMessage } from '../../../components/ui/field'
import { Icon } from '../../../components/ui/icon'
import { ApiError } from '../../../lib/api-client'
import { useErrorText } from '../../../lib/error-text'
import { useTexts } from '../../../lib/i18n'
import { openModal } from '../../../lib/modals'
import { COMMON } from '../../../locales/common'
import { AGENT } from '../agent-texts'
import { useContracts, useRegisterDownline, type RegisterBody, type RegisterResult } from '../api'
import { CONTRACTS } from '../contracts/contract-texts'
import { KINDS } from '../contracts/kinds'
import { CeilingLine, OfferSelect, PeriodField, type Period } from '../contracts/offer-form'
import { blankTier, checkTiers, toTiers, type DraftTier } from '../contracts/tiers'
import { TiersEditor } from '../contracts/tiers-editor'
import './agent.css'
import './register-center.css'

/**
 * registerCenter: a direct downline with an initial password, member or agent, and for an agent
 * an optional contract offer in the same call. The server checks the merchant's username and
 * password rules and answers each field's problem.
 */
export default function RegisterCenter() {
  const [done, setDone] = useState<RegisterResult | null>(null)
  const [round, setRound] = useState(0)
  const again = () => {
    setDone(null)
    setRound((value) => value + 1)
  }
  if (done) return <Registered result={done} onAgain={again} />
  return <RegisterForm key={round} onDone={setDone} />
}

function RegisterForm({ onDone }: { onDone: (result: RegisterResult) => void }) {
  const { t } = useTexts(AGENT)
  const contracts = useTexts(CONTRACTS).t
  const common = useTexts(COMMON).t
  const errorText = useErrorText()
  const register = useRegisterDownline()
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [type, setType] = useState<'member' | 'agent'>('member')
  const [withContract, setWithContract] = useState(false)
  const [kind, setKind] = useState<ContractKind>('daily_salary')
  const [period, setPeriod] = useState<Period>('weekly')
  const [tiers, setTiers] = useState<DraftTier[]>([blankTier('daily_salary')])
  const [submitted, setSubmitted] = useState(false)
  const ceiling = useContracts(kind).data?.ceiling ?? { rate: null, lossWageRate: null, source: 'none' as const }
  const offering = type === 'agent' && withContract
  const check = checkTiers(kind, tiers, ceiling)
  // The merchant's username and password rules answer in the page's language (the `language` header).
  const fieldError = (name: string) =>
    register.error instanceof ApiError
      ? (register.error.details.find((detail) => detail.path === `/body/${name}`)?.message ?? null)
      : null

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    if (!username.trim() || !password || (offering && !check.ok)) return
    // The tiers' shape matches the kind (tiers.ts); the body's union type cannot say which.
    const contract = {
      kind,
      ...(kind === 'dividend' ? { period } : {}),
      tiers: toTiers(kind, tiers),
    } as RegisterBody['contract']
    const body: RegisterBody = { username: username.trim(), password, type, ...(offering ? { contract } : {}) }
    register.mutate(body, { onSuccess: onDone })
  }

  const changeKind = (next: ContractKind) => {
    setKind(next)
    setTiers([blankTier(next)])
  }

  return (
    <form className="centre-panel ag reg" onSubmit={submit} noValidate>
      <p className="ag-lead">{t('register.lead')}</p>
      <div className="reg__fields">
        <Field
          label={t('register.username')}
          value={username}
          autoComplete="off"
          onChange={(event) => setUsername(event.target.value)}
          error={submitted && !username.trim() ? t('register.required') : fieldError('username')}
          maxLength={64}
        />
        <Field
          label={t('register.password')}
          type="password"
          value={password}
          autoComplete="new-password"
          onChange={(event) => setPassword(event.target.value)}
          error={submitted && !password ? t('register.required') : fieldError('password')}
          reveal={{ show: common('show'), hide: common('hide') }}
          maxLength={64}
        />
      </div>
      <fieldset className="reg__types">
        <legend className="field__label">{t('register.type')}</legend>
        {(['member', 'agent'] as const).map((value) => (
          <label key={value} className={`reg__type${type === value ? ' reg__type--on' : ''}`}>
            <input type="radio" name="type" value={value} checked={type === value} onChange={() => setType(value)} />
            <Icon name={value === 'agent' ? 'star' : 'user'} size={20} />
            <span>
              <strong>{t(`register.${value}`)}</strong>
              <small>{t(`register.${value}Hint`)}</small>
            </span>
          </label>
        ))}
      </fieldset>
      {type === 'agent' ? (
        <div className="ag-panel">
          <label className="check reg__offer">
            <input type="checkbox" checked={withContract} onChange={(event) => setWithContract(event.target.checked)} />
            <span>{t('register.withContract')}</span>
          </label>
          {withContract ? (
            <>
              <div className="ct-offer__row">
                <OfferSelect
                  label={t('register.kind')}
                  value={kind}
                  values={KINDS}
                  text={(value) => contracts(`kinds.${value}`)}
                  onChange={changeKind}
                />
                {kind === 'dividend' ? <PeriodField period={period} onChange={setPeriod} /> : null}
              </div>
              <CeilingLine kind={kind} ceiling={ceiling} />
              <TiersEditor kind={kind} tiers={tiers} check={check} showProblems={submitted} onChange={setTiers} />
            </>
          ) : null}
        </div>
      ) : null}
      {register.error ? <FormMessage>{errorText(register.error)}</FormMessage> : null}
      <button type="submit" className="button button--cta reg__submit" disabled={register.isPending}>
        <Icon name="plus" size={16} />
        {t('register.submit')}
      </button>
    </form>
  )
}

function Registered({ result, onAgain }: { result: RegisterResult; onAgain: () => void }) {
  const { t } = useTexts(AGENT)
  const contracts = useTexts(CONTRACTS).t
  return (
    <div className="centre-panel ag reg-done">
      <span className="reg-done__icon">
        <Icon name="check" size={30} />
      </span>
      <h4 className="reg-done__title">{t('register.done', { username: result.username })}</h4>
      <p className="ag-lead">
        {t('register.affiliate')}: <strong className="reg-done__code">{result.affiliateCode}</strong>
      </p>
      {result.contract ? (
        <FormMessage tone="info">
          {t('register.offered', { kind: contracts(`kinds.${result.contract.kind}`), username: result.username })}
        </FormMessage>
      ) : null}
      <div className="ct-card__actions">
        <button
          type="button"
          className="button button--ghost"
          onClick={() => openModal('agentCentre', { page: 'teamManagement' })}
        >
          <Icon name="grid" size={16} />
          {t('pages.teamManagement')}
        </button>
        <button type="button" className="button button--cta" onClick={onAgain}>
          <Icon name="plus" size={16} />
          {t('register.another')}
        </button>
      </div>
    </div>
  )
}
