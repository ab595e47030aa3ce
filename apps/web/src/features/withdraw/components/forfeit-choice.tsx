import { useState } from 'react'
import { Icon } from '../../../components/ui/icon'
import { formatMoney } from '../../../lib/format'
import { useTexts } from '../../../lib/i18n'
import { WITHDRAW } from '../withdraw-texts'

/**
 * The way past bonus wagering a promotion allows (docs/domain/promotions.md#wagering): give the
 * bonus back and withdraw. Asked twice, because the bonus is gone for good once the request is sent.
 */
export function ForfeitChoice({
  bonus,
  currency,
  chosen,
  onChoose,
}: {
  bonus: string
  currency: string
  chosen: boolean
  onChoose: (chosen: boolean) => void
}) {
  const { t } = useTexts(WITHDRAW)
  const [asking, setAsking] = useState(false)
  const amount = `${currency} ${formatMoney(bonus)}`

  if (chosen) {
    return (
      <div className="withdraw-forfeit withdraw-forfeit--chosen" role="status">
        <Icon name="check" size={18} />
        <p>{t('forfeit.chosen', { amount })}</p>
        <button type="button" className="link-button" onClick={() => onChoose(false)}>
          {t('forfeit.undo')}
        </button>
      </div>
    )
  }
  if (asking) {
    return (
      <div className="withdraw-forfeit withdraw-forfeit--confirm" role="alertdialog" aria-labelledby="forfeit-title">
        <p id="forfeit-title" className="withdraw-forfeit__title">
          {t('forfeit.confirmTitle')}
        </p>
        <p>{t('forfeit.confirmBody', { amount })}</p>
        <div className="withdraw-forfeit__actions">
          <button
            type="button"
            className="button button--cta"
            onClick={() => {
              setAsking(false)
              onChoose(true)
            }}
          >
            {t('forfeit.confirm')}
          </button>
          <button type="button" className="button button--ghost" onClick={() => setAsking(false)}>
            {t('forfeit.cancel')}
          </button>
        </div>
      </div>
    )
  }
  return (
    <button
      type="button"
      className="button button--ghost button--block withdraw-forfeit__offer"
      onClick={() => setAsking(true)}
    >
      <Icon name="gift" size={18} />
      {t('forfeit.offer', { amount })}
    </button>
  )
}
