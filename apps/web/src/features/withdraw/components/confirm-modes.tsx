import { useTexts } from '../../../lib/i18n'
import { WITHDRAW } from '../withdraw-texts'
import type { Mode } from './use-withdrawal-confirm'

/** The answers the member can give, as one segmented radio group. */
export function ConfirmModes({
  id,
  modes,
  mode,
  onChoose,
}: {
  id: string
  modes: Mode[]
  mode: Mode
  onChoose: (mode: Mode) => void
}) {
  const { t } = useTexts(WITHDRAW)
  const label: Record<Mode, string> = {
    all_received: t('confirm.allReceived'),
    received: t('confirm.partReceived'),
    not_received: t('confirm.notReceived'),
  }
  return (
    <div className="segmented" role="radiogroup" aria-label={t('confirm.title')}>
      {modes.map((value) => (
        <label key={value} className={`segmented__option${mode === value ? ' segmented__option--on' : ''}`}>
          <input
            type="radio"
            name={`confirm-${id}`}
            value={value}
            checked={mode === value}
            onChange={() => onChoose(value)}
          />
          {label[value]}
        </label>
      ))}
    </div>
  )
}
