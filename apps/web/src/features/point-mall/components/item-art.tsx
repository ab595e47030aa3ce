import type { PointItem, PointItemKind } from '@sea/contract'
import { Icon, type IconName } from '../../../components/ui/icon'

const KIND_ICONS: Record<PointItemKind, IconName> = {
  cash: 'wallet',
  bonus: 'gift',
  free_rounds: 'slots',
  goods: 'trophy',
}

/** An item's picture, or its kind's icon on the kind's tint when the operator gave none. */
export function ItemArt({ item, size = 52, eager = false }: { item: PointItem; size?: number; eager?: boolean }) {
  if (item.imageUrl) {
    return (
      <img
        className="mall-art mall-art--image"
        src={item.imageUrl}
        alt=""
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
    )
  }
  return (
    <span className={`mall-art mall-art--${item.kind}`} aria-hidden="true">
      <Icon name={KIND_ICONS[item.kind]} size={size} />
    </span>
  )
}
