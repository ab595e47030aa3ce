import { useEffect, useState } from 'react'

/** The time in milliseconds, refreshed on every second boundary (countdowns must not drift). */
export function useTicker(): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>
    const schedule = () => {
      timer = setTimeout(
        () => {
          setNow(Date.now())
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
