import { Icon, type IconName } from '../../../components/ui/icon'
import { TitledSection } from '../../../components/ui/titled-section'
import { useTexts } from '../../../lib/i18n'
import { REWARDS } from '../rewards-texts'
import { EmptyHero } from './empty-hero'
import './rewards.css'

const STEPS: readonly { key: 'how1' | 'how2' | 'how3'; icon: IconName }[] = [
  { key: 'how1', icon: 'target' },
  { key: 'how2', icon: 'coins' },
  { key: 'how3', icon: 'trophy' },
]

/**
 * Mission activity (missionLeaderboard). Missions and their leaderboard (MCSFE_getMissionSummaryDetails,
 * MCSFE_getMissionLeaderboard) arrive with a later issue; until then the page explains what will
 * be here and shows no invented tasks or ranks.
 */
export default function MissionLeaderboard() {
  const { t } = useTexts(REWARDS)
  return (
    <div className="centre-panel rewards">
      <EmptyHero icon="target" title={t('missionsTitle')}>
        {t('missionsBody')}
      </EmptyHero>
      <TitledSection id="missions-how" title={t('howTitle')} level="h3" titleClass="rewards-section-title">
        <ol className="rewards-steps">
          {STEPS.map((step, index) => (
            <li key={step.key} className="rewards-step">
              <span className="rewards-step__number" aria-hidden="true">
                {index + 1}
              </span>
              <span className="rewards-way__icon" aria-hidden="true">
                <Icon name={step.icon} size={22} />
              </span>
              <span className="rewards-step__text">{t(step.key)}</span>
            </li>
          ))}
        </ol>
      </TitledSection>
    </div>
  )
}
