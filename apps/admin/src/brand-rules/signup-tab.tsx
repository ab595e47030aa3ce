import {
  BrandFlagsSchema,
  BrandRegistrationSchema,
  LANGUAGES,
  WHITELABEL_MENU,
  type BrandRules,
  type Language,
} from '@sea/contract'
import { useFieldArray } from 'react-hook-form'
import { useTexts } from '../lib/i18n'
import { brandRulesApi, saveGroup } from './brand-rules.api'
import { BRAND_RULES } from './brand-rules.texts'
import { hasError } from './form-errors'
import { GroupCard, type GroupProps, RulesTab } from './group-card'
import { useGroupForm } from './use-brand-rules'
import './brand-rules.css'

type Flags = BrandRules['flags']
type Registration = BrandRules['registration']

/** The brand's sign-up: which features the site offers, the registration form and its messages. */
export function SignupTab({ merchantId }: { merchantId: number }) {
  return (
    <RulesTab merchantId={merchantId}>
      {(props) => (
        <>
          <FlagsForm {...props} />
          <RegistrationForm {...props} />
        </>
      )}
    </RulesTab>
  )
}

function FlagsForm({ merchantId, rules, editable }: GroupProps) {
  const { t } = useTexts(BRAND_RULES)
  const { form, card } = useGroupForm<Flags>({
    merchantId,
    rules,
    schema: BrandFlagsSchema,
    toForm: (r) => r.flags,
    toBody: (values) => values,
    send: (body) => saveGroup(brandRulesApi.flags, merchantId, body),
  })
  const errors = form.formState.errors
  return (
    <GroupCard title={t('flags.title')} hint={t('flags.hint')} editable={editable} {...card}>
      <div className="br-flag-groups">
        {Object.entries(WHITELABEL_MENU).map(([group, flags]) => (
          <fieldset key={group} className="br-flag-group">
            <legend className="field-label">{t(`flags.groups.${group}`)}</legend>
            {flags.map((flag) => (
              <div key={flag} className="br-flag">
                <label className="check">
                  <input type="checkbox" aria-invalid={errors[flag] ? true : undefined} {...form.register(flag)} />
                  <span>{t(`flags.names.${flag}`)}</span>
                </label>
                <code className="br-code">{flag}</code>
                {errors[flag]?.message ? <span className="field-error">{errors[flag].message}</span> : null}
              </div>
            ))}
          </fieldset>
        ))}
      </div>
    </GroupCard>
  )
}

function RegistrationForm({ merchantId, rules, editable }: GroupProps) {
  const { t } = useTexts(BRAND_RULES)
  const { form, card } = useGroupForm<Registration>({
    merchantId,
    rules,
    schema: BrandRegistrationSchema,
    toForm: (r) => r.registration,
    toBody: (values) => ({
      rules: values.rules.map((rule) => ({ ...rule, required: rule.enabled && rule.required })),
      messages: values.messages.map((m) => ({ ...m, message: m.message.trim() })),
    }),
    send: (body) => saveGroup(brandRulesApi.registration, merchantId, body),
  })
  const messages = useFieldArray({ control: form.control, name: 'messages' })
  const errors = form.formState.errors
  const bad = (path: string) => (hasError(errors, path) ? true : undefined)
  const number = { valueAsNumber: true }
  const platformText = (patternId: number, language: Language) => {
    const pattern = rules.patterns.find((p) => p.patternId === patternId)
    return pattern?.messages[language] ?? pattern?.messages.EN ?? ''
  }
  return (
    <GroupCard title={t('registration.title')} hint={t('registration.hint')} editable={editable} {...card}>
      <div className="table-wrap">
        <table className="table br-table" aria-label={t('registration.title')}>
          <thead>
            <tr>
              <th>{t('registration.field')}</th>
              <th className="br-center">{t('registration.shown')}</th>
              <th className="br-center">{t('registration.required')}</th>
              <th>{t('registration.pattern')}</th>
              <th>{t('registration.min')}</th>
              <th>{t('registration.max')}</th>
            </tr>
          </thead>
          <tbody>
            {rules.registration.rules.map((rule, i) => (
              <tr key={rule.field} aria-invalid={bad(`rules.${i}`)}>
                <td>
                  <code className="br-code">{rule.field}</code>
                </td>
                <td className="br-center">
                  <input
                    type="checkbox"
                    aria-label={`${rule.field} ${t('registration.shown')}`}
                    {...form.register(`rules.${i}.enabled`)}
                  />
                </td>
                <td className="br-center">
                  <input
                    type="checkbox"
                    aria-label={`${rule.field} ${t('registration.required')}`}
                    aria-invalid={bad(`rules.${i}.required`)}
                    {...form.register(`rules.${i}.required`)}
                  />
                </td>
                <td>
                  <select
                    className="select br-pattern"
                    aria-label={`${rule.field} ${t('registration.pattern')}`}
                    {...form.register(`rules.${i}.patternId`, number)}
                  >
                    {rules.patterns.map((p) => (
                      <option key={p.patternId} value={p.patternId}>
                        {p.patternId} · {p.name}
                      </option>
                    ))}
                  </select>
                </td>
                <td>
                  <input
                    className="input num br-num"
                    type="number"
                    aria-label={`${rule.field} ${t('registration.min')}`}
                    aria-invalid={bad(`rules.${i}.minLength`)}
                    {...form.register(`rules.${i}.minLength`, number)}
                  />
                </td>
                <td>
                  <input
                    className="input num br-num"
                    type="number"
                    aria-label={`${rule.field} ${t('registration.max')}`}
                    aria-invalid={bad(`rules.${i}.maxLength`)}
                    {...form.register(`rules.${i}.maxLength`, number)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <fieldset className="field br-sub">
        <legend className="field-label">{t('messages.title')}</legend>
        <span className="field-hint">{t('messages.hint')}</span>
        {messages.fields.length === 0 ? <p className="muted">{t('messages.empty')}</p> : null}
        {messages.fields.map((row, i) => (
          <div key={row.id} className="br-message">
            <select
              className="select"
              aria-label={t('messages.pattern')}
              {...form.register(`messages.${i}.patternId`, number)}
            >
              {rules.patterns.map((p) => (
                <option key={p.patternId} value={p.patternId}>
                  {p.patternId} · {p.name}
                </option>
              ))}
            </select>
            <select
              className="select"
              aria-label={t('messages.language')}
              aria-invalid={bad(`messages.${i}.language`)}
              {...form.register(`messages.${i}.language`)}
            >
              {LANGUAGES.map((language) => (
                <option key={language} value={language}>
                  {language}
                </option>
              ))}
            </select>
            <div className="field">
              <input
                className="input"
                aria-label={t('messages.message')}
                aria-invalid={bad(`messages.${i}`)}
                {...form.register(`messages.${i}.message`)}
              />
              <span className="field-hint">
                {t('messages.platform', {
                  text: platformText(form.watch(`messages.${i}.patternId`), form.watch(`messages.${i}.language`)),
                })}
              </span>
            </div>
            <button className="button button-secondary button-small" type="button" onClick={() => messages.remove(i)}>
              {t('remove')}
            </button>
          </div>
        ))}
        {editable ? (
          <div>
            <button
              className="button button-secondary button-small"
              type="button"
              onClick={() => messages.append({ patternId: 0, language: 'EN', message: '' })}
            >
              {t('add')}
            </button>
          </div>
        ) : null}
      </fieldset>
    </GroupCard>
  )
}
