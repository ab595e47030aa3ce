import { useQuery } from '@tanstack/react-query'
import { Navigate, Route, Routes, useParams } from 'react-router'
import { Link } from 'react-router'
import { ErrorAlert, Notice, PageHeader } from '../components/common'
import { Tabs } from '../components/tabs'
import { call } from '../lib/api'
import { useTexts } from '../lib/i18n'
import { useOperator } from '../shell/operator-context'
import { BRAND_TABS } from './brand-tabs'
import { brandKey, brandsApi, siteAddress } from './brands.api'
import { BRANDS } from './brands.texts'
import './brands.css'

/** One brand: a header naming it, and a tab per settings group the operator may read. */
export function BrandPage() {
  const { t } = useTexts(BRANDS)
  const { can } = useOperator()
  const merchantId = Number(useParams().merchantId)
  const valid = Number.isInteger(merchantId) && merchantId > 0
  const brand = useQuery({
    queryKey: brandKey(merchantId),
    queryFn: () => call(brandsApi.brand, { params: { merchantId } }),
    enabled: valid,
  })
  if (!valid) return <Navigate to="/brands" replace />
  const tabs = BRAND_TABS.filter((tab) => can(tab.permission))
  const primary = brand.data?.domains.find((d) => d.primary)?.domain
  return (
    <div className="page">
      <Link className="link-quiet brand-back" to="/brands">
        ← {t('back')}
      </Link>
      <PageHeader
        title={brand.data?.general.name ?? t('loading')}
        subtitle={
          brand.data ? (
            <span className="brand-facts">
              <span className="chip">{brand.data.code}</span>
              <span className="chip">{brand.data.currency}</span>
              {primary ? (
                <a className="link-quiet" href={siteAddress(primary)} target="_blank" rel="noreferrer">
                  {primary} ↗
                </a>
              ) : null}
            </span>
          ) : (
            ''
          )
        }
      />
      <ErrorAlert error={brand.error} />
      {brand.data ? (
        <>
          {can('brands.settings') ? null : <Notice>{t('readOnly')}</Notice>}
          <Tabs
            label={t('tabsLabel')}
            tabs={tabs.map((tab) => ({
              // Absolute: relative links under this splat route resolve against the tab shown.
              to: tab.path === '' ? `/brands/${merchantId}` : `/brands/${merchantId}/${tab.path}`,
              label: t(`tabs.${tab.label}`),
            }))}
          />
          <Routes>
            {tabs.map((tab) => (
              <Route
                key={tab.path}
                index={tab.path === ''}
                path={tab.path === '' ? undefined : tab.path}
                element={tab.element(merchantId)}
              />
            ))}
            <Route path="*" element={<Navigate to={`/brands/${merchantId}`} replace />} />
          </Routes>
        </>
      ) : null}
    </div>
  )
}
