import { formatMoney } from '../lib/format'
import { useTexts } from '../lib/i18n'
import type { WithdrawalRow } from './cashier.api'
import { CASHIER } from './cashier.texts'

type Risk = WithdrawalRow['risk']

/** The hints worth a second look, each a small warning chip whose title explains it. */
export function RiskHints({ risk, currency }: { risk: Risk; currency?: string }) {
  const { t } = useTexts(CASHIER)
  const money = (amount: string) => formatMoney(amount, currency)
  const hints: { key: string; text: string; title: string }[] = []
  if (risk.firstWithdrawal) hints.push({ key: 'first', text: t('risk.first'), title: t('risk.firstTip') })
  if (!risk.turnoverMet)
    hints.push({
      key: 'turnover',
      text: t('risk.turnover'),
      title: t('risk.turnoverTip', { amount: money(risk.turnoverOutstanding) }),
    })
  if (risk.sharedBankAccountMembers > 0)
    hints.push({
      key: 'bank',
      text: t('risk.bank', { count: risk.sharedBankAccountMembers }),
      title: t('risk.bankTip', { count: risk.sharedBankAccountMembers }),
    })
  if (risk.sharedIpMembers > 0)
    hints.push({
      key: 'ip',
      text: t('risk.ip', { count: risk.sharedIpMembers }),
      title: t('risk.ipTip', { count: risk.sharedIpMembers }),
    })
  if (risk.net.startsWith('-'))
    hints.push({
      key: 'net',
      text: t('risk.net'),
      title: t('risk.netTip', {
        deposited: money(risk.deposited),
        withdrawn: money(risk.withdrawn),
        net: money(risk.net),
      }),
    })
  if (hints.length === 0) return <span className="muted">{t('risk.none')}</span>
  return (
    <span className="chips risk-hints">
      {hints.map((hint) => (
        <span key={hint.key} className="chip chip-risk" title={hint.title} data-hint={hint.key}>
          {hint.text}
        </span>
      ))}
    </span>
  )
}

/** Deposited minus withdrawn, green when the member is in, red when more left than came in. */
export function NetAmount({ risk, currency }: { risk: Risk; currency?: string }) {
  const { t } = useTexts(CASHIER)
  return (
    <span
      className={risk.net.startsWith('-') ? 'amount-out' : 'amount-in'}
      title={t('risk.netTip', {
        deposited: formatMoney(risk.deposited, currency),
        withdrawn: formatMoney(risk.withdrawn, currency),
        net: formatMoney(risk.net, currency),
      })}
    >
      {formatMoney(risk.net, currency)}
    </span>
  )
}
