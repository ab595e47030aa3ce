import { useState } from 'react'
import { ErrorState, LoadingState, Pagination } from '../../../components/ui/states'
import { TitledSection } from '../../../components/ui/titled-section'
import { useTexts } from '../../../lib/i18n'
import { WageringBar } from '../../promotions/components/offer-parts'
import { REWARDS_PAGE_SIZE, useRewards } from '../api'
import { REWARDS } from '../rewards-texts'
import { EmptyHero } from './empty-hero'
import { ClaimableReward, RewardRow } from './reward-items'
import { WaysToEarn } from './ways-to-earn'
import './rewards.css'

/** With this many rewards or fewer, the page still shows where more come from. */
const FEW = 3

/**
 * The reward centre (rewardCenter): rewards waiting for a claim, the bonus wagering still open,
 * then every reward the member was given, newest first (decision 054).
 */
export default function RewardCenter() {
  const { t } = useTexts(REWARDS)
  const [page, setPage] = useState(1)
  const query = useRewards(page)
  if (query.isPending) return <LoadingState rows={4} />
  if (query.error || !query.data) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />
  const { claimable, history, totalElements, wagering } = query.data
  const empty = claimable.length === 0 && totalElements === 0 && wagering === null

  return (
    <div className="centre-panel rewards">
      {empty ? (
        <EmptyHero icon="trophy" title={t('rewardsTitle')}>
          {t('rewardsBody')}
        </EmptyHero>
      ) : null}
      {claimable.length > 0 ? (
        <TitledSection id="rewards-claimable" title={t('claimableTitle')} level="h3" titleClass="rewards-section-title">
          <ul className="reward-claims">
            {claimable.map((reward) => (
              <ClaimableReward key={reward.id} reward={reward} />
            ))}
          </ul>
        </TitledSection>
      ) : null}
      {wagering ? (
        <section className="rewards-wagering" aria-label={t('wageringTitle')}>
          <WageringBar wagering={wagering} title={t('wageringTitle')} />
          <p className="rewards-wagering__note">{t('wageringBody')}</p>
        </section>
      ) : null}
      {totalElements > 0 ? (
        <TitledSection id="rewards-history" title={t('historyTitle')} level="h3" titleClass="rewards-section-title">
          <ul className="reward-rows" aria-busy={query.isPlaceholderData}>
            {history.map((reward) => (
              <RewardRow key={reward.id} reward={reward} />
            ))}
          </ul>
          <Pagination page={page} totalPages={Math.ceil(totalElements / REWARDS_PAGE_SIZE)} onChange={setPage} />
        </TitledSection>
      ) : null}
      {claimable.length + totalElements <= FEW ? <WaysToEarn /> : null}
    </div>
  )
}
