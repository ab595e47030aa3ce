/**
 * The game categories the home page offers as entry points, each leading to its game page
 * (docs/domain/site.md#routes-and-pages). The lottery pages arrive with the lottery issue; until then its `route`
 * stays null and the tile says 'coming soon' instead of leading to a page that does not exist.
 */
export const CATEGORIES = [
  { id: 'lottery', route: null },
  { id: 'live', route: '/live' },
  { id: 'slots', route: '/rng' },
  { id: 'sports', route: '/sports' },
  { id: 'fishing', route: '/fish' },
  { id: 'esports', route: '/esports' },
] as const satisfies readonly { id: string; route: string | null }[]

export type CategoryId = (typeof CATEGORIES)[number]['id']
