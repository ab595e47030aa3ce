import type { Permission } from '@sea/contract'
import type { ReactNode } from 'react'
import { AccessTab } from '../brand-rules/access-tab'
import { LinksTab } from '../brand-rules/links-tab'
import { SignupTab } from '../brand-rules/signup-tab'
import { BrandCashierTab } from '../brand-cashier/brand-cashier-tab'
import { DomainsTab } from './domains-tab'
import { GeneralTab } from './general-tab'
import { LookTab } from './look-tab'

/**
 * The tabs of a brand's settings page (decision 053). Each tab is its own feature folder
 * (brands, brand-rules, brand-cashier) and loads its own data from the brand's id, so the page
 * knows nothing of what a tab holds. `path` is relative to /brands/:merchantId ('' is the first).
 */
export interface BrandTab {
  path: string
  /** A key of the brands texts' `tabs` object. */
  label: string
  /** Shown to operators holding this permission; editing may need more (the tab checks). */
  permission: Permission
  element: (merchantId: number) => ReactNode
}

export const BRAND_TABS: readonly BrandTab[] = [
  { path: '', label: 'general', permission: 'brands.read', element: (id) => <GeneralTab merchantId={id} /> },
  { path: 'domains', label: 'domains', permission: 'brands.read', element: (id) => <DomainsTab merchantId={id} /> },
  { path: 'look', label: 'look', permission: 'brands.read', element: (id) => <LookTab merchantId={id} /> },
  { path: 'signup', label: 'signup', permission: 'brands.read', element: (id) => <SignupTab merchantId={id} /> },
  { path: 'links', label: 'links', permission: 'brands.read', element: (id) => <LinksTab merchantId={id} /> },
  { path: 'access', label: 'access', permission: 'brands.read', element: (id) => <AccessTab merchantId={id} /> },
  {
    path: 'cashier',
    label: 'cashier',
    permission: 'brands.read',
    element: (merchantId) => <BrandCashierTab merchantId={merchantId} />,
  },
]
