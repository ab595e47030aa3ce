import type { BrandCashier } from './brand-cashier.api'
import { TurnoverForm, WithdrawalLimitsForm } from './cashier-settings'
import { DepositChannels } from './deposit-channels'
import { FourEyesThresholds } from './four-eyes'
import { WithdrawalBanks } from './withdrawal-banks'

/** The tab's sections over one answer of the cashier settings. */
export function CashierSettings({
  cashier,
  editable,
  thresholdsEditable,
  onChanged,
}: {
  cashier: BrandCashier
  editable: boolean
  thresholdsEditable: boolean
  onChanged: () => void
}) {
  return (
    <>
      <DepositChannels cashier={cashier} editable={editable} onChanged={onChanged} />
      <div className="cashier-columns">
        <WithdrawalLimitsForm cashier={cashier} editable={editable} onSaved={onChanged} />
        <WithdrawalBanks cashier={cashier} editable={editable} onSaved={onChanged} />
        <TurnoverForm cashier={cashier} editable={editable} onSaved={onChanged} />
        <FourEyesThresholds cashier={cashier} editable={thresholdsEditable} onSaved={onChanged} />
      </div>
    </>
  )
}
