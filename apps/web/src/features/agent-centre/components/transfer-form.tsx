import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { Field, FormMessage } from '../../../components/ui/field'
import { Icon } from '../../../components/ui/icon'
import { MEMBER_KEY, useBalance, useMemberInfo } from '../../../lib/account'
import { call } from '../../../lib/api-client'
import { useErrorText } from '../../../lib/error-text'
import { formatMoney } from '../../../lib/format'
import { useTexts } from '../../../lib/i18n'
import { idempotencyHeader, useKeyKeeper } from '../../../lib/idempotency'
import { openModal } from '../../../lib/modals'
import { COMMON } from '../../../locales/common'
import { AGENT } from '../agent-texts'
import { transferDownlineEndpoint } from '../api'
import { TEAM } from '../team-texts'

const AMOUNT = /^(0|[1-9]\d{0,14})(\.\d{1,2})?$/

/** Transfer to a team member, or first the way to set a payment password when the agent has none. */
export function TransferForm({ username, onClose }: { username: string; onClose: () => void }) {
  const { t } = useTexts(TEAM)
  const info = useMemberInfo()
  if (info.data && !info.data.hasPaymentPassword) {
    return (
      <div className="ag-transfer">
        <p className="ag-transfer__title">
          <Icon name="lock" size={16} />
          {t('transfer.noPassword')}
        </p>
        <div className="ct-card__actions">
          <button
            type="button"
            className="button button--primary"
            onClick={() => openModal('memberCentre', { page: 'securityCenter' })}
          >
            {t('transfer.setPassword')}
          </button>
        </div>
      </div>
    )
  }
  return <TransferToDownline username={username} onClose={onClose} />
}

/** The transfer from the main wallet, confirmed with the payment password (walletRoutes.transferDownline). */
function TransferToDownline({ username, onClose }: { username: string; onClose: () => void }) {
  const { t } = useTexts(TEAM)
  const common = useTexts(COMMON).t
  const agent = useTexts(AGENT).t
  const errorText = useErrorText()
  const client = useQueryClient()
  const balance = useBalance()
  const keys = useKeyKeeper()
  const [amount, setAmount] = useState('')
  const [password, setPassword] = useState('')
  const [tried, setTried] = useState(false)
  const [done, setDone] = useState<string | null>(null)
  const valid = AMOUNT.test(amount.trim()) && /[1-9]/.test(amount)
  const main = balance.data?.wallets.find((wallet) => wallet.walletType === 'MAIN')?.balance

  const transfer = useMutation({
    mutationFn: (body: { username: string; amount: string; paymentPassword: string }) =>
      // The key covers who and how much: retyping a mistyped password is the same transfer.
      call(transferDownlineEndpoint, {
        body,
        headers: idempotencyHeader(keys.keyFor(`${body.username}:${body.amount}`)),
      }),
    onSuccess: (result, body) => {
      keys.reset()
      setDone(t('transfer.done', { amount: formatMoney(body.amount), username, balance: formatMoney(result.balance) }))
      setAmount('')
      setPassword('')
    },
    onSettled: () => void client.invalidateQueries({ queryKey: MEMBER_KEY }),
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setTried(true)
    if (!valid || !password) return
    transfer.mutate({ username, amount: amount.trim(), paymentPassword: password })
  }

  return (
    <form className="ag-transfer" onSubmit={submit} noValidate>
      <p className="ag-transfer__title">
        <Icon name="transfer" size={16} />
        {t('transfer.title', { username })}
        {main ? <span className="ag-who__sub">{t('transfer.available', { amount: formatMoney(main) })}</span> : null}
      </p>
      <div className="ag-transfer__fields">
        <Field
          label={t('transfer.amount')}
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={tried && !valid ? t('transfer.badAmount') : null}
        />
        <Field
          label={t('transfer.password')}
          type="password"
          autoComplete="off"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={tried && !password ? agent('register.required') : null}
          reveal={{ show: common('show'), hide: common('hide') }}
        />
      </div>
      {transfer.error ? <FormMessage>{errorText(transfer.error)}</FormMessage> : null}
      {done ? <FormMessage tone="success">{done}</FormMessage> : null}
      <div className="ct-card__actions">
        <button type="submit" className="button button--cta" disabled={transfer.isPending}>
          {t('transfer.submit')}
        </button>
        <button type="button" className="button button--ghost" onClick={onClose}>
          {common('close')}
        </button>
      </div>
    </form>
  )
}
