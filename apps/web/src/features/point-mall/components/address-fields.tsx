import type { Address } from '@sea/contract'
import { Field } from '../../../components/ui/field'
import { useTexts } from '../../../lib/i18n'
import { ADDRESS_FIELDS, addressMax, type AddressDraft, addressProblems } from '../point-mall-rules'
import { POINT_FORMS } from '../point-forms-texts'

const AUTOCOMPLETE: Record<keyof Address, string> = {
  name: 'name',
  phone: 'tel',
  line1: 'address-line1',
  line2: 'address-line2',
  city: 'address-level2',
  postcode: 'postal-code',
}

/** Where a gift is shipped, in the contract's AddressSchema; problems show once the member tried to submit. */
export function AddressFields({
  draft,
  onChange,
  showProblems,
  disabled,
}: {
  draft: AddressDraft
  onChange: (draft: AddressDraft) => void
  showProblems: boolean
  disabled: boolean
}) {
  const { t } = useTexts(POINT_FORMS)
  const problems = showProblems ? addressProblems(draft) : {}
  return (
    <fieldset className="mall-address">
      <legend className="mall-address__legend">{t('redeem.address')}</legend>
      {ADDRESS_FIELDS.map((field) => {
        const problem = problems[field]
        return (
          <Field
            key={field}
            className={`mall-address__${field}`}
            label={t(`redeem.fields.${field}`)}
            type={field === 'phone' ? 'tel' : 'text'}
            autoComplete={AUTOCOMPLETE[field]}
            maxLength={addressMax(field)}
            value={draft[field]}
            onChange={(event) => onChange({ ...draft, [field]: event.target.value })}
            hint={field === 'phone' ? t('redeem.phoneHint') : undefined}
            error={problem ? t(`redeem.problems.${problem}`) : null}
            required={field !== 'line2'}
            disabled={disabled}
          />
        )
      })}
    </fieldset>
  )
}
