import type { Permission } from '@sea/contract'

export type SectionId =
  | 'dashboard'
  | 'members'
  | 'kyc'
  | 'cashier'
  | 'lottery'
  | 'agents'
  | 'reports'
  | 'brands'
  | 'content'
  | 'promotions'
  | 'risk'
  | 'loyalty'
  | 'games'
  | 'operators'
  | 'audit'

export interface Section {
  id: SectionId
  path: string
  /** The section shows when the operator holds any one of these. */
  anyOf: readonly Permission[]
}

/** The console's sections and who sees them: the one table the navigation and the routes read. */
export const SECTIONS: readonly Section[] = [
  { id: 'dashboard', path: '/', anyOf: ['operator.session'] },
  { id: 'members', path: '/members', anyOf: ['members.read'] },
  { id: 'kyc', path: '/kyc', anyOf: ['kyc.read'] },
  { id: 'cashier', path: '/cashier', anyOf: ['deposits.read', 'withdrawals.read', 'money.read'] },
  { id: 'lottery', path: '/lottery', anyOf: ['lottery.draws.read', 'lottery.settings.read'] },
  { id: 'agents', path: '/agents', anyOf: ['agents.read'] },
  { id: 'reports', path: '/reports', anyOf: ['reports.read', 'protection.read'] },
  { id: 'brands', path: '/brands', anyOf: ['brands.read'] },
  { id: 'content', path: '/content', anyOf: ['content.announcements.read', 'content.messages'] },
  { id: 'promotions', path: '/promotions', anyOf: ['promotions.read'] },
  { id: 'risk', path: '/risk', anyOf: ['risk.read'] },
  { id: 'loyalty', path: '/loyalty', anyOf: ['loyalty.read'] },
  { id: 'games', path: '/games', anyOf: ['games.read'] },
  { id: 'operators', path: '/operators', anyOf: ['operators.read'] },
  { id: 'audit', path: '/audit', anyOf: ['audit.read'] },
]

export function visibleSections(permissions: readonly Permission[]): Section[] {
  const held = new Set(permissions)
  return SECTIONS.filter((section) => section.anyOf.some((permission) => held.has(permission)))
}
