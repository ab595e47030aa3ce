import { Icon } from '../../../components/ui/icon'
import { useBalance } from '../../../lib/account'
import { formatBalanceShort, formatMoney } from '../../../lib/format'
import { useTexts } from '../../../lib/i18n'
import { setBalanceHidden, useBalanceHidden } from '../hooks/balance-visibility'
import { SHELL } from '../shell-texts'
import './balance.css'
import '../../../components/ui/icon-tile.css'

/**
 * The member's total balance with the eye (hidden shows ***, remembered) and the refresh button.
 * 'Updating' shows until the first figure arrives (docs/domain/site.md#header). `short` is for
 * the phone's bar, too narrow for a balance in the millions (VND): from a million on it shows
 * the short form ("12.34M"), the exact amount in its title and for screen readers.
 */
export function Balance({ className = '', short = false }: { className?: string; short?: boolean }) {
  const { t } = useTexts(SHELL)
  const balance = useBalance()
  const hidden = useBalanceHidden()
  const data = balance.data

  let amount: string
  if (data) amount = hidden ? '***' : formatMoney(data.sumBalance)
  else if (balance.isError) amount = '—'
  else amount = t('updating')
  const shown = short && data && !hidden ? formatBalanceShort(data.sumBalance) : amount

  return (
    <div className={`balance ${className}`}>
      <Icon name="wallet" size={18} className="balance__icon" />
      <span className="balance__figure">
        <span className="balance__label">{t('balance')}</span>
        <span
          className="balance__amount"
          data-testid="balance-amount"
          aria-live="polite"
          title={shown === amount ? undefined : `${data?.currency} ${amount}`}
        >
          {data ? <span className="balance__currency">{data.currency}</span> : null}
          {shown === amount ? (
            amount
          ) : (
            <>
              <span aria-hidden="true">{shown}</span>
              <span className="visually-hidden">{amount}</span>
            </>
          )}
        </span>
      </span>
      <button
        type="button"
        className="balance__button icon-tile icon-tile--round icon-tile--plain"
        aria-label={hidden ? t('showBalance') : t('hideBalance')}
        aria-pressed={hidden}
        onClick={() => setBalanceHidden(!hidden)}
      >
        <Icon name={hidden ? 'eyeOff' : 'eye'} size={17} />
      </button>
      <button
        type="button"
        className="balance__button icon-tile icon-tile--round icon-tile--plain"
        aria-label={t('refreshBalance')}
        aria-busy={balance.isFetching}
        disabled={balance.isFetching}
        onClick={() => void balance.refetch()}
      >
        <Icon name="refresh" size={17} className={balance.isFetching ? 'spin' : undefined} />
      </button>
    </div>
  )
}
