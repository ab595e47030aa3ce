/**
 * What an operator may do (decision 052). Every operator route names one permission; an operator
 * holds one or more fixed roles, and may call a route when one of its roles grants the route's
 * permission. Four-eyes rules come on top: a permission says who may take part at all.
 *
 * A name ending in `.read` only reads: the auditor holds exactly those. The outbox is read-only
 * too, but it shows live codes and reset links, so reading it is `support.outbox`, not a read.
 */
export const PERMISSIONS = [
  'operator.session',
  'operators.read',
  'operators.manage',
  'operators.owners',
  'members.read',
  'members.freeze',
  'members.notes',
  'members.labels',
  'members.security',
  'money.read',
  'money.adjust',
  'money.approve',
  'money.thresholds',
  'deposits.read',
  'deposits.review',
  'withdrawals.read',
  'withdrawals.review',
  'lottery.draws.read',
  'lottery.results.enter',
  'lottery.results.confirm',
  'lottery.draws.void',
  'lottery.settings.read',
  'lottery.settings',
  'agents.read',
  'agents.manage',
  'content.announcements.read',
  'content.announcements',
  'content.messages',
  'support.feedback.read',
  'support.outbox',
  'reports.read',
  'audit.read',
  'brands.read',
  'brands.create',
  'brands.settings',
  'brands.cashier',
  'games.read',
  'games.manage',
  'games.secrets',
  'promotions.read',
  'promotions.manage',
  'promotions.review',
  'loyalty.read',
  'loyalty.manage',
  'loyalty.fulfil',
  'loyalty.adjust',
  'kyc.read',
  'kyc.review',
  'risk.read',
  'risk.resolve',
  'protection.read',
] as const
export type Permission = (typeof PERMISSIONS)[number]

/** The fixed roles; the database holds the same list in a CHECK (migration 0034). */
export const OPERATOR_ROLES = [
  'owner',
  'administrator',
  'finance',
  'risk',
  'support',
  'content',
  'lottery',
  'agent_manager',
  'auditor',
] as const
export type OperatorRole = (typeof OPERATOR_ROLES)[number]

const READS = PERMISSIONS.filter((permission) => permission.endsWith('.read'))

/**
 * Each role's permissions, as decision 052's table. Managing owners is the one thing an
 * administrator may not do: it may not grant the owner role nor touch an owner's account.
 * Finance reads members because asking an adjustment starts from the member's wallet, and keeps
 * a brand's cashier settings (channels, banks, limits, turnover). Content runs the game lobby
 * (vendors' order, tiles, flags) but not vendor secrets, and writes promotions; finance and risk
 * decide members' reward requests (decision 054), so no one both writes a promotion and pays it
 * out. Risk reviews members' identity documents (decision 057); support sees where a review
 * stands. Risk reviews and resolves risk flags (decision 058); finance reads them, as an open
 * high flag holds the withdrawals it pays. Risk and support read members' protection history and
 * the interventions report (decision 060): support answers the member who asks about a limit or
 * a break. Creating a brand, changing its domains, look and rules (`brands.settings`) and vendor
 * secrets are the owner's and administrator's.
 */
export const ROLE_PERMISSIONS: Readonly<Record<OperatorRole, readonly Permission[]>> = {
  owner: PERMISSIONS,
  administrator: PERMISSIONS.filter((permission) => permission !== 'operators.owners'),
  finance: [
    'operator.session',
    'members.read',
    'money.read',
    'money.adjust',
    'money.approve',
    'money.thresholds',
    'deposits.read',
    'deposits.review',
    'withdrawals.read',
    'withdrawals.review',
    'reports.read',
    'brands.read',
    'brands.cashier',
    'promotions.read',
    'promotions.review',
    'loyalty.read',
    'loyalty.adjust',
    'risk.read',
  ],
  risk: [
    'operator.session',
    'members.read',
    'members.freeze',
    'members.notes',
    'members.labels',
    'members.security',
    'withdrawals.read',
    'reports.read',
    'promotions.read',
    'promotions.review',
    'loyalty.read',
    'kyc.read',
    'kyc.review',
    'risk.read',
    'risk.resolve',
    'protection.read',
  ],
  support: [
    'operator.session',
    'members.read',
    'members.notes',
    'members.security',
    'content.messages',
    'support.feedback.read',
    'support.outbox',
    'loyalty.read',
    'loyalty.fulfil',
    'kyc.read',
    'protection.read',
  ],
  content: [
    'operator.session',
    'content.announcements.read',
    'content.announcements',
    'content.messages',
    'brands.read',
    'games.read',
    'games.manage',
    'promotions.read',
    'promotions.manage',
    'loyalty.read',
    'loyalty.manage',
  ],
  lottery: [
    'operator.session',
    'lottery.draws.read',
    'lottery.results.enter',
    'lottery.results.confirm',
    'lottery.draws.void',
    'lottery.settings.read',
    'lottery.settings',
  ],
  agent_manager: ['operator.session', 'agents.read', 'agents.manage'],
  auditor: ['operator.session', ...READS],
}

export function isPermission(name: unknown): name is Permission {
  return (PERMISSIONS as readonly unknown[]).includes(name)
}

export function isOperatorRole(name: unknown): name is OperatorRole {
  return (OPERATOR_ROLES as readonly unknown[]).includes(name)
}

/** The union of the roles' permissions. */
export function permissionsOf(roles: readonly OperatorRole[]): ReadonlySet<Permission> {
  return new Set(roles.flatMap((role) => ROLE_PERMISSIONS[role]))
}
