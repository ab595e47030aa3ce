import { Icon, type IconName } from '../../../components/ui/icon'
import { ErrorState, LoadingState } from '../../../components/ui/states'
import { TitledSection } from '../../../components/ui/titled-section'
import { useTexts } from '../../../lib/i18n'
import { useMissions } from '../../missions/api'
import { MissionBoard } from '../../missions/components/mission-board'
import { MissionCard } from '../../missions/components/mission-card'
import { groupMissions } from '../../missions/missions'
import { MISSIONS } from '../../missions/missions-texts'
import { REWARDS } from '../rewards-texts'
import { EmptyHero } from './empty-hero'
import './rewards.css'
import '../../missions/components/missions.css'

const STEPS: readonly { key: 'how1' | 'how2' | 'how3'; icon: IconName }[] = [
  { key: 'how1', icon: 'target' },
  { key: 'how2', icon: 'coins' },
  { key: 'how3', icon: 'trophy' },
]

/** With no mission live, the page says so and how missions work, instead of inventing tasks. */
function NoMissions() {
  const { t } = useTexts(REWARDS)
  return (
    <>
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
    </>
  )
}

/**
 * Mission activity (missionLeaderboard): the brand's live missions by period with the member's
 * progress, time left and reward, a Claim on each completed one (MCSFE_getMissionSummaryDetails),
 * and the leaderboard of the day or week (MCSFE_getMissionLeaderboard). docs/domain/loyalty.md#missions.
 */
export default function MissionLeaderboard() {
  const { t } = useTexts(MISSIONS)
  const query = useMissions()
  if (query.isPending) return <LoadingState rows={4} />
  if (query.error || !query.data) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />
  const { claimable, missions } = query.data
  // Read at each answer (the summary is asked every minute), so the time left moves with it.
  const now = query.dataUpdatedAt

  return (
    <div className="centre-panel rewards missions">
      {missions.length === 0 ? (
        <NoMissions />
      ) : (
        <>
          <header className="missions__head">
            <div>
              <h3 className="missions__title">{t('title')}</h3>
              <p className="missions__lead">{t('lead')}</p>
            </div>
            {claimable > 0 ? (
              <span className="missions__claimable">
                <Icon name="gift" size={16} />
                {t('claimable', { count: claimable })}
              </span>
            ) : null}
          </header>
          {groupMissions(missions).map((group) => (
            <TitledSection
              key={group.period}
              id={`missions-${group.period}`}
              title={
                <>
                  {t(`groups.${group.period}`)}
                  <small className="missions__resets">{t(`resets.${group.period}`)}</small>
                </>
              }
              level="h3"
              titleClass="rewards-section-title missions__group-title"
            >
              <ul className="mission-list">
                {group.missions.map((mission) => (
                  <MissionCard key={mission.id} mission={mission} now={now} />
                ))}
              </ul>
            </TitledSection>
          ))}
          <MissionBoard />
        </>
      )}
    </div>
  )
}
