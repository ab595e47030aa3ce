import { useCallback, useEffect, useState } from 'react'

/**
 * Seconds left until a deadline, ticking once a second (the SMS button's 'code sent (n)').
 * It counts against the clock, not the ticks, so a throttled background tab stays right.
 */
export function useCountdown(): {
  remaining: number
  running: boolean
  start: (seconds: number) => void
  reset: () => void
} {
  const [deadline, setDeadline] = useState<number | null>(null)
  const [now, setNow] = useState(() => Date.now())

  useEffect(() => {
    if (deadline === null) return
    const timer = setInterval(() => {
      const time = Date.now()
      setNow(time)
      if (time >= deadline) {
        clearInterval(timer)
        setDeadline(null)
      }
    }, 1000)
    return () => clearInterval(timer)
  }, [deadline])

  const start = useCallback((seconds: number) => {
    const time = Date.now()
    setNow(time)
    setDeadline(seconds > 0 ? time + seconds * 1000 : null)
  }, [])
  const reset = useCallback(() => setDeadline(null), [])

  const remaining = deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000))
  return { remaining, running: remaining > 0, start, reset }
}
