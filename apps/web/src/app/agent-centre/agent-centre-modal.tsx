import { useMemo } from 'react'
import { Icon } from '../../components/ui/icon'
import { Modal } from '../../components/ui/modal'
import { ErrorState, Spinner } from '../../components/ui/states'
import { AGENT } from '../../features/agent-centre/agent-texts'
import { useContractFlags, useOverview } from '../../features/agent-centre/api'
import { presetDays, toInstants } from '../../features/agent-centre/period'
import { useTexts } from '../../lib/i18n'
import type { ModalProps } from '../../lib/modals'
import { isAgentAccount } from '../../lib/session-store'
import { useSite } from '../../lib/site'
import { COMMON } from '../../locales/common'
import { CentreFrame, usePageFocus } from '../centre/centre-frame'
import { useCentreSession } from '../centre/centre-guard'
import { useNarrow } from '../layout/use-narrow'
import { AgentCard, AgentCentreMenu } from './agent-centre-side'
import { defaultAgentPage, findAgentPage, visibleAgentPages } from './pages'
import './agent-centre.css'
import '../../components/ui/icon-tile.css'

/**
 * The agent centre (docs/domain/site.md#routes-and-pages): the pages of an agent account (isAgent 1, 2, 41 or 42). A
 * visitor gets the login popup, a trial account its warning and a member the agents-only warning
 * (docs/domain/site.md#states-and-transitions).
 */
export default function AgentCentreModal({ params, onClose }: ModalProps) {
  const session = useCentreSession('agentCentre')
  if (!session) return null
  if (!isAgentAccount(session)) return <AgentsOnly onClose={onClose} />
  return <AgentCentre params={params} onClose={onClose} />
}

function AgentsOnly({ onClose }: { onClose: () => void }) {
  const { t } = useTexts(AGENT)
  const common = useTexts(COMMON).t
  return (
    <Modal title={t('notAgentTitle')} closeLabel={common('close')} onClose={onClose} size="small">
      <div className="ac-warning">
        <span className="ac-warning__icon icon-tile icon-tile--round icon-tile--gold">
          <Icon name="lock" size={28} />
        </span>
        <p>{t('notAgentBody')}</p>
        <button type="button" className="button button--cta" onClick={onClose}>
          {common('confirm')}
        </button>
      </div>
    </Modal>
  )
}

function AgentCentre({ params, onClose }: ModalProps) {
  const { t } = useTexts(AGENT)
  const common = useTexts(COMMON).t
  const timeZone = useSite().merchant.timezone
  const narrow = useNarrow()
  const flags = useContractFlags()
  // The overview's default period, asked for here with the flags: the centre opens on it with its figures.
  const range = useMemo(() => toInstants(presetDays('last7', new Date(), timeZone), timeZone), [timeZone])
  const overview = useOverview(range)
  const pages = flags.data ? visibleAgentPages(flags.data) : []
  const requested = findAgentPage(pages, params.page)
  // Desktop always shows a page (agentTeamOverview when none is named); a phone shows the menu first.
  const page = requested ?? (narrow ? null : defaultAgentPage(pages))
  const heading = usePageFocus(page?.id)

  // The modal shows only once its data is there (docs/domain/site.md#routes-and-pages); until then a spinner says it is coming.
  if (flags.isPending || overview.isPending) {
    return (
      <div className="ac-wait">
        <Spinner label={t('title')} />
      </div>
    )
  }

  return (
    <Modal title={t('title')} closeLabel={common('close')} onClose={onClose} size="wide" hideTitle className="mc ac">
      {flags.error ? (
        <div className="ac-failed">
          <ErrorState error={flags.error} onRetry={() => void flags.refetch()} />
        </div>
      ) : (
        <CentreFrame
          texts={AGENT}
          modal="agentCentre"
          titleId="ac-page-title"
          page={page}
          params={params}
          heading={heading}
          narrow={narrow}
          onClose={onClose}
          side={(open) => (
            <>
              <AgentCard teamSize={overview.data?.teamSize ?? null} onOpen={open} />
              <AgentCentreMenu pages={pages} current={page?.id ?? null} onOpen={open} />
            </>
          )}
        />
      )}
    </Modal>
  )
}
