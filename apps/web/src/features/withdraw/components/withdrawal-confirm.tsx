import type { withdrawalRoutes } from '@sea/contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useRef, useState, useSyncExternalStore, type FormEvent } from 'react'
import { AmountField, Money } from '../../../components/ui/cashier'
import { FormMessage } from '../../../components/ui/field'
import { Icon } from '../../../components/ui/icon'
import { QueryView, Spinner } from '../../../components/ui/states'
import { MEMBER_KEY } from '../../../lib/account'
import { checkAmount } from '../../../lib/amount'
import { call, type CallValue } from '../../../lib/api-client'
import { useErrorText } from '../../../lib/error-text'
import { formatMoney, useDateTime } from '../../../lib/format'
import { useTexts } from '../../../lib/i18n'
import { useSession } from '../../../lib/session-store'
import { readProof } from '../proof-files'
import { confirmationQuery, confirmEndpoint, REMARK_MAX, uploadProofEndpoint } from '../withdraw-api'
import { WITHDRAW } from '../withdraw-texts'
import { ProofPicker, type ProofRejected } from './proof-picker'
import './withdrawal-records.css'

type Confirmation = CallValue<typeof withdrawalRoutes.confirmation>
type Mode = 'all_received' | 'received' | 'not_received'

/** A picture whose bytes are not PNG or JPEG, whatever its name said. */
class ProofBytesError extends Error {
  readonly fileName: string
  constructor(fileName: string) {
    super(`${fileName} is not a PNG or JPEG picture`)
    this.fileName = fileName
  }
}

/** A clock that ticks every 15 seconds: enough for a deadline counted in minutes. */
const TICK_MS = 15_000
function subscribeClock(listener: () => void) {
  const timer = setInterval(listener, TICK_MS)
  return () => clearInterval(timer)
}
const clock = () => Math.floor(Date.now() / TICK_MS) * TICK_MS

/** The member's answer to a payout: all received, part of it, or not received with proofs. */
export function WithdrawalConfirm({ withdrawalId, currency }: { withdrawalId: string; currency: string }) {
  const token = useSession()?.token ?? ''
  const confirmation = useQuery(confirmationQuery(token, withdrawalId))
  return <QueryView query={confirmation} rows={2}>{(data) => <ConfirmBody data={data} currency={currency} />}</QueryView>
}

