import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core'
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import type { ReactNode } from 'react'

/**
 * A table whose rows the operator reorders by dragging a handle (or with the keyboard: space, arrows,
 * space). `onOrder` gets the ids in their new order; the caller saves it.
 */
export function SortableRows<T>({
  items,
  idOf,
  labelOf,
  onOrder,
  disabled,
  head,
  className,
  children,
}: {
  /** The table's head; the rows follow in its body. */
  head: ReactNode
  className: string
  items: T[]
  idOf: (item: T) => string
  /** The handle's accessible name ("Move Welcome bonus"). */
  labelOf: (item: T) => string
  onOrder: (ids: string[]) => void
  disabled: boolean
  children: (item: T, handle: ReactNode) => ReactNode
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const ids = items.map(idOf)
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return
    onOrder(arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))))
  }
  return (
    // The context sits outside the table: it adds a live region (a div) for screen readers.
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <table className={className}>
        {head}
        <tbody>
          <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
            {items.map((item) => (
              <SortableRow key={idOf(item)} id={idOf(item)} label={labelOf(item)} disabled={disabled}>
                {(handle) => children(item, handle)}
              </SortableRow>
            ))}
          </SortableContext>
        </tbody>
      </table>
    </DndContext>
  )
}

function SortableRow({
  id,
  label,
  disabled,
  children,
}: {
  id: string
  label: string
  disabled: boolean
  children: (handle: ReactNode) => ReactNode
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id, disabled })
  const handle = disabled ? null : (
    <button type="button" className="drag-handle" {...attributes} {...listeners} aria-label={label}>
      <svg width="12" height="16" viewBox="0 0 12 16" aria-hidden="true">
        {[3, 8, 13].flatMap((y) => [3, 9].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.5" />))}
      </svg>
    </button>
  )
  return (
    <tr
      ref={setNodeRef}
      className={isDragging ? 'content-row dragging' : 'content-row'}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      {children(handle)}
    </tr>
  )
}
