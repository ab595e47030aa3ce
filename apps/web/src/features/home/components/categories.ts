/**
 * The game categories the home page offers as entry points. Their pages (the lottery and
 * game-list routes) arrive with the games issues; until then `route` stays null and the tile
 * says 'coming soon' instead of leading to a page that does not exist. Set the route when the
 * page lands.
 */
export const CATEGORIES = [
  { id: 'lottery', route: null },
  { id: 'live', route: null },
  { id: 'slots', route: null },
  { id: 'sports', route: null },
  { id: 'fishing', route: null },
  { id: 'esports', route: null },
] as const satisfies readonly { id: string; route: string | null }[]

export type CategoryId = (typeof CATEGORIES)[number]['id']
