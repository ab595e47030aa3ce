import { BrandMark } from '../../../components/ui/brand-mark'
import { useSite } from '../../../lib/site'
import './site-footer.css'

// STUB: the shell feature replaces this with the full footer (providers, browsers, payments).
export function SiteFooter() {
  const site = useSite()
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <BrandMark name={site.merchant.name} logoUrl={site.merchant.logoUrl} size={32} />
      </div>
    </footer>
  )
}
