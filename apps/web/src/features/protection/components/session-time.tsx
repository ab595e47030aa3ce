import { QueryView } from '../../../components/ui/states'
import { useTexts } from '../../../lib/i18n'
import { useSessionProtection } from '../protection-session-api'
import { PROTECTION_SESSION } from '../protection-session-texts'
import { RealityCheckCard } from './reality-check-card'
import { SessionLimitCard } from './session-limit-card'
import './session-time.css'

/** The player-protection page's session section (decision 059): the session limit and the reality check. */
export function SessionTime() {
  const { t } = useTexts(PROTECTION_SESSION)
  const settings = useSessionProtection()
  return (
    <section className="protection__section" aria-labelledby="protection-session">
      <h3 id="protection-session" className="protection__title">
        {t('title')}
      </h3>
      <p className="protection__tip">{t('intro')}</p>
      <QueryView query={settings} rows={2}>
        {(data) => (
          <div className="protection__limits">
            <SessionLimitCard limit={data.sessionLimit} />
            <RealityCheckCard minutes={data.realityCheckMinutes} />
          </div>
        )}
      </QueryView>
    </section>
  )
}
