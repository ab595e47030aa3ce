import { Outlet } from 'react-router'

/** Pages the spec shows without the header: /vip, /helpmc, and the game frame. */
export function BareLayout() {
  return <Outlet />
}
