import type { BankAccount } from '@sea/contract'
import { ChoiceCard } from '../../../components/ui/cashier'
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
    <fieldset className="withdraw-accounts">
      <legend className="field__label">{t('toAccount')}</legend>
      <div className="cashier-grid">
        {accounts.map((item) => (
          <ChoiceCard
            key={item.id}
            name="withdraw-account"
            value={item.id}
            checked={item.id === chosen}
            onChange={onChoose}
          >
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
          </ChoiceCard>
        ))}
      </div>
    </fieldset>
  )
}
