import type { ContractKind } from '@sea/contract'
import { useState, type ReactNode } from 'react'
import { FormMessage } from '../../../components/ui/field'
import { Icon } from '../../../components/ui/icon'
import { EmptyState } from '../../../components/ui/states'
import { useErrorText } from '../../../lib/error-text'
import { useTexts } from '../../../lib/i18n'
import { useContractAction, type Contract, type ContractAction } from '../api'
import { ContractCard, ContractHistory } from './contract-card'
import { CONTRACTS } from './contract-texts'

/** Actions on one contract, with the call's error or the contracts an acceptance ended. */
export function ContractActions({ contract, extra }: { contract: Contract; extra?: ReactNode }) {
  const { t } = useTexts(CONTRACTS)
  const errorText = useErrorText()
  const action = useContractAction(contract.kind)
  const [ended, setEnded] = useState(0)
  const run = (name: ContractAction) =>
    action.mutate(
      { action: name, contractId: contract.id },
      { onSuccess: (result) => setEnded(name === 'accept' ? result.contracts.length : 0) },
    )
  const mine = contract.side === 'own' ? 'agent' : 'upline'
  const asked = contract.terminationRequestedBy
  return (
    <>
      {contract.status === 'offered' && contract.side === 'own' ? (
        <p className="ct-card__note">
          <Icon name="info" size={16} />
          {t('mine.lowerWarning')}
        </p>
      ) : null}
      {contract.status === 'active' && asked ? (
        <p className="ct-card__note">
          <Icon name="alert" size={16} />
          {asked === mine ? t('mine.endAskedByMe') : t('mine.endAskedByOther')}
        </p>
      ) : null}
      <div className="ct-card__actions">
        {contract.status === 'offered' && contract.side === 'own' ? (
          <>
            <button
              type="button"
              className="button button--cta"
              disabled={action.isPending}
              onClick={() => run('accept')}
            >
              <Icon name="check" size={16} />
              {t('mine.accept')}
            </button>
            <button
              type="button"
              className="button button--ghost"
              disabled={action.isPending}
              onClick={() => run('reject')}
            >
              {t('mine.reject')}
            </button>
          </>
        ) : null}
        {contract.status === 'active' && !asked ? (
          <button
            type="button"
            className="button button--ghost"
            disabled={action.isPending}
            onClick={() => run('request_termination')}
          >
            {t('mine.requestEnd')}
          </button>
        ) : null}
        {contract.status === 'active' && asked && asked !== mine ? (
          <button
            type="button"
            className="button button--primary"
            disabled={action.isPending}
            onClick={() => run('confirm_termination')}
          >
            {t('mine.confirmEnd')}
          </button>
        ) : null}
        {extra}
      </div>
      {action.error ? <FormMessage>{errorText(action.error)}</FormMessage> : null}
      {ended > 0 ? <FormMessage tone="info">{t('mine.ended', { count: ended })}</FormMessage> : null}
    </>
  )
}

/** The caller's own contracts of a kind with its upline: a waiting offer first, then the active one, then history. */
export function MyContract({ kind, contracts }: { kind: ContractKind; contracts: readonly Contract[] }) {
  const { t } = useTexts(CONTRACTS)
  const own = contracts.filter((contract) => contract.side === 'own')
  const offered = own.filter((contract) => contract.status === 'offered')
  const active = own.filter((contract) => contract.status === 'active')
  const past = own.filter((contract) => contract.status === 'rejected' || contract.status === 'terminated')
  return (
    <div className="ct-list">
      {offered.length > 0 ? (
        <p className="ct-ceiling">
          <Icon name="bell" size={16} />
          {t('mine.offerWaiting')}
        </p>
      ) : null}
      {[...offered, ...active].map((contract) => (
        <ContractCard key={contract.id} contract={contract}>
          <ContractActions contract={contract} />
        </ContractCard>
      ))}
      {offered.length + active.length === 0 ? (
        <EmptyState icon="info" title={t('mine.none', { kind: t(`kinds.${kind}`) })} />
      ) : null}
      <ContractHistory contracts={past} />
    </div>
  )
}
