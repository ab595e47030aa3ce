import { Link } from 'react-router'
import { Icon } from '../../../components/ui/icon'
import { useTexts } from '../../../lib/i18n'
import { useSite } from '../../../lib/site'
import { HELP } from '../help-texts'
import { HelpCentre } from './help-centre'
import '../../../components/ui/icon-tile.css'

/** /helpmc: the same help centre without the site header, as the demo's customer-service window. */
export function HelpWindow() {
  const { t } = useTexts(HELP)
  const site = useSite()
  return (
    <div className="help-window">
      <header className="help-window__bar">
        <Link to="/" className="help-window__brand" aria-label={site.merchant.name}>
          <img src={site.merchant.logoUrl} alt="" width={30} height={30} />
        </Link>
        <div className="help-window__heading">
          <h1>{t('serviceTitle')}</h1>
          <p>{t('serviceLead')}</p>
        </div>
        <span className="help-window__badge icon-tile icon-tile--round icon-tile--gold" aria-hidden="true">
          <Icon name="headset" size={20} />
        </span>
      </header>
      <main className="help-window__body">
        <HelpCentre inSupportWindow />
      </main>
    </div>
  )
}
