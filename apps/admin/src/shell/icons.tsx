import type { SectionId } from './sections'

// One stroke icon per section (24-unit grid), drawn inline so the console needs no icon font.
const PATHS: Record<SectionId, string> = {
  dashboard: 'M4 13h6V4H4zM14 20h6v-9h-6zM14 4v4h6V4zM4 20h6v-3H4z',
  members:
    'M16 19v-1a4 4 0 0 0-4-4H7a4 4 0 0 0-4 4v1M9.5 10a3 3 0 1 0 0-6 3 3 0 0 0 0 6M21 19v-1a4 4 0 0 0-3-3.8M15.5 4.2a3 3 0 0 1 0 5.6',
  kyc: 'M3 5h18v14H3zM9 11a2 2 0 1 0 0-.01M6 16c.5-1.7 1.7-2.5 3-2.5s2.5.8 3 2.5M14 10h4M14 14h3',
  cashier: 'M3 7h18v12H3zM3 11h18M7 15h3',
  lottery: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18M9 10a1 1 0 1 0 0-.01M15 10a1 1 0 1 0 0-.01M12 15a1 1 0 1 0 0-.01',
  agents: 'M12 3v5M12 8l-6 5M12 8l6 5M6 13v4M18 13v4M4 17h4v3H4zM16 17h4v3h-4zM10 3h4',
  reports: 'M4 20V4M4 20h16M8 16v-5M12 16V8M16 16v-3',
  brands: 'M4 21V10l8-6 8 6v11M9 21v-6h6v6M4 10h16',
  content: 'M4 4h16v12H8l-4 4zM8 8h8M8 12h5',
  promotions: 'M4 9h16v11H4zM3 5h18v4H3zM12 5v15M12 5c-1.5-3-5-3-5-.5S12 5 12 5M12 5c1.5-3 5-3 5-.5S12 5 12 5',
  risk: 'M12 3.5l9 16.5H3zM12 10v4.5M12 17v.5',
  loyalty: 'M12 3l2.6 5.5 6 .7-4.4 4.1 1.1 5.9L12 16.3l-5.3 2.9 1.1-5.9-4.4-4.1 6-.7z',
  games: 'M6 9h12a4 4 0 0 1 0 8l-2-2H8l-2 2a4 4 0 0 1 0-8M8 11v3M6.5 12.5h3M15 12h.01M17 13.5h.01',
  operators: 'M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6zM9 12l2 2 4-4',
  audit: 'M6 3h9l4 4v14H6zM14 3v5h5M9 12h7M9 16h7',
}

export function SectionIcon({ id }: { id: SectionId }) {
  return (
    <svg className="nav-icon" width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
      <path
        d={PATHS[id]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
