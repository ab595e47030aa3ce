import type { CSSProperties } from 'react'
import './lottery-balls.css'

/** Position and size are percentages of the cluster's width, so it scales as one picture. */
const BALLS = [
  { number: '18', tone: 'primary', x: 30, y: 6, size: 34 },
  { number: '08', tone: 'accent', x: 4, y: 38, size: 26 },
  { number: '28', tone: 'rose', x: 62, y: 40, size: 25 },
  { number: '36', tone: 'teal', x: 30, y: 64, size: 20 },
  { number: '88', tone: 'accent', x: 70, y: 8, size: 16 },
  { number: '06', tone: 'sky', x: 8, y: 10, size: 11 },
] as const

/** Decorative glossy lottery balls for the hero; hidden from assistive technology. */
export function LotteryBalls() {
  return (
    <div className="balls" aria-hidden="true">
      <div className="balls__halo" />
      {BALLS.map((ball, index) => (
        <span
          key={ball.number + ball.tone}
          className={`ball ball--${ball.tone}`}
          style={
            {
              '--size': ball.size,
              left: `${ball.x}%`,
              top: `${ball.y}%`,
              animationDelay: `${index * -1.1}s`,
            } as CSSProperties
          }
        >
          <span className="ball__face">{ball.number}</span>
        </span>
      ))}
    </div>
  )
}
