import { LineIcon } from '../../../components/ui/icon'

/** A crown line icon for the VIP page. */
export function Crown({ size = 24 }: { size?: number }) {
  return <LineIcon path="M3.5 8 7.5 12 12 5l4.5 7 4-4-1.8 10.5H5.3L3.5 8ZM5.5 21h13" size={size} />
}
