import type { BankAccount } from '@sea/contract'
import { ChoiceCards } from '../../../components/ui/cashier'
import { Icon } from '../../../components/ui/icon'
import { useTexts } from '../../../lib/i18n'
import { WITHDRAW } from '../withdraw-texts'
import '../../../components/ui/icon-tile.css'

/** The bound bank accounts to pay out to, as cards. */
export function WithdrawAccounts({
  accounts,
  chosen,
  onChoose,
}: {
  accounts: BankAccount[]
  chosen: string
  onChoose: (id: string) => void
}) {
  const { t } = useTexts(WITHDRAW)
  return (
    <ChoiceCards
      className="withdraw-accounts"
      legend={t('toAccount')}
      name="withdraw-account"
      items={accounts}
      valueOf={(item) => item.id}
      chosen={chosen}
      onChoose={onChoose}
    >
      {(item) => (
        <span className="withdraw-account">
          <span className="withdraw-account__icon icon-tile icon-tile--tone" aria-hidden="true">
            <Icon name="bank" size={18} />
          </span>
          <span className="withdraw-account__text">
            <span className="withdraw-account__bank">{item.bankName}</span>
            <span className="withdraw-account__number">{item.accountNumber}</span>
            <span className="withdraw-account__payee">{item.payeeName}</span>
          </span>
        </span>
      )}
    </ChoiceCards>
  )
}
