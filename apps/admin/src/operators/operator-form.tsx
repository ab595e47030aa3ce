import { OPERATOR_ROLES, operatorAccountRoutes, type OperatorRole } from '@sea/contract'
import { useMutation } from '@tanstack/react-query'
import { useForm, useWatch } from 'react-hook-form'
import { Dialog, ErrorAlert } from '../components/common'
import { type CallValue, call } from '../lib/api'
import { typeboxResolver } from '../lib/form'
import { useTexts } from '../lib/i18n'
import { api } from '../lib/routes'
import { useOperator } from '../shell/operator-context'
import { OPERATORS } from './operators.texts'

export type OperatorAccount = CallValue<NonNullable<(typeof api.operators)['__route']>>['operators'][number]

interface FormValues {
  username: string
  roles: OperatorRole[]
  scope: 'all' | 'chosen'
  merchantIds: string[]
}

const toScope = (values: FormValues) => ({
  roles: values.roles,
  merchantIds: values.scope === 'all' ? null : values.merchantIds.map(Number),
})
const createResolver = typeboxResolver<FormValues>(operatorAccountRoutes.create.schema.body, (values) => ({
  username: values.username.trim(),
  ...toScope(values),
}))
const updateResolver = typeboxResolver<FormValues>(operatorAccountRoutes.update.schema.body, toScope)

/**
 * Creates an operator (`editing` absent) or changes one's roles and brands. The form checks the
 * route's own schema before sending; the server's refusals (a taken name, an owner role the
 * caller may not grant) come back as a translated alert.
 */
export function OperatorForm({
  editing,
  onClose,
  onCreated,
  onSaved,
}: {
  editing?: OperatorAccount
  onClose: () => void
  onCreated: (created: { operator: OperatorAccount; password: string }) => void
  onSaved: () => void
}) {
  const { t } = useTexts(OPERATORS)
  const { me, can } = useOperator()
  const { register, handleSubmit, control, formState } = useForm<FormValues>({
    resolver: editing ? updateResolver : createResolver,
    defaultValues: {
      username: editing?.username ?? '',
      roles: editing?.roles ?? [],
      // Only an installation-wide operator may give the whole installation.
      scope: (editing ? editing.merchantIds === null : me.installationWide) ? 'all' : 'chosen',
      merchantIds: editing?.merchantIds?.map(String) ?? [],
    },
  })
  const save = useMutation({
    mutationFn: async (values: FormValues) => {
      if (editing) {
        await call(api.updateOperator, { params: { operatorId: String(editing.id) }, body: toScope(values) })
        return null
      }
      return call(api.createOperator, { body: { username: values.username.trim(), ...toScope(values) } })
    },
    onSuccess: (created) => (created ? onCreated(created) : onSaved()),
  })
  const errors = formState.errors
  const scope = useWatch({ control, name: 'scope' })
  return (
    <Dialog
      title={editing ? t('form.editTitle', { username: editing.username }) : t('form.createTitle')}
      onClose={onClose}
      wide
    >
      <form className="form" noValidate onSubmit={handleSubmit((values) => save.mutate(values))}>
        <ErrorAlert error={save.error} />
        {editing ? null : (
          <label className="field">
            <span className="field-label">{t('form.username')}</span>
            <input
              className="input"
              autoComplete="off"
              aria-invalid={errors.username ? true : undefined}
              {...register('username')}
            />
            {errors.username ? (
              <span className="field-error">{t('form.errors.username')}</span>
            ) : (
              <span className="field-hint">{t('form.usernameHint')}</span>
            )}
          </label>
        )}
        <fieldset className="field">
          <legend className="field-label">{t('form.roles')}</legend>
          <div className="check-grid">
            {OPERATOR_ROLES.map((role) => (
              <label key={role} className="check">
                <input
                  type="checkbox"
                  value={role}
                  disabled={role === 'owner' && !can('operators.owners')}
                  {...register('roles')}
                />
                <span>{t(`roles.${role}`)}</span>
              </label>
            ))}
          </div>
          {errors.roles ? <span className="field-error">{t('form.errors.roles')}</span> : null}
        </fieldset>
        <fieldset className="field">
          <legend className="field-label">{t('form.brands')}</legend>
          {me.installationWide ? (
            <div className="radio-row">
              <label className="check">
                <input type="radio" value="all" {...register('scope')} />
                <span>{t('form.allBrands')}</span>
              </label>
              <label className="check">
                <input type="radio" value="chosen" {...register('scope')} />
                <span>{t('form.chosenBrands')}</span>
              </label>
            </div>
          ) : null}
          {scope === 'chosen' ? (
            <div className="check-grid">
              {me.brands.map((brand) => (
                <label key={brand.id} className="check">
                  <input type="checkbox" value={String(brand.id)} {...register('merchantIds')} />
                  <span>
                    {brand.name} <span className="muted">{brand.code}</span>
                  </span>
                </label>
              ))}
            </div>
          ) : null}
          {errors.merchantIds ? <span className="field-error">{t('form.errors.merchantIds')}</span> : null}
        </fieldset>
        <div className="dialog-actions">
          <button className="button button-secondary" type="button" onClick={onClose}>
            {t('form.cancel')}
          </button>
          <button className="button button-primary" type="submit" disabled={save.isPending}>
            {save.isPending ? t('form.saving') : editing ? t('form.save') : t('form.create')}
          </button>
        </div>
      </form>
    </Dialog>
  )
}
