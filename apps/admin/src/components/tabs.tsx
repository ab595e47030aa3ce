import { NavLink } from 'react-router'

export interface Tab {
  /** A path relative to the page (`ledger`), or '' for the page's first tab. */
  to: string
  label: string
  /** A small figure beside the label, such as a count of pending items. */
  badge?: number
}

/**
 * A page's tabs as links, so each tab has its own address: an operator can bookmark or share
 * "this member's deposits" and the back button walks the tabs.
 */
export function Tabs({ tabs, label }: { tabs: Tab[]; label: string }) {
  return (
    <nav className="tabs" aria-label={label}>
      {tabs.map((tab) => (
        <NavLink key={tab.to} to={tab.to} end className={({ isActive }) => (isActive ? 'tab active' : 'tab')}>
          {tab.label}
          {tab.badge ? <span className="tab-badge">{tab.badge}</span> : null}
        </NavLink>
      ))}
    </nav>
  )
}