function ConfirmBody({ data, currency }: { data: Confirmation; currency: string }) {
  const dateTime = useDateTime()
  const { t } = useTexts(WITHDRAW)
  const errorText = useErrorText()
  const queryClient = useQueryClient()
  const now = useSyncExternalStore(subscribeClock, clock, clock)
  const [mode, setMode] = useState<Mode>('all_received')
  const [amount, setAmount] = useState('')
  const [remark, setRemark] = useState('')
  const [files, setFiles] = useState<File[]>([])
  const [rejected, setRejected] = useState<ProofRejected[]>([])
  const [touched, setTouched] = useState(false)
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null)
  // Proofs already uploaded keep their ids, so a retry after a failed answer sends each picture once.
  const uploaded = useRef(new Map<File, string>())
  const id = data.withdrawalId

  const mutation = useMutation({
    mutationFn: async ({ answer, amount }: { answer: Mode; amount?: string }) => {
      const note = remark.trim() ? { remark: remark.trim() } : {}
      if (answer === 'all_received') return call(confirmEndpoint, { params: { id }, body: { result: answer, ...note } })
      if (answer === 'received') return call(confirmEndpoint, { params: { id }, body: { result: answer, amount, ...note } })
      const proofIds: string[] = []
      setProgress({ done: 0, total: files.length })
      for (const file of files) {
        let proofId = uploaded.current.get(file)
        if (!proofId) {
          const picture = await readProof(file)
          if (!picture) throw new ProofBytesError(file.name)
          proofId = (await call(uploadProofEndpoint, { params: { id }, body: picture })).proofId
          uploaded.current.set(file, proofId)
        }
        proofIds.push(proofId)
        setProgress({ done: proofIds.length, total: files.length })
      }
      return call(confirmEndpoint, { params: { id }, body: { result: answer, proofIds, ...note } })
    },
    onSuccess: () => {
      setAmount('')
      setRemark('')
      setFiles([])
      setTouched(false)
    },
    onSettled: () => {
      setProgress(null)
      void queryClient.invalidateQueries({ queryKey: MEMBER_KEY })
    },
  })

  // The answer's reply is the newest state (a part received leaves the rest to confirm).
  const view = mutation.data ?? data
  const saved = mutation.isSuccess ? (
    <FormMessage tone="success">{mutation.variables?.answer === 'not_received' ? t('confirm.doneDisputed') : t('confirm.doneReceived')}</FormMessage>
  ) : null
  if (!view.canConfirm) return saved ?? <FormMessage tone="info">{t('confirm.cannot')}</FormMessage>

  const part = checkAmount(amount, { available: view.remainingAmount })
  const remaining = formatMoney(view.remainingAmount)
  const amountError =
    touched && mode === 'received' && !part.ok
      ? part.problem === 'aboveBalance'
        ? t('confirm.aboveRemaining', { max: remaining })
        : t(`amountErrors.${part.problem}`)
      : null
  const proofError = touched && mode === 'not_received' && files.length === 0 ? t('confirm.proofRequired') : null
  const minutesLeft = view.autoReceiveAt ? Math.max(0, Math.ceil((new Date(view.autoReceiveAt).getTime() - now) / 60_000)) : null
  const modes: Mode[] = view.status === 'disbursed' ? ['all_received', 'received', 'not_received'] : ['all_received', 'received']
  const label: Record<Mode, string> = {
    all_received: t('confirm.allReceived'),
    received: t('confirm.partReceived'),
    not_received: t('confirm.notReceived'),
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setTouched(true)
    if (mode === 'received') {
      if (part.ok) mutation.mutate({ answer: mode, amount: part.amount })
    } else if (mode === 'all_received' || files.length > 0) mutation.mutate({ answer: mode })
  }

  return (
    <form className="confirm" onSubmit={submit} noValidate aria-label={t('confirm.title')}>
      {saved}
      <p className="confirm__title">{t('confirm.title')}</p>
      <dl className="confirm__stats">
        <div>
          <dt>{t('fields.amount')}</dt>
          <dd>
            <Money amount={view.amount} currency={currency} />
          </dd>
        </div>
        <div>
          <dt>{t('fields.received')}</dt>
          <dd className="confirm__received">
            <Money amount={view.receivedAmount} currency={currency} />
          </dd>
        </div>
        <div>
          <dt>{t('fields.remaining')}</dt>
          <dd className="confirm__remaining">
            <Money amount={view.remainingAmount} currency={currency} />
          </dd>
        </div>
      </dl>
      {view.status === 'disputed' ? (
        <p className="cashier-note">
          <Icon name="info" size={16} />
          <span>{t('confirm.disputed')}</span>
        </p>
      ) : view.autoReceiveAt && minutesLeft !== null ? (
        <p className="cashier-note">
          <Icon name="clock" size={16} />
          <span>
            {minutesLeft > 0
              ? t('confirm.deadline', { time: dateTime(view.autoReceiveAt, 'clock'), minutes: minutesLeft })
              : t('confirm.deadlinePassed')}
          </span>
        </p>
      ) : null}

      <div className="segmented" role="radiogroup" aria-label={t('confirm.title')}>
        {modes.map((value) => (
          <label key={value} className={`segmented__option${mode === value ? ' segmented__option--on' : ''}`}>
            <input
              type="radio"
              name={`confirm-${id}`}
              value={value}
              checked={mode === value}
              onChange={() => {
                setMode(value)
                setTouched(false)
                mutation.reset()
              }}
            />
            {label[value]}
          </label>
        ))}
      </div>

      {mode === 'received' ? (
        <AmountField
          id={`confirm-amount-${id}`}
          label={t('confirm.partAmount')}
          currency={currency}
          value={amount}
          onChange={setAmount}
          error={amountError}
          disabled={mutation.isPending}
        />
      ) : null}
      {mode === 'not_received' ? (
        <ProofPicker
          files={files}
          onChange={(next, refused) => {
            setFiles(next)
            setRejected(refused)
          }}
          rejected={rejected}
          error={proofError}
          disabled={mutation.isPending}
        />
      ) : null}
      <div className="field">
        <label className="field__label" htmlFor={`confirm-remark-${id}`}>
          {t('confirm.remark')}
        </label>
        <textarea
          id={`confirm-remark-${id}`}
          className="confirm__remark"
          rows={2}
          maxLength={REMARK_MAX}
          value={remark}
          onChange={(event) => setRemark(event.target.value)}
          disabled={mutation.isPending}
        />
        <p className="field__hint confirm__count">{t('confirm.remarkCount', { count: remark.length, max: REMARK_MAX })}</p>
      </div>
      {mutation.error ? (
        <FormMessage>
          {mutation.error instanceof ProofBytesError ? t('confirm.proofErrors.type', { name: mutation.error.fileName }) : errorText(mutation.error)}
        </FormMessage>
      ) : null}
      <button type="submit" className={`button ${mode === 'not_received' ? 'button--ghost' : 'button--cta'} button--block`} disabled={mutation.isPending}>
        {mutation.isPending ? <Spinner /> : <Icon name={mode === 'not_received' ? 'send' : 'check'} size={18} />}
        {progress ? t('confirm.uploading', progress) : mode === 'all_received' ? t('confirm.sendAll') : t('confirm.send')}
      </button>
    </form>
  )
}
