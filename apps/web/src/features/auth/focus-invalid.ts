/**
 * After a failed check, puts the keyboard (and the scroll position) on the first field marked
 * invalid, once React has drawn the errors: a long form's problem may be out of view.
 */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  if (!form) return
  requestAnimationFrame(() => {
    const field = form.querySelector<HTMLElement>('[aria-invalid="true"]')
    field?.focus()
    field?.scrollIntoView({ block: 'center', behavior: 'smooth' })
  })
}
