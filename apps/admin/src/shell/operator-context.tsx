import type { Permission } from '@sea/contract'
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react'
import type { CallValue } from '../lib/api'
import type { api } from '../lib/routes'

export type Me = CallValue<NonNullable<(typeof api.me)['__route']>>

interface OperatorContextValue {
  me: Me
  can: (permission: Permission) => boolean
  /** The brand the operator is looking at; null: all brands in scope. Later pages filter by it. */
  brandId: number | null
  chooseBrand: (brandId: number | null) => void
}

const OperatorContext = createContext<OperatorContextValue | null>(null)

// Kept across reloads and sessions; a brand no longer in scope is simply not honoured.
const BRAND_KEY = 'sea.admin.brand'

function storedBrand(me: Me): number | null {
  try {
    const id = Number(localStorage.getItem(BRAND_KEY))
    if (me.brands.some((brand) => brand.id === id)) return id
  } catch {
    // Storage refused: no stored choice.
  }
  // A brand-scoped operator with one brand has no choice to make.
  return !me.installationWide && me.brands.length === 1 ? (me.brands[0]?.id ?? null) : null
}

export function OperatorProvider({ me, children }: { me: Me; children: ReactNode }) {
  const [brandId, setBrandId] = useState<number | null>(() => storedBrand(me))
  const chooseBrand = useCallback((id: number | null) => {
    setBrandId(id)
    try {
      if (id === null) localStorage.removeItem(BRAND_KEY)
      else localStorage.setItem(BRAND_KEY, String(id))
    } catch {
      // Storage refused: the choice lasts for this page only.
    }
  }, [])
  const value = useMemo(() => {
    const held = new Set(me.permissions)
    return { me, can: (permission: Permission) => held.has(permission), brandId, chooseBrand }
  }, [me, brandId, chooseBrand])
  return <OperatorContext value={value}>{children}</OperatorContext>
}

export function useOperator(): OperatorContextValue {
  const value = useContext(OperatorContext)
  if (!value) throw new Error('useOperator outside the console shell')
  return value
}
