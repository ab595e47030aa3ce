import type { ReactNode } from 'react'

/** One choice of a chip group (role radiogroup): a draw span, a multiple, a status, a 4D form. */
export function RadioChip({
  checked,
  label,
  onClick,
  children,
}: {
  checked: boolean
  /** When the chip's text alone does not say what it picks. */
  label?: string
  onClick: () => void
  children: ReactNode
}) {
  return (
    <button
      type="button"
      role="radio"
      aria-checked={checked}
      aria-label={label}
      className="lotto-chip"
      onClick={onClick}
    >
      {children}
    </button>
  )
}
