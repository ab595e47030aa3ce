import { fromMinor } from '../../../lib/amount'
import { formatMoney } from '../../../lib/format'

/** An amount the slip counts in minor units (bigint), shown as money. */
export const slipMoney = (minor: bigint) => formatMoney(fromMinor(minor))
