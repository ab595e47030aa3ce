import type { withdrawalRoutes } from '@sea/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRef, useState, useSyncExternalStore, type FormEvent } from 'react'
import { MEMBER_KEY } from '../../../lib/account'
import { checkAmount } from '../../../lib/amount'
import { call, type CallValue } from '../../../lib/api-client'
import { formatMoney } from '../../../lib/format'
import { useTexts } from '../../../lib/i18n'
import { readProof } from '../proof-files'
import { confirmEndpoint, uploadProofEndpoint } from '../withdraw-api'
import { WITHDRAW } from '../withdraw-texts'
import type { ProofRejected } from './proof-picker'

export type Confirmation = CallValue<typeof withdrawalRoutes.confirmation>
export type Mode = 'all_received' | 'received' | 'not_received'

/** A picture whose bytes are not PNG or JPEG, whatever its name said. */
export class ProofBytesError extends Error {
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

/**
 * The member's answer to a payout: the mode, a part's amount, the proofs and the remark, and the
 * call that uploads the proofs and sends the answer. `view` is the newest state of the payout.
 */
export function useWithdrawalConfirm(data: Confirmation) {
  const { t } = useTexts(WITHDRAW)
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
      if (answer === 'received')
        return call(confirmEndpoint, { params: { id }, body: { result: answer, amount, ...note } })
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
  const part = checkAmount(amount, { available: view.remainingAmount })
  const amountError =
    touched && mode === 'received' && !part.ok
      ? part.problem === 'aboveBalance'
        ? t('confirm.aboveRemaining', { max: formatMoney(view.remainingAmount) })
        : t(`amountErrors.${part.problem}`)
      : null

  const modes: Mode[] =
    view.status === 'disbursed' ? ['all_received', 'received', 'not_received'] : ['all_received', 'received']

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setTouched(true)
    if (mode === 'received') {
      if (part.ok) mutation.mutate({ answer: mode, amount: part.amount })
    } else if (mode === 'all_received' || files.length > 0) mutation.mutate({ answer: mode })
  }

  const choose = (next: Mode) => {
    setMode(next)
    setTouched(false)
    mutation.reset()
  }

  const pickProofs = (next: File[], refused: ProofRejected[]) => {
    setFiles(next)
    setRejected(refused)
  }

  return {
    id,
    view,
    // Once the answer went through: whether it disputed the payout or took it as received.
    saved: mutation.isSuccess
      ? mutation.variables?.answer === 'not_received'
        ? ('disputed' as const)
        : ('received' as const)
      : null,
    minutesLeft: view.autoReceiveAt
      ? Math.max(0, Math.ceil((new Date(view.autoReceiveAt).getTime() - now) / 60_000))
      : null,
    modes,
    mode,
    choose,
    amount,
    setAmount,
    amountError,
    files,
    rejected,
    pickProofs,
    proofError: touched && mode === 'not_received' && files.length === 0 ? t('confirm.proofRequired') : null,
    remark,
    setRemark,
    progress,
    pending: mutation.isPending,
    error: mutation.error,
    submit,
  }
}

export type WithdrawalConfirmState = ReturnType<typeof useWithdrawalConfirm>
