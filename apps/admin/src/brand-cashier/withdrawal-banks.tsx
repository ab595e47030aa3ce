import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { ErrorAlert, Notice } from '../components/common'
import { call } from '../lib/api'
import { useTexts } from '../lib/i18n'
import { type BrandCashier, cashierApi } from './brand-cashier.api'
import { BRAND_CASHIER } from './brand-cashier.texts'

type Bank = BrandCashier['banks'][number]

/**
 * The banks members may bind and withdraw to, as a checklist in the order members see them. The
 * whole list is saved at once; a bank is switched off rather than removed, since members' bound
 * accounts point at it.
 */
export function WithdrawalBanks({
  cashier,
  editable,
  onSaved,
}: {
  cashier: BrandCashier
  editable: boolean
  onSaved: () => void
}) {
  const { t } = useTexts(BRAND_CASHIER)
  const [banks, setBanks] = useState<Bank[]>(cashier.banks)
  const [code, setCode] = useState('')
  const [name, setName] = useState('')
  const [addError, setAddError] = useState(false)
  const save = useMutation({
    mutationFn: () =>
      call(cashierApi.setBanks, {
        params: { merchantId: String(cashier.merchantId) },
        body: { banks: banks.map(({ code, name, enabled }) => ({ code, name, enabled })) },
      }),
    onSuccess: onSaved,
  })
  const add = () => {
    const newCode = code.trim().toUpperCase()
    const ok = /^[A-Z0-9_]{2,16}$/.test(newCode) && name.trim() !== '' && !banks.some((b) => b.code === newCode)
    setAddError(!ok)
    if (!ok) return
    setBanks([...banks, { code: newCode, name: name.trim(), enabled: true, accounts: 0 }])
    setCode('')
    setName('')
  }
  return (
    <section className="card cashier-card">
      <h2 className="section-title">{t('banks.title')}</h2>
      <p className="muted">{t('banks.hint')}</p>
      <ErrorAlert error={save.error} />
      {save.isSuccess ? <Notice>{t('saved')}</Notice> : null}
      <ul className="bank-list">
        {banks.map((bank) => (
          <li key={bank.code}>
            <label className="check">
              <input
                type="checkbox"
                checked={bank.enabled}
                disabled={!editable}
                onChange={() => setBanks(banks.map((b) => (b.code === bank.code ? { ...b, enabled: !b.enabled } : b)))}
              />
              <span className="strong">{bank.name}</span>
              <code className="muted">{bank.code}</code>
            </label>
            <span className="muted">{t('banks.accounts', { count: bank.accounts })}</span>
          </li>
        ))}
      </ul>
      {editable ? (
        <>
          <div className="bank-add">
            <input
              className="input"
              aria-label={t('banks.addCode')}
              placeholder={t('banks.addCode')}
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
            <input
              className="input"
              aria-label={t('banks.addName')}
              placeholder={t('banks.addName')}
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
            <button type="button" className="button button-secondary" onClick={add}>
              {t('banks.add')}
            </button>
          </div>
          {addError ? <span className="field-error">{t('banks.addError')}</span> : null}
          <div className="cashier-actions">
            <button
              className="button button-primary"
              type="button"
              disabled={save.isPending}
              onClick={() => save.mutate()}
            >
              {t('save')}
            </button>
          </div>
        </>
      ) : null}
    </section>
  )
}
