import type { MemberPromotion } from '@sea/contract'
import { FormMessage } from '../../../components/ui/field'
import { Icon } from '../../../components/ui/icon'
import { Spinner } from '../../../components/ui/states'
import { useErrorText } from '../../../lib/error-text'
import { formatMoney } from '../../../lib/format'
import { useTexts } from '../../../lib/i18n'
import { useSite } from '../../../lib/site'
import { usePromotionAction } from '../api'
import { PROMOTIONS } from '../promotions-texts'
import '../../../components/ui/forms.css'

/**
 * The button the member's status offers (join, claim or request) and what came of pressing it.
 * The answer's promotion replaces nothing by hand: the list is fetched again with the balance.
 */
export function PromoAction({ offer, large = false }: { offer: MemberPromotion; large?: boolean }) {
  const { t } = useTexts(PROMOTIONS)
  const errorText = useErrorText()
  const currency = useSite().merchant.currency
  const action = usePromotionAction()
  const money = (amount: string) => `${currency} ${formatMoney(amount)}`

  const result = action.data
  const done = result
    ? result.granted
      ? t('done.granted', { amount: money(result.granted) })
      : result.promotion.status === 'applying'
        ? t('done.requested')
        : t('done.join')
    : null

  const label =
    offer.action === 'join'
      ? t('actions.join')
      : offer.action === 'request'
        ? t('actions.request')
        : offer.claimable
          ? t('actions.claimAmount', { amount: money(offer.claimable) })
          : t('actions.claim')

  return (
    <div className="promo-action">
      {offer.action ? (
        <button
          type="button"
          className={`button button--cta${large ? ' button--large' : ''} promo-action__button`}
          disabled={action.isPending}
          onClick={() => action.mutate(offer)}
        >
          {action.isPending ? <Spinner /> : <Icon name={offer.action === 'join' ? 'plus' : 'gift'} size={18} />}
          {label}
        </button>
      ) : null}
      {done ? <FormMessage tone="success">{done}</FormMessage> : null}
      {action.error ? <FormMessage>{errorText(action.error)}</FormMessage> : null}
    </div>
  )
}
