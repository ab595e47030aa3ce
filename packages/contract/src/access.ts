/**
 * Who may call a route. Every route declares the roles it admits; the server refuses
 * to register a route that declares none.
 * - visitor: no token
 * - member: a real member account (isAgent 0)
 * - trial: a free-play account (isAgent 4)
 * - agent: isAgent 1, 2, 41 or 42
 * - operator: the merchant's back-office staff
 */
export const ROLES = ['visitor', 'member', 'trial', 'agent', 'operator'] as const
export type Role = (typeof ROLES)[number]

/** Anyone, with or without a session. */
export const PUBLIC: readonly Role[] = ROLES
