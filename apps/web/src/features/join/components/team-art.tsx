/** A decorative picture of an agent at the centre of a team: drawn inline, no image asset. */
const MEMBERS = [
  { x: 40, y: 60, r: 18 },
  { x: 300, y: 48, r: 16 },
  { x: 330, y: 200, r: 20 },
  { x: 36, y: 220, r: 15 },
  { x: 180, y: 262, r: 14 },
  { x: 190, y: 14, r: 12 },
] as const

export function TeamArt() {
  return (
    <svg className="team-art" viewBox="0 0 360 280" width="360" height="280" aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id="team-core" cx="35%" cy="30%" r="75%">
          <stop offset="0" style={{ stopColor: 'var(--accent-bright)' }} />
          <stop offset="0.6" style={{ stopColor: 'var(--color-accent)' }} />
          <stop offset="1" style={{ stopColor: 'color-mix(in oklab, var(--color-accent) 55%, black)' }} />
        </radialGradient>
        <radialGradient id="team-node" cx="35%" cy="30%" r="75%">
          <stop offset="0" style={{ stopColor: 'var(--primary-bright)' }} />
          <stop offset="1" style={{ stopColor: 'var(--color-primary)' }} />
        </radialGradient>
      </defs>
      <circle cx="180" cy="140" r="110" fill="none" style={{ stroke: 'var(--line-strong)' }} strokeDasharray="4 8" />
      {MEMBERS.map((member) => (
        <line
          key={`l${member.x}`}
          x1="180"
          y1="140"
          x2={member.x}
          y2={member.y}
          style={{ stroke: 'color-mix(in oklab, var(--color-accent) 45%, transparent)' }}
          strokeWidth="2"
        />
      ))}
      {MEMBERS.map((member) => (
        <g key={`n${member.x}`}>
          <circle cx={member.x} cy={member.y} r={member.r} fill="url(#team-node)" />
          <circle cx={member.x} cy={member.y - member.r * 0.2} r={member.r * 0.32} fill="rgb(255 255 255 / 0.85)" />
          <path
            d={`M${member.x - member.r * 0.55} ${member.y + member.r * 0.6}a${member.r * 0.55} ${member.r * 0.45} 0 0 1 ${member.r * 1.1} 0`}
            fill="rgb(255 255 255 / 0.85)"
          />
        </g>
      ))}
      <circle cx="180" cy="140" r="44" fill="url(#team-core)" />
      <circle cx="180" cy="128" r="13" fill="#1a1200" opacity="0.85" />
      <path d="M158 166a22 17 0 0 1 44 0" fill="#1a1200" opacity="0.85" />
    </svg>
  )
}
