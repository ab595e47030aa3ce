import { CeilingRateSchema, type RateCeilings } from '@sea/contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Value } from 'typebox/value'
import { ErrorAlert, Notice } from '../components/common'
import { call } from '../lib/api'
import { useTexts } from '../lib/i18n'
import { useOperator } from '../shell/operator-context'
import { agentsApi, type AgentContract, saveCeilings } from './agents.api'
import { CEILINGS } from './ceilings.texts'
import { CONTRACTS } from './contracts.texts'

const FIELDS = ['dividend', 'dailySalary', 'hourlySalary', 'realtimeSalaryProfit', 'realtimeSalaryLoss'] as const

/**
 * The brand's rate ceilings: read by agents.read, changed by agents.manage. Each rate is checked
 * against the contract's own pattern as it is typed; after saving, the live contracts above the
 * new ceilings are listed, since they stay until ended by agreement.
 */
export function CeilingsPanel({ merchantId }: { merchantId: number }) {
  const { t } = useTexts(CEILINGS)
  const tc = useTexts(CONTRACTS).t
  const { can } = useOperator()
  const queryClient = useQueryClient()
  const current = useQuery({
    queryKey: ['agent-ceilings', merchantId],
    queryFn: ({ signal }) => call(agentsApi.ceilings, { query: { merchantId }, signal }),
  })
  const [edits, setEdits] = useState<Partial<RateCeilings>>({})
  const [above, setAbove] = useState<AgentContract[] | null>(null)
  const manage = can('agents.manage')
  const saved = current.data?.ceilings
  const values = saved ? { ...saved, ...edits } : undefined
  const invalid = (field: (typeof FIELDS)[number]) =>
    values !== undefined && !Value.Check(CeilingRateSchema, values[field].trim())
  const save = useMutation({
    mutationFn: (ceilings: RateCeilings) => saveCeilings({ body: { merchantId, ceilings } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(['agent-ceilings', merchantId], { merchantId, ceilings: answer.ceilings })
      setEdits({})
      setAbove(answer.above)
    },
  })
  const changed = Object.keys(edits).length > 0
  return (
    <section className="card ceilings">
      <div className="card-body ceilings-body">
        <div>
          <h2 className="section-title">{t('ceilings.title')}</h2>
          <p className="muted">{t('ceilings.text')}</p>
        </div>
        <ErrorAlert error={current.error} />
        {manage ? null : <Notice>{t('ceilings.readOnly')}</Notice>}
        {values ? (
          <form
            className="form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault()
              if (FIELDS.some(invalid)) return
              save.mutate(Object.fromEntries(FIELDS.map((field) => [field, values[field].trim()])) as RateCeilings)
            }}
          >
            <div className="ceiling-grid">
              {FIELDS.map((field) => (
                <label key={field} className="field">
                  <span className="field-label">{t(`ceilings.${field}`)}</span>
                  <span className="input-suffix">
                    <input
                      className="input input-num"
                      inputMode="decimal"
                      readOnly={!manage}
                      aria-invalid={invalid(field) ? true : undefined}
                      value={values[field]}
                      onChange={(event) => {
                        setAbove(null)
                        setEdits({ ...edits, [field]: event.target.value })
                      }}
                    />
                  </span>
                  {invalid(field) ? <span className="field-error">{t('ceilings.invalid')}</span> : null}
                </label>
              ))}
            </div>
            <p className="field-hint">{t('ceilings.hint')}</p>
            <ErrorAlert error={save.error} />
            {above !== null ? (
              <Notice>
                {t('ceilings.saved')}
                {above.length > 0 ? (
                  <>
                    {' '}
                    {t('ceilings.above', { count: above.length })}{' '}
                    {above.map((contract) => `${contract.agent} (${tc(`kind.${contract.kind}`)})`).join(', ')}
                  </>
                ) : null}
              </Notice>
            ) : null}
            {manage ? (
              <div className="form-actions">
                <button
                  className="button button-secondary"
                  type="button"
                  disabled={!changed}
                  onClick={() => setEdits({})}
                >
                  {t('ceilings.reset')}
                </button>
                <button
                  className="button button-primary"
                  type="submit"
                  disabled={!changed || save.isPending || FIELDS.some(invalid)}
                >
                  {save.isPending ? t('ceilings.saving') : t('ceilings.save')}
                </button>
              </div>
            ) : null}
          </form>
        ) : null}
      </div>
    </section>
  )
}
