import { useState } from 'react'
import { Route, Routes } from 'react-router'
import { PageHeader } from '../components/common'
import { type Tab, Tabs } from '../components/tabs'
import { useTexts } from '../lib/i18n'
import { useOperator } from '../shell/operator-context'
import { GamesPanel } from './games-panel'
import { GAMES } from './games.texts'
import { VendorsPanel } from './vendors-panel'
import { WalletsPanel } from './wallets-panel'
import './games.css'

/**
 * Games per brand (decision 053): the brand's vendors and games, and for installation-wide
 * holders of games.secrets the vendors' wallets. The page works on one brand: the one chosen in
 * the shell, else (all brands chosen) one picked here, the first in scope to begin with.
 */
export function GamesPage() {
  const { t } = useTexts(GAMES)
  const { me, can, brandId } = useOperator()
  const [picked, setPicked] = useState<number | null>(null)
  const merchantId = brandId ?? picked ?? me.brands[0]?.id ?? null
  const wallets = me.installationWide && can('games.secrets')
  const tabs: Tab[] = [
    { to: '/games', label: t('tabs.vendors') },
    { to: '/games/games', label: t('tabs.games') },
    ...(wallets ? [{ to: '/games/wallets', label: t('tabs.wallets') }] : []),
  ]
  return (
    <div className="page">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          brandId === null && me.brands.length > 1 ? (
            <label className="games-brand">
              <span className="field-label">{t('brand')}</span>
              <select
                className="select"
                value={merchantId ?? ''}
                onChange={(event) => setPicked(Number(event.target.value))}
              >
                {me.brands.map((brand) => (
                  <option key={brand.id} value={brand.id}>
                    {brand.name}
                  </option>
                ))}
              </select>
            </label>
          ) : null
        }
      />
      <Tabs tabs={tabs} label={t('tabs.label')} />
      {merchantId === null ? null : (
        <Routes>
          <Route index element={<VendorsPanel key={merchantId} merchantId={merchantId} />} />
          <Route path="games" element={<GamesPanel key={merchantId} merchantId={merchantId} />} />
          {wallets ? <Route path="wallets" element={<WalletsPanel />} /> : null}
        </Routes>
      )}
    </div>
  )
}
