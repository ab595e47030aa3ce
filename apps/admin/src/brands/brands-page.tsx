import { Route, Routes } from 'react-router'
import { BrandList } from './brand-list'
import { BrandPage } from './brand-page'

/** The Brands section (decision 053): the list, and each brand's settings page with its tabs. */
export function BrandsPage() {
  return (
    <Routes>
      <Route index element={<BrandList />} />
      <Route path=":merchantId/*" element={<BrandPage />} />
    </Routes>
  )
}
