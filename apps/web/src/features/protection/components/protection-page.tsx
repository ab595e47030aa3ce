import { LIMIT_KINDS, type LimitKind } from '@sea/contract/constants'
import { useState } from 'react'
import { QueryView } from '../../../components/ui/states'
import { Tabs } from '../../../components/ui/tabs'
import { useTexts } from '../../../lib/i18n'
import { useProtection } from '../api'
import { PROTECTION } from '../protection-texts'
import { LimitCard } from './limit-card'
import { SessionTime } from './session-time'
import { TakeABreak } from './take-a-break'
import './protection.css'

/** The member centre's player-protection page (docs/player-protection.md): limits by kind, and a break. */
export default function ProtectionPage() {
  const { t } = useTexts(PROTECTION)
  const protection = useProtection()
  const [kind, setKind] = useState<LimitKind>('deposit')
  return (
    <div className="centre-panel protection">
      <p className="protection__intro">{t('intro')}</p>
      <section className="protection__section" aria-labelledby="protection-limits">
        <h3 id="protection-limits" className="protection__title">
          {t('limits.title')}
        </h3>
        <p className="protection__tip">{t('limits.intro')}</p>
        <Tabs
          label={t('limits.title')}
          tabs={LIMIT_KINDS.map((id) => ({ id, label: t(`limits.kinds.${id}`) }))}
          value={kind}
          onChange={setKind}
        />
        <p className="protection__about">{t(`limits.about.${kind}`)}</p>
        <QueryView query={protection} rows={3}>
          {(data) => (
            <div className="protection__limits" role="tabpanel" aria-label={t(`limits.kinds.${kind}`)}>
              {data.limits
                .filter((limit) => limit.kind === kind)
                .map((limit) => (
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
