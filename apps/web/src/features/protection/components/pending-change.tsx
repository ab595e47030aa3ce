import { useEffect, useState, type ReactNode } from 'react'
import { useDateTime } from '../../../lib/format'

/** Whether the instant `at` has come; turns true by itself when it comes while the page is open. */
function useReached(at: string | undefined): boolean {
  const [now, setNow] = useState(() => Date.now())
  const due = at === undefined ? Infinity : Date.parse(at)
  useEffect(() => {
    if (due === Infinity || due <= now) return
    // setTimeout takes at most 2^31 - 1 ms; a later instant is looked at again then.
    const timer = setTimeout(() => setNow(Date.now()), Math.min(due - now, 2 ** 31 - 1))
    return () => clearTimeout(timer)
  }, [due, now])
  return due <= now
}

/**
 * A raise or removal waiting out its cooling-off (decision 056): what was asked, from when it may
 * be confirmed, and Confirm, enabled by itself once that time comes. Every limit card shows it.
 */
export function PendingChange(props: {
  asked: ReactNode
  confirmableAt: string
  when: (time: string) => string
  confirmLabel: string
  busy: boolean
  onConfirm: () => void
}) {
  const dateTime = useDateTime()
  const confirmable = useReached(props.confirmableAt)
  return (
    <div className="limit-card__pending">
      <p>
        {props.asked}
        <br />
        <span className="limit-card__when">{props.when(dateTime(props.confirmableAt))}</span>
      </p>
      <button
        type="button"
        className="button button--primary"
        disabled={!confirmable || props.busy}
        onClick={props.onConfirm}
      >
        {props.confirmLabel}
      </button>
    </div>
  )
}
