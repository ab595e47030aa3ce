/**
 * Every user-facing English string of the placeholder site, in one place so that the i18n
 * issue can move them into catalogues without hunting through components.
 */
export const strings = {
  loading: 'Loading',
  eyebrow: 'Lottery · Live casino · Slots',
  tagline: 'Where every draw is a chance to bloom.',
  lead: 'Fast lottery draws, real dealers and hundreds of games, all from one secure wallet.',
  joinNow: 'Join now',
  logIn: 'Log in',
  exploreGames: 'Explore games',
  comingSoon: 'Coming soon',
  highlights: ['Instant deposits', 'Draws around the clock', '24/7 support'],
  nav: ['Home', 'Lottery', 'Casino', 'Slots', 'Promotions'],
  categoriesTitle: 'Choose your game',
  categoriesLead: 'Six worlds of play, one account.',
  categories: [
    { id: 'lottery', title: 'Lottery', note: 'Daily and quick draws' },
    { id: 'casino', title: 'Live casino', note: 'Real dealers, live' },
    { id: 'slots', title: 'Slots', note: 'Hundreds of reels' },
    { id: 'sports', title: 'Sports', note: 'Live odds, top leagues' },
    { id: 'fishing', title: 'Fishing', note: 'Arcade hunting games' },
    { id: 'esports', title: 'Esports', note: 'Bet on the big titles' },
  ],
  footer: {
    responsible: 'Play responsibly. For adults aged 18 and over only.',
    rights: 'All rights reserved.',
    languages: 'Languages',
    currency: 'Currency',
  },
  maintenance: {
    title: 'We are currently performing a system maintenance',
    body: 'We are making things better for you. Your account and balance are safe.',
    until: 'Expected back',
  },
  restricted: {
    title: 'Not available in your region',
    body: 'Sorry, this site cannot be accessed from your current location.',
    ip: 'IP address',
    country: 'Country',
    unknown: 'Unknown',
  },
  error: {
    title: 'We could not load the site',
    body: 'Please check your connection and try again.',
    retry: 'Try again',
    code: 'Error code',
  },
} as const

export type CategoryId = (typeof strings.categories)[number]['id']
