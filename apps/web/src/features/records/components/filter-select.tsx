/** A record page's filter beside the period: a select whose empty choice means all. */
export function FilterSelect({
  id,
  label,
  value,
  allLabel,
  options,
  onChange,
}: {
  id: string
  /** Read out only: the choices say what they filter. */
  label: string
  value: string
  allLabel: string
  options: readonly { value: string; label: string }[]
  onChange: (value: string) => void
}) {
  return (
    <>
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="panel-select records-select"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </>
  )
}
