import type { DepositChannel } from '@sea/contract'
import { ChoiceCards } from '../../../components/ui/cashier'
import { Icon } from '../../../components/ui/icon'
import { formatMoney } from '../../../lib/format'
import { useTexts } from '../../../lib/i18n'
import { DEPOSIT } from '../deposit-texts'
import '../../../components/ui/icon-tile.css'

/** The channels to pay by, as cards with their limits. */
export function DepositChannels({
  channels,
  chosen,
  onChoose,
}: {
  channels: DepositChannel[]
  chosen: string
  onChoose: (code: string) => void
}) {
  const { t } = useTexts(DEPOSIT)
  return (
    <ChoiceCards
      className="deposit-form__methods"
      legend={t('method')}
      name="deposit-channel"
      items={channels}
      valueOf={(item) => item.code}
      chosen={chosen}
      onChoose={onChoose}
    >
      {(item) => (
        <>
          <span className="channel">
            <span className={`icon-tile icon-tile--tone channel__icon--${item.type}`} aria-hidden="true">
              <Icon name={item.type === 'gateway' ? 'bolt' : 'bank'} size={20} />
            </span>
            <span className="channel__text">
              <span className="channel__name">{item.displayName}</span>
              <span className="channel__type">{t(`typeHints.${item.type}`)}</span>
            </span>
          </span>
          <span className="channel__meta">
            <span>{t('limits', { min: formatMoney(item.minAmount), max: formatMoney(item.maxAmount) })}</span>
            <span className="channel__fee">{t('noFee')}</span>
          </span>
        </>
      )}
    </ChoiceCards>
  )
}
