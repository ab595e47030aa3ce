import { useEffect, useRef, useState } from 'react'

/** An open/closed state that closes itself on a click outside the element holding `ref`. */
export function usePopover() {
  const [open, setOpen] = useState(false)
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!open) return
    const close = (event: MouseEvent) => {
      if (!ref.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('mousedown', close)
    return () => document.removeEventListener('mousedown', close)
  }, [open])
  return { open, setOpen, ref }
}

export interface ChooserColumn {
  id: string
  label: string
  visible: boolean
  toggle: () => void
}

/** A menu of checkboxes that shows or hides a table's columns; `locked` stays shown. */
export function ColumnChooser({
  columns,
  label,
  locked,
}: {
  columns: ChooserColumn[]
  label: string
  locked?: string
}) {
  const { open, setOpen, ref } = usePopover()
  return (
    <div className="popover" ref={ref}>
      <button
        className="button button-secondary button-small"
        type="button"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {label}
      </button>
      {open ? (
        <div className="menu menu-right" role="group" aria-label={label}>
          {columns.map((column) => (
            <label key={column.id} className="menu-check">
              <input
                type="checkbox"
                checked={column.visible}
                onChange={column.toggle}
                disabled={column.id === locked}
              />
              <span>{column.label}</span>
            </label>
          ))}
        </div>
      ) : null}
    </div>
  )
}
