/**
 * Account types by `isAgent`: 0 is a member, 4 a trial (free-play) account, and
 * these four are agents. The database's check constraint lists the same codes.
 */
export const AGENT_TYPES = [1, 2, 41, 42] as const
export const TRIAL = 4

export function isAgentType(isAgent: number): boolean {
  return (AGENT_TYPES as readonly number[]).includes(isAgent)
}
