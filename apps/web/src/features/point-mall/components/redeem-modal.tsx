import type { PointItem } from '@sea/contract'
import { useState, type FormEvent } from 'react'
import { Summary } from '../../../components/ui/cashier'
import { FormMessage } from '../../../components/ui/field'
import { Modal } from '../../../components/ui/modal'
import { Spinner } from '../../../components/ui/states'
import { fromMinor, toMinor } from '../../../lib/amount'
import { ApiError } from '../../../lib/api-client'
import { useErrorText } from '../../../lib/error-text'
import { formatMoney } from '../../../lib/format'
import { useTexts } from '../../../lib/i18n'
import { useSite } from '../../../lib/site'
import { COMMON } from '../../../locales/common'
import { useRedeem } from '../point-mall-api'
import { addressProblems, EMPTY_ADDRESS, maxQuantity, toAddress } from '../point-mall-rules'
import { POINT_FORMS } from '../point-forms-texts'
import { AddressFields } from './address-fields'
import { ItemArt } from './item-art'
import { MallDone } from './mall-done'
import { PaymentPassword } from './payment-password'
import { usePointsText } from './points-text'
import { QuantityStepper } from './quantity-stepper'
import './mall-forms.css'

/** What an approved redemption tells the member, by what the item pays. */
const DONE = {
  cash: 'redeem.doneCash',
  bonus: 'redeem.doneBonus',
  free_rounds: 'redeem.doneRounds',
  goods: 'redeem.doneGoods',
} as const satisfies Record<PointItem['kind'], string>

/** Redeems a mall item: how many, where a gift goes, the payment password; the outcome replaces the form. */
export function RedeemModal({
  item,
  points,
  hasPaymentPassword,
  onClose,
}: {
  item: PointItem
  points: number
  hasPaymentPassword: boolean
  onClose: () => void
}) {
  const { t } = useTexts(POINT_FORMS)
  const common = useTexts(COMMON).t
  const errorText = useErrorText()
  const pointsText = usePointsText()
  const currency = useSite().merchant.currency
  const redeem = useRedeem()
  const most = maxQuantity(item, points)
  const [quantity, setQuantity] = useState(1)
  const [address, setAddress] = useState(EMPTY_ADDRESS)
  const [password, setPassword] = useState('')
  const [touched, setTouched] = useState(false)
  const goods = item.kind === 'goods'
  const total = item.points * quantity
  const code = redeem.error instanceof ApiError ? redeem.error.code : null
  const wrongPassword = code === 'password_incorrect'
  const noPassword = !hasPaymentPassword || code === 'payment_password_not_set'

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setTouched(true)
    const addressOk = !goods || Object.keys(addressProblems(address)).length === 0
    if (password === '' || noPassword || !addressOk || quantity < 1 || quantity > most) return
    redeem.mutate({
      itemId: item.id,
      quantity,
      paymentPassword: password,
      ...(goods ? { address: toAddress(address) } : {}),
    })
  }

  if (redeem.data) {
    const { redemption } = redeem.data
    const paid = item.value ? `${currency} ${formatMoney(fromMinor(toMinor(item.value) * BigInt(quantity)))}` : ''
    const outcome = redemption.status !== 'approved' ? t('redeem.donePending') : t(DONE[item.kind], { amount: paid })
    return (
      <Modal title={item.title} closeLabel={common('close')} onClose={onClose} size="small">
        <MallDone
          tone={redemption.status === 'approved' ? 'success' : 'pending'}
          title={t('redeem.done')}
          body={`${outcome} ${t('redeem.left', { points: pointsText(redeem.data.points) })}`}
          onClose={onClose}
        />
      </Modal>
    )
  }

  return (
    <Modal title={t('redeem.title')} closeLabel={common('close')} onClose={onClose} size={goods ? 'medium' : 'small'}>
      <form className="form mall-form" onSubmit={submit} noValidate>
        <div className="mall-redeem__item">
          <ItemArt item={item} size={28} />
          <div>
            <p className="mall-redeem__title">{item.title}</p>
            <p className="mall-redeem__price">{pointsText(item.points)}</p>
          </div>
        </div>
        <QuantityStepper value={quantity} max={most} onChange={setQuantity} disabled={redeem.isPending} />
        <Summary
          rows={[
            { label: t('redeem.total'), value: pointsText(total), strong: true },
            { label: t('redeem.after'), value: pointsText(Math.max(0, points - total)) },
          ]}
        />
        {goods ? (
          <AddressFields draft={address} onChange={setAddress} showProblems={touched} disabled={redeem.isPending} />
        ) : null}
        <PaymentPassword
          hasPaymentPassword={!noPassword}
          value={password}
          onChange={(value) => {
            setPassword(value)
            if (wrongPassword) redeem.reset()
          }}
          error={touched && password === '' ? t('password.required') : wrongPassword ? t('password.wrong') : null}
          disabled={redeem.isPending}
          onLeave={onClose}
        />
        {redeem.error && !wrongPassword && code !== 'payment_password_not_set' ? (
          <FormMessage>{errorText(redeem.error)}</FormMessage>
        ) : null}
        <button
          type="submit"
          className="button button--cta button--large button--block"
          disabled={redeem.isPending || noPassword || most < 1}
        >
          {redeem.isPending ? <Spinner /> : null}
          {t('redeem.submit')}
        </button>
      </form>
    </Modal>
  )
}
