import type { ReactNode } from 'react'
import { LineSvg } from '../../../components/ui/icon'
import type { CategoryId } from './categories'

const PATHS: Record<CategoryId, ReactNode> = {
  lottery: (
    <>
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="12" r="4.6" />
      <path d="M10.4 10.4h3.2l-2.1 3.8" />
      <path d="M5.2 7.4a8.5 8.5 0 0 1 2.4-2.4" />
    </>
  ),
  live: (
    <>
      <rect x="3.2" y="5.5" width="10.5" height="14.5" rx="2" transform="rotate(-12 8.4 12.7)" />
      <rect x="9.8" y="4" width="10.5" height="14.5" rx="2" />
      <path d="M15 14.6s-2.6-1.6-2.6-3.3a1.3 1.3 0 0 1 2.6-.4 1.3 1.3 0 0 1 2.6.4c0 1.7-2.6 3.3-2.6 3.3Z" />
    </>
  ),
  slots: (
    <>
      <rect x="2.8" y="6.5" width="15" height="13" rx="2.2" />
      <path d="M5.8 6.5V4.8a1 1 0 0 1 1-1h7a1 1 0 0 1 1 1v1.7" />
      <rect x="5.4" y="9.6" width="2.8" height="5" rx=".6" />
      <rect x="9" y="9.6" width="2.8" height="5" rx=".6" />
      <rect x="12.6" y="9.6" width="2.8" height="5" rx=".6" />
      <path d="M17.8 12.5h1.8a.8.8 0 0 0 .8-.8V6.8" />
      <circle cx="20.4" cy="5.3" r="1.5" />
    </>
  ),
  sports: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m12 8.2 3.4 2.5-1.3 4h-4.2l-1.3-4Z" />
      <path d="M12 8.2V3.3M15.4 10.7l4.5-1.6M14.1 14.7l2.8 3.9M9.9 14.7l-2.8 3.9M8.6 10.7 4.1 9.1" />
    </>
  ),
  fishing: (
    <>
      <path d="M6.5 12c2.4-3.4 5.7-5 9-5 2.8 0 4.8 2.4 6 5-1.2 2.6-3.2 5-6 5-3.3 0-6.6-1.6-9-5Z" />
      <path d="M6.5 12 2.5 8v8Z" />
      <path d="M12.5 8.2c-.8 2.4-.8 5.2 0 7.6" />
      <circle cx="17.6" cy="11" r=".9" fill="currentColor" stroke="none" />
    </>
  ),
  esports: (
    <>
      <path d="M7.2 7.5h9.6a4.2 4.2 0 0 1 4.1 3.5l.7 4.3a2.6 2.6 0 0 1-4.6 2.1L15.3 15H8.7L7 17.4a2.6 2.6 0 0 1-4.6-2.1l.7-4.3a4.2 4.2 0 0 1 4.1-3.5Z" />
      <path d="M8 9.8v3.4M6.3 11.5h3.4" />
      <circle cx="15.6" cy="10.6" r=".9" fill="currentColor" stroke="none" />
      <circle cx="17.6" cy="12.6" r=".9" fill="currentColor" stroke="none" />
    </>
  ),
}

/** A line icon per game category, drawn inline so the page needs no image assets. */
export function CategoryIcon({ id }: { id: CategoryId }) {
  return (
    <LineSvg size={28} strokeWidth="1.7">
      {PATHS[id]}
    </LineSvg>
  )
}
