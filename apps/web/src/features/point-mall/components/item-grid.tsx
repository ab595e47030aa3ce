import type { PointItem, PointItemKind } from '@sea/contract'
import { useState } from 'react'
import { Icon } from '../../../components/ui/icon'
import { EmptyState } from '../../../components/ui/states'
import { formatCount, formatMoney } from '../../../lib/format'
import { counted, useTexts } from '../../../lib/i18n'
import { useSite } from '../../../lib/site'
import { itemBlock } from '../point-mall-rules'
import { POINT_MALL } from '../point-mall-texts'
import { ItemArt } from './item-art'
import { usePointsText } from './points-text'
import '../../../components/ui/chip.css'
import './mall-shelves.css'

/** The kinds in the order their chips show (the contract's POINT_ITEM_KINDS; its values stay out of the bundle). */
const KINDS: readonly PointItemKind[] = ['cash', 'bonus', 'free_rounds', 'goods']

/** The shelves: a chip per kind on offer, then a card per item with what stops its redemption, if anything. */
export function ItemGrid({
  items,
  points,
  onRedeem,
}: {
  items: PointItem[]
  points: number
  onRedeem: (item: PointItem) => void
}) {
  const { t } = useTexts(POINT_MALL)
  const [kind, setKind] = useState<PointItemKind | null>(null)
  const kinds = KINDS.filter((value) => items.some((item) => item.kind === value))
  const shown = kind ? items.filter((item) => item.kind === kind) : items
  if (items.length === 0) {
    return (
      <EmptyState icon="gift" title={t('items.empty')}>
        {t('items.emptyBody')}
      </EmptyState>
    )
  }
  return (
    <div className="mall-shelves">
      {kinds.length > 1 ? (
        <div className="mall-kinds" role="group" aria-label={t('items.filter')}>
          {[null, ...kinds].map((value) => (
            <button
              key={value ?? 'all'}
              type="button"
              className="filter-chip"
              aria-pressed={kind === value}
              onClick={() => setKind(value)}
            >
              {value ? t(`items.kinds.${value}`) : t('items.all')}
            </button>
          ))}
        </div>
      ) : null}
      {shown.length === 0 ? <EmptyState icon="gift" title={t('items.emptyKind')} /> : null}
      <ul className="mall-grid">
        {shown.map((item, index) => (
          <ItemCard key={item.id} item={item} points={points} eager={index < 4} onRedeem={() => onRedeem(item)} />
        ))}
      </ul>
    </div>
  )
}

function ItemCard({
  item,
  points,
  eager,
  onRedeem,
}: {
  item: PointItem
  points: number
  eager: boolean
  onRedeem: () => void
}) {
  const { t } = useTexts(POINT_MALL)
  const pointsText = usePointsText()
  const currency = useSite().merchant.currency
  const block = itemBlock(item, points)
  const worth = item.value
    ? t('items.value', { amount: `${currency} ${formatMoney(item.value)}` })
    : item.rounds
      ? t('items.rounds', { count: item.rounds })
      : null
  return (
    <li className={`mall-card lift-card${block === 'soldOut' ? ' mall-card--out' : ''}`}>
      <div className="mall-card__media">
        <ItemArt item={item} eager={eager} />
        <span className="mall-card__kind">{t(`items.kinds.${item.kind}`)}</span>
        {block === 'soldOut' ? (
          <span className="mall-card__flag mall-card__flag--out">{t('items.soldOut')}</span>
        ) : item.stockLeft !== null ? (
          <span className="mall-card__flag">{t('items.stock', { count: formatCount(item.stockLeft) })}</span>
        ) : null}
      </div>
      <div className="mall-card__body">
        <h3 className="mall-card__title">{item.title}</h3>
        {item.description ? <p className="mall-card__text">{item.description}</p> : null}
        {worth ? <p className="mall-card__worth">{worth}</p> : null}
        {item.perMemberLimit !== null ? (
          <p className="mall-card__limit">
            {t('items.limitOf', { used: item.redeemedByMe, limit: item.perMemberLimit })}
          </p>
        ) : null}
      </div>
      <div className="mall-card__foot">
        <strong className="mall-card__price">
          <Icon name="coins" size={18} />
          {pointsText(item.points)}
        </strong>
        {block === 'limit' || block === 'short' ? (
          <span className="mall-card__block">
            {block === 'limit' ? t('items.limit') : t('items.short', counted(item.points - points))}
          </span>
        ) : null}
        <button
          type="button"
          className="button button--cta mall-card__redeem"
          disabled={block !== null}
          aria-label={t('items.redeemItem', { title: item.title })}
          onClick={onRedeem}
        >
          {t('items.redeem')}
        </button>
      </div>
    </li>
  )
}
