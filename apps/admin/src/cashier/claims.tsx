import { useMutation, useQueryClient } from '@tanstack/react-query'
import { call } from '../lib/api'
import { useDateTime } from '../lib/format'
import { useTexts } from '../lib/i18n'
import { useOperator } from '../shell/operator-context'
import { type Claim, cashierApi } from './cashier.api'
import { CASHIER } from './cashier.texts'

export type ClaimState = 'free' | 'mine' | 'other'

/** Whose the item is now: nobody's, the caller's, or another operator's (whose actions then wait). */
export function useClaimState(claim: Claim | null): ClaimState {
  const { me } = useOperator()
  if (!claim) return 'free'
  return claim.operatorId === me.id ? 'mine' : 'other'
}

export type ClaimKind = 'deposit' | 'withdrawal'

/**
 * Claim and release of a deposit or a withdrawal (its dispute included). Any answer refreshes the
 * queues, so a refusal (claimed_by_other) shows the holder at once; the refusal goes to `onError`.
 */
function useClaimCalls(kind: ClaimKind, onError: (error: unknown) => void) {
  const queryClient = useQueryClient()
  const settled = (_data: unknown, error: unknown) => {
    onError(error)
    return queryClient.invalidateQueries({ queryKey: ['cashier'] })
  }
  const claim = useMutation({
    mutationFn: (id: string) =>
      kind === 'deposit'
        ? call(cashierApi.claimDeposit, { params: { depositId: id } })
        : call(cashierApi.claimWithdrawal, { params: { id } }),
    onSettled: settled,
  })
  const release = useMutation({
    mutationFn: (id: string) =>
      kind === 'deposit'
        ? call(cashierApi.releaseDeposit, { params: { depositId: id } })
        : call(cashierApi.releaseWithdrawal, { params: { id } }),
    onSettled: settled,
  })
  return { claim, release }
}

/** Who holds a queue item, and until when. */
export function Holder({ claim }: { claim: Claim | null }) {
  const { t } = useTexts(CASHIER)
  const time = useDateTime()
  const state = useClaimState(claim)
  if (!claim) return <span className="muted">{t('claim.free')}</span>
  const until = time(claim.expiresAt).slice(11)
  return (
    <span
      className={state === 'mine' ? 'holder holder-mine' : 'holder holder-other'}
      title={t('claim.heldBy', { username: claim.username, time: until })}
    >
      <LockIcon />
      {state === 'mine' ? t('claim.mine') : claim.username}
      <span className="holder-until">{until}</span>
    </span>
  )
}

function LockIcon() {
  return (
    <svg width="11" height="11" viewBox="0 0 12 12" aria-hidden="true">
      <rect x="2" y="5.5" width="8" height="5.5" rx="1.2" fill="currentColor" />
      <path d="M4 5.5V4a2 2 0 0 1 4 0v1.5" fill="none" stroke="currentColor" strokeWidth="1.4" />
    </svg>
  )
}

/**
 * A queue row's buttons: claim or release, then the decisions, which wait for the caller's own
 * claim. An item another operator holds shows no claim button and its decisions stay disabled.
 */
export function ClaimActions({
  kind,
  id,
  claim,
  onError,
  label,
  decisions,
}: {
  kind: ClaimKind
  id: string
  claim: Claim | null
  /** Told of each claim or release answer: the refusal, or null. */
  onError: (error: unknown) => void
  /** Names the row for the buttons' accessible names, e.g. "deposit 12". */
  label: string
  decisions: { text: string; onClick: () => void; danger?: boolean }[]
}) {
  const { t } = useTexts(CASHIER)
  const state = useClaimState(claim)
  const calls = useClaimCalls(kind, onError)
  const busy = calls.claim.isPending || calls.release.isPending
  const waitReason =
    state === 'free'
      ? t('claim.claimFirst')
      : state === 'other'
        ? t('claim.heldByOther', { username: claim?.username })
        : undefined
  return (
    <span className="row-actions" onClick={(event) => event.stopPropagation()}>
      {state === 'free' ? (
        <button
          className="button button-secondary button-small"
          type="button"
          disabled={busy}
          aria-label={t('claim.claimLabel', { item: label })}
          onClick={() => calls.claim.mutate(id)}
        >
          {t('claim.claim')}
        </button>
      ) : null}
      {state === 'mine' ? (
        <button
          className="button button-secondary button-small"
          type="button"
          disabled={busy}
          aria-label={t('claim.releaseLabel', { item: label })}
          onClick={() => calls.release.mutate(id)}
        >
          {t('claim.release')}
        </button>
      ) : null}
      {decisions.map((decision) => (
        <button
          key={decision.text}
          className={decision.danger ? 'button button-danger button-small' : 'button button-primary button-small'}
          type="button"
          disabled={state !== 'mine'}
          title={waitReason}
          aria-label={`${decision.text} ${label}`}
          onClick={decision.onClick}
        >
          {decision.text}
        </button>
      ))}
    </span>
  )
}

/** An instant in the console's time zone; its own component so that table columns stay stable. */
export function When({ at }: { at: string | null }) {
  const time = useDateTime()
  return <span className="num">{time(at) || '—'}</span>
}
