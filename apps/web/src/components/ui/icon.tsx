import type { ReactNode } from 'react'

/** Line icons drawn for the project (24 px grid, stroke = currentColor). */
const PATHS = {
  close: 'M6 6l12 12M18 6 6 18',
  eye: 'M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12Zm9.5 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z',
  eyeOff:
    'M3 3l18 18M10.6 6.1A9.7 9.7 0 0 1 12 6c6 0 9.5 6 9.5 6a17 17 0 0 1-3 3.6M6.3 7.6A16.6 16.6 0 0 0 2.5 12S6 18 12 18c1.7 0 3.2-.4 4.5-1.1M9.9 9.9a3 3 0 0 0 4.2 4.2',
  refresh: 'M20 11a8 8 0 0 0-14.7-4.3L4 8m0-4v4h4M4 13a8 8 0 0 0 14.7 4.3L20 16m0 4v-4h-4',
  wallet: 'M3.5 7.5A2.5 2.5 0 0 1 6 5h12v3M3.5 7.5V17A2.5 2.5 0 0 0 6 19.5h14v-11H6a2.5 2.5 0 0 1-2.5-1Zm13 6.5h.01',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7.5 8a7.5 7.5 0 0 1 15 0',
  mail: 'M3.5 6.5h17v11h-17zM3.5 7l8.5 6 8.5-6',
  gift: 'M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7S10.5 3 8 3.8C6 4.5 7.2 7 12 7Zm0 0s1.5-4 4-3.2C18 4.5 16.8 7 12 7Z',
  logout: 'M15 4h3.5A1.5 1.5 0 0 1 20 5.5v13a1.5 1.5 0 0 1-1.5 1.5H15M10 8l-4 4 4 4M6 12h10',
  chevronDown: 'm6 9 6 6 6-6',
  chevronRight: 'm9 6 6 6-6 6',
  chevronLeft: 'm15 6-6 6 6 6',
  menu: 'M4 7h16M4 12h16M4 17h16',
  globe:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm-9 9h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z',
  phone: 'M8 3h8a1.5 1.5 0 0 1 1.5 1.5v15A1.5 1.5 0 0 1 16 21H8a1.5 1.5 0 0 1-1.5-1.5v-15A1.5 1.5 0 0 1 8 3Zm3 15h2',
  lock: 'M6 10.5h12V20H6zM8.5 10.5V8a3.5 3.5 0 0 1 7 0v2.5M12 14v2.5',
  bell: 'M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15L6 16Zm4 4a2 2 0 0 0 4 0',
  headset:
    'M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H5.5A1.5 1.5 0 0 1 4 17.5V14Zm16 0h-3v5h1.5a1.5 1.5 0 0 0 1.5-1.5V14Zm-3 5c0 1.5-2 2-4 2',
  download: 'M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 19.5h14',
  share:
    'M16 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm10 7a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM8.6 13.5l4.8 2.9M13.4 6.6l-4.8 2.9',
  home: 'M3.5 11 12 4l8.5 7M6 9.5V20h12V9.5M10 20v-5h4v5',
  trophy: 'M8 4h8v5a4 4 0 0 1-8 0V4Zm0 2H4.5a3 3 0 0 0 3.5 4M16 6h3.5a3 3 0 0 1-3.5 4M12 13v4m-4 3h8m-6-3h4',
  history: 'M3.5 12a8.5 8.5 0 1 0 2.5-6M3.5 4v4h4M12 8v4.5l3 2',
  chart: 'M4 20V4M4 20h16M8 16v-4m4 4V8m4 8v-6',
  shield: 'M12 3.5 19 6v5.5c0 4.2-3 7.6-7 9-4-1.4-7-4.8-7-9V6l7-2.5Zm-3 8.5 2 2 4-4',
  card: 'M3 6.5h18v11H3zM3 10h18M7 14.5h3',
  check: 'm5 12.5 4.5 4.5L19 7.5',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14Zm9 2-4-4',
  star: 'm12 3.5 2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.8l-5.2 2.8 1-5.8-4.3-4.1 5.9-.8L12 3.5Z',
  send: 'M20.5 3.5 3.5 10l7 2.5m10-9-6.5 17-3.5-7.5m10-9.5-10 9.5',
  info: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-10v6m0-9.5v.1',
  plus: 'M12 5v14M5 12h14',
  copy: 'M9 9h10.5v11H9zM15 9V4.5H4.5V15H9',
  transfer: 'M4 8h14m0 0-3.5-3.5M18 8l-3.5 3.5M20 16H6m0 0 3.5-3.5M6 16l3.5 3.5',
  coins:
    'M9 8c3.6 0 6.5-1 6.5-2.3S12.6 3.5 9 3.5 2.5 4.4 2.5 5.7 5.4 8 9 8Zm-6.5-2.3v4.6C2.5 11.6 5.4 12.6 9 12.6m-6.5-2.3v4.6C2.5 16.2 5.4 17 9 17m6.5-11.3v3.6M12 14.5c0 1.3 2.6 2.3 5.8 2.3s5.7-1 5.7-2.3-2.6-2.3-5.7-2.3-5.8 1-5.8 2.3Zm0 0v3.7c0 1.3 2.6 2.3 5.8 2.3s5.7-1 5.7-2.3v-3.7',
  target:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-4.5a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm0-3.5a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z',
  megaphone:
    'M4 10v4a1.5 1.5 0 0 0 1.5 1.5H8l8 4.5V4L8 8.5H5.5A1.5 1.5 0 0 0 4 10Zm4 5.5 1.5 4.5M19 9.5a3.5 3.5 0 0 1 0 5',
  qr: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h2v2h-2zM18 18h2v2h-2zM14 18h2M18 14h2',
  facebook: 'M14.5 8.5H17V5h-2.5A3.5 3.5 0 0 0 11 8.5V11H8.5v3.5H11V21h3.5v-6.5H17l.5-3.5h-3V9a.5.5 0 0 1 .5-.5Z',
  whatsapp:
    'M4 20l1.2-4A8.5 8.5 0 1 1 8.3 19L4 20Zm5-11.5c0 3.5 3 6.5 6.5 6.5l1.2-1.6-2-1-1 .9a5 5 0 0 1-2.5-2.5l.9-1-1-2L9.5 8.5',
  telegram: 'M21 4 2.8 11l5.6 2 2.1 6.3 3.2-3.6 4.6 3.4L21 4Zm-12.6 9L18 7',
  game: 'M7 8h10a4 4 0 0 1 4 4.5l-.6 3.6a2.5 2.5 0 0 1-4.3 1.2L14.5 15.5h-5l-1.6 1.8a2.5 2.5 0 0 1-4.3-1.2L3 12.5A4 4 0 0 1 7 8Zm1 3v3m-1.5-1.5h3M15.5 12h.01M17.5 14h.01',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-13v4.5l3 2',
  slots:
    'M5.5 6h10A1.5 1.5 0 0 1 17 7.5v11a1.5 1.5 0 0 1-1.5 1.5h-10A1.5 1.5 0 0 1 4 18.5v-11A1.5 1.5 0 0 1 5.5 6ZM7 9.5h7v5H7zm2.3 0v5m2.4-5v5M7 17.5h3M17 12h2.5V7M19.5 7a1.3 1.3 0 1 0 0-2.6 1.3 1.3 0 0 0 0 2.6Z',
  cards:
    'M9.5 4.5h8A1.5 1.5 0 0 1 19 6v12.5a1.5 1.5 0 0 1-1.5 1.5h-8A1.5 1.5 0 0 1 8 18.5V6a1.5 1.5 0 0 1 1.5-1.5ZM8 7.2l-2.9.8a1.5 1.5 0 0 0-1 1.8l2.6 9.6a1.5 1.5 0 0 0 1.3 1.1M13.5 9l-2 3.2 2 3.3 2-3.3-2-3.2Z',
  ball: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-13.5 3.6 2.6-1.4 4.2H9.8l-1.4-4.2L12 7.5Zm0 0V3.2m3.6 6.9 4.7-1.5m-6.1 5.7 2.9 3.9m-7.3-3.9-2.9 3.9m1-8.1L3.7 8.6',
  fish: 'M21 12c-1.6 3-4.4 5.5-8 5.5-3.2 0-6-1.8-8-5.5 2-3.7 4.8-5.5 8-5.5 3.6 0 6.4 2.5 8 5.5ZM5 12 2 8.5v7L5 12Zm11-1.3v.01',
  chip: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-4a5 5 0 1 0 0-10 5 5 0 0 0 0 10ZM12 3v4m0 10v4M3 12h4m10 0h4M5.6 5.6l2.9 2.9m7 7 2.9 2.9m0-12.8-2.9 2.9m-7 7-2.9 2.9',
  ticket:
    'M5 6h14a1.5 1.5 0 0 1 1.5 1.5v2a2.5 2.5 0 0 0 0 5v2A1.5 1.5 0 0 1 19 18H5a1.5 1.5 0 0 1-1.5-1.5v-2a2.5 2.5 0 0 0 0-5v-2A1.5 1.5 0 0 1 5 6Zm9.5 0v2m0 3v2m0 3v2',
  bingo:
    'M5.5 4h13A1.5 1.5 0 0 1 20 5.5v13a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 4 18.5v-13A1.5 1.5 0 0 1 5.5 4ZM4 9.3h16M4 14.7h16M9.3 4v16m5.4-16v16',
  grid: 'M4 4h6.5v6.5H4zM13.5 4H20v6.5h-6.5zM4 13.5h6.5V20H4zM13.5 13.5H20V20h-6.5z',
  flame:
    'M12 21c-3.7 0-6.5-2.7-6.5-6.3 0-3.5 2.5-5.4 3.6-8.4.6 1.8 1.6 2.8 2.6 3.3.3-2.8 1.6-5.2 3.8-6.6-.3 2.9 3 5.5 3 9.8 0 4.7-2.8 8.2-6.5 8.2Z',
  external: 'M14 4h6v6M20 4l-9 9M18 14v4.5a1.5 1.5 0 0 1-1.5 1.5h-11A1.5 1.5 0 0 1 4 18.5v-11A1.5 1.5 0 0 1 5.5 6H10',
  bank: 'M3.5 9.5 12 4.5l8.5 5M4.5 9.5h15M6 10v7m4-7v7m4-7v7m4-7v7M3.5 19.5h17',
  upload: 'M12 16V4.5m0 0L7.5 9M12 4.5 16.5 9M5 15v3.5A1.5 1.5 0 0 0 6.5 20h11a1.5 1.5 0 0 0 1.5-1.5V15',
  bolt: 'M13 3 5 13.5h6L10 21l8-10.5h-6L13 3Z',
  image: 'M4 5h16v14H4zM4 15.5l4.5-4.5 4 4 2.5-2.5L20 17.5M15.5 9.5h.01',
  alert: 'M12 4 2.8 19.5h18.4L12 4Zm0 6v4.5m0 2.5v.1',
} as const

export type IconName = keyof typeof PATHS

export function Icon({ name, size = 20, className }: { name: IconName; size?: number; className?: string }) {
  return <LineIcon path={PATHS[name]} size={size} className={className} />
}

/** A line icon on the 24 px grid, drawn in the text colour; for a shape only one page uses. */
export function LineIcon({ path, size, className }: { path: string; size: number; className?: string }) {
  return (
    <LineSvg className={className} size={size} focusable="false">
      <path d={path} />
    </LineSvg>
  )
}

/** The frame of a line drawing on the 24 px grid: stroked in the text colour, hidden from screen readers. */
export function LineSvg({
  size,
  strokeWidth = '1.8',
  className,
  focusable,
  children,
}: {
  size: number
  strokeWidth?: string
  className?: string
  focusable?: 'false'
  children: ReactNode
}) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable={focusable}
    >
      {children}
    </svg>
  )
}
