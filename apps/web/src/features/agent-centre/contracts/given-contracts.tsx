import type { ContractKind } from '@sea/contract'
import { useState } from 'react'
import { FormMessage } from '../../../components/ui/field'
import { Icon } from '../../../components/ui/icon'
import { EmptyState } from '../../../components/ui/states'
import { useTexts } from '../../../lib/i18n'
import type { Ceiling, Contract } from '../api'
import { Panel } from '../components/parts'
import { ContractCard, ContractHistory } from './contract-card'
import { CONTRACTS } from './contract-texts'
import { ContractActions } from './my-contract'
import { OfferForm } from './offer-form'
import { draftsOf, type DraftTier } from './tiers'
import '../../../components/ui/icon-tile.css'

type Draft = { username?: string; tiers?: DraftTier[]; key: number }

/**
 * Contracts the caller gave its direct downline agents: the offer form (opened from the team list
 * with a username, or here), each downline's waiting and active contracts, and their history.
 */
export function GivenContracts({
  kind,
  contracts,
  ceiling,
  username,
}: {
  kind: ContractKind
  contracts: readonly Contract[]
  ceiling: Ceiling
  username?: string
}) {
  const { t } = useTexts(CONTRACTS)
  const [draft, setDraft] = useState<Draft | null>(username ? { username, key: 0 } : null)
  const [sent, setSent] = useState<string | null>(null)
  const given = contracts.filter((contract) => contract.side === 'given')
  const live = given.filter((contract) => contract.status === 'offered' || contract.status === 'active')
  const past = given.filter((contract) => contract.status === 'rejected' || contract.status === 'terminated')
  // A new key remounts the form, so "new version" while it is open starts from the chosen contract.
  const edit = (contract: Contract) =>
    setDraft((open) => ({ username: contract.agent, tiers: draftsOf(contract.tiers), key: (open?.key ?? 0) + 1 }))

  return (
    <div className="ct-list">
      {sent ? <FormMessage tone="success">{t('given.sent', { username: sent })}</FormMessage> : null}
      {draft ? (
        <Panel
          icon="send"
          title={t('given.offerNew')}
          aside={
            <button
              type="button"
              className="mc__icon-button icon-tile icon-tile--round icon-tile--muted"
              onClick={() => setDraft(null)}
              aria-label={t('given.cancel')}
            >
              <Icon name="close" size={16} />
            </button>
          }
        >
          <OfferForm
            key={draft.key}
            kind={kind}
            ceiling={ceiling}
            username={draft.username}
            tiers={draft.tiers}
            onDone={(to) => {
              setSent(to)
              setDraft(null)
            }}
          />
        </Panel>
      ) : (
        <div className="ct-toolbar">
          <button type="button" className="button button--cta" onClick={() => setDraft({ key: 0 })}>
            <Icon name="plus" size={16} />
            {t('given.offerNew')}
          </button>
        </div>
      )}
      {live.map((contract) => (
        <ContractCard key={contract.id} contract={contract}>
          <ContractActions
            contract={contract}
            extra={
              <button type="button" className="button button--ghost" onClick={() => edit(contract)}>
                <Icon name="copy" size={16} />
                {t('given.edit')}
              </button>
            }
          />
        </ContractCard>
      ))}
      {live.length === 0 ? <EmptyState icon="share" title={t('given.empty')} /> : null}
      <ContractHistory contracts={past} />
    </div>
  )
}
