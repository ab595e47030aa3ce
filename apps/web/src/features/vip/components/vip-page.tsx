import { Link } from 'react-router'
import { Icon } from '../../../components/ui/icon'
import { InfoCard } from '../../../components/ui/info-card'
import { EmptyState, LoadingState } from '../../../components/ui/states'
import { TitledSection } from '../../../components/ui/titled-section'
import { useTexts } from '../../../lib/i18n'
import { useSite } from '../../../lib/site'
import { useVipTable } from '../api'
import { VIP } from '../vip-texts'
import { Crown } from './crown'
import { VIP_SERVICE_FROM, VipStatusCard } from './vip-status'
import { VipTiers } from './vip-tiers'
import '../../../components/ui/card.css'
import './vip.css'

const HOW = ['play', 'rank', 'enjoy'] as const

/**
 * /vip, without the site header: the member's tier and progress (or a way in for a visitor), how
 * tiers work, and the brand's tier table, which anyone may read (decision 055); or, while the
 * brand has no tiers, that the club is not open yet.
 */
export function VipPage() {
  const { t } = useTexts(VIP)
  const site = useSite()
  const table = useVipTable()
  return (
    <div className="vip">
      <header className="vip__bar">
        <Link to="/" className="vip__back">
          <Icon name="chevronLeft" size={18} />
          {t('backHome')}
        </Link>
        <Link to="/" className="vip__brand" aria-label={site.merchant.name}>
          <img src={site.merchant.logoUrl} alt="" width={32} height={32} />
          <span>{site.merchant.name}</span>
        </Link>
      </header>
      <main>
        {/* A brand without tiers has no club yet: no status to ask, no table, nothing to explain. */}
        {table.isPending ? (
          <LoadingState rows={6} />
        ) : table.data?.tiers.length === 0 ? (
          <VipClosed />
        ) : (
          <VipClub table={table} />
        )}
      </main>
    </div>
  )
}

/** The club: the member's standing beside the pitch, the tier table, then how tiers work. */
function VipClub({ table }: { table: ReturnType<typeof useVipTable> }) {
  const { t } = useTexts(VIP)
  return (
    <>
      <section className="vip__hero">
        <div className="vip__hero-copy">
          <p className="vip__eyebrow eyebrow">
            <Crown size={16} />
            {t('eyebrow')}
          </p>
          <h1 className="vip__title">{t('title')}</h1>
          <p className="vip__lead">{t('lead')}</p>
        </div>
        <VipStatusCard />
      </section>

      <VipTiers table={table} />

      <TitledSection id="vip-how" title={t('howTitle')} className="vip__section" titleClass="section-title">
        <ol className="vip__how card-grid">
          {HOW.map((id, index) => (
            <InfoCard
              key={id}
              markClass="vip__how-number card-number"
              mark={index + 1}
              title={t(`how.${id}.title`)}
              body={t(`how.${id}.body`, { level: VIP_SERVICE_FROM })}
            />
          ))}
        </ol>
      </TitledSection>
    </>
  )
}

function VipClosed() {
  const { t } = useTexts(VIP)
  return (
    <section className="vip__closed">
      <h1 className="visually-hidden">{t('eyebrow')}</h1>
      <EmptyState icon="star" title={t('closedTitle')}>
        <p>{t('closedBody')}</p>
      </EmptyState>
    </section>
  )
}
