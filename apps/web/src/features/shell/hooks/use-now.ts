import { useEffect, useState } from 'react'

/**
 * The current time, re-rendered on every new second (it ticks every second: docs/domain/site.md#header). Each
 * tick is scheduled for the next second boundary, so the seconds never drift or skip.
 */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>
    const schedule = () => {
      timer = setTimeout(
        () => {
          setNow(new Date())
          schedule()
        },
        1000 - (Date.now() % 1000),
      )
    }
    schedule()
    return () => clearTimeout(timer)
  }, [])
  return now
}
