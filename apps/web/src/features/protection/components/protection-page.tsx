import { QueryView } from '../../../components/ui/states'
import { useTexts } from '../../../lib/i18n'
import { useProtection } from '../api'
import { PROTECTION } from '../protection-texts'
import { LimitCard } from './limit-card'
import { SessionTime } from './session-time'
import { TakeABreak } from './take-a-break'
import './protection.css'

/** The member centre's player-protection page (docs/player-protection.md): deposit limits and a break. */
export default function ProtectionPage() {
  const { t } = useTexts(PROTECTION)
  const protection = useProtection()
  return (
    <div className="centre-panel protection">
      <p className="protection__intro">{t('intro')}</p>
      <section className="protection__section" aria-labelledby="protection-limits">
        <h3 id="protection-limits" className="protection__title">
          {t('limits.title')}
        </h3>
        <p className="protection__tip">{t('limits.intro')}</p>
        <QueryView query={protection} rows={3}>
          {(data) => (
            <div className="protection__limits">
              {data.limits.map((limit) => (
                <LimitCard key={`${limit.kind}-${limit.period}`} limit={limit} />
              ))}
            </div>
          )}
        </QueryView>
      </section>
      <SessionTime />
      <section className="protection__section protection__section--pause" aria-labelledby="protection-pause">
        <h3 id="protection-pause" className="protection__title">
          {t('pause.title')}
        </h3>
        <p className="protection__tip">{t('pause.intro')}</p>
        <TakeABreak />
      </section>
    </div>
  )
}
