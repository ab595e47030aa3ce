import { formatDateTime, formatMoney as formatAmount, type InstantShape } from '@sea/browser/format'
import { useOperator } from '../shell/operator-context'

export { formatCount, formatDateTime, type InstantShape } from '@sea/browser/format'

/**
 * An amount as the API sends it (a decimal string, two places) in the site's format, so an
 * operator reads the figures a member sees; with a currency the code follows: "1,250.00 MYR".
 */
export function formatMoney(amount: string | number, currency?: string): string {
  return currency ? `${formatAmount(amount)} ${currency}` : formatAmount(amount)
}

/**
 * The time zone the console shows instants in: the chosen brand's, or with "all brands" the
 * zone of the operator's first brand (brands of one installation normally share a market).
 */
export function useTimeZone(): string {
  const { me, brandId } = useOperator()
  const brand = me.brands.find((candidate) => candidate.id === brandId) ?? me.brands[0]
  return brand?.timezone ?? 'UTC'
}

/** `formatDateTime` in the console's time zone, to the minute unless told; '' for no instant. */
export function useDateTime(): (value: string | number | Date | null | undefined, shape?: InstantShape) => string {
  const timeZone = useTimeZone()
  return (value, shape = 'minute') =>
    value === null || value === undefined ? '' : formatDateTime(value, timeZone, shape)
}

/**
 * The currency of amounts whose rows do not name one (a withdrawal queue, a draw's stakes): the
 * chosen brand's, or the one every brand in scope shares; undefined when brands of several
 * currencies are in view, where a sum across them would mean nothing.
 */
export function useViewCurrency(): string | undefined {
  const { me, brandId } = useOperator()
  const chosen = me.brands.find((brand) => brand.id === brandId)
  if (chosen) return chosen.currency
  const currencies = new Set(me.brands.map((brand) => brand.currency))
  return currencies.size === 1 ? me.brands[0]?.currency : undefined
}
