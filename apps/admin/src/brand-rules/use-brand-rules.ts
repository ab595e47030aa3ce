import type { BrandRules } from '@sea/contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form'
import type { TSchema } from 'typebox'
import { ApiError, call } from '../lib/api'
import { useOperator } from '../shell/operator-context'
import { brandRulesApi } from './brand-rules.api'
import { groupResolver } from './form-errors'

const key = (merchantId: number) => ['brand-rules', merchantId] as const

export function useBrandRules(merchantId: number) {
  return useQuery({
    queryKey: key(merchantId),
    queryFn: ({ signal }) => call(brandRulesApi.read, { params: { merchantId }, signal }),
  })
}

/** Whether this operator may change the brand's rules; without it every tab is read only. */
export function useCanEdit(): boolean {
  return useOperator().can('brands.settings')
}

/**
 * One group's form: filled from the brand's rules (and refilled when they change), checked
 * against the route's own schema, saved with `send`; the answer becomes the brand's rules, and
 * the server's field errors (`/body/rules/3/minLength`) land on the fields they name.
 */
export function useGroupForm<V extends FieldValues>({
  merchantId,
  rules,
  schema,
  toForm,
  toBody,
  send,
}: {
  merchantId: number
  rules: BrandRules
  schema: TSchema
  toForm: (rules: BrandRules) => V
  toBody: (values: V) => unknown
  send: (body: never) => Promise<BrandRules>
}) {
  const client = useQueryClient()
  const initial = toForm(rules)
  const form = useForm<V>({
    resolver: groupResolver<V>(schema, toBody),
    defaultValues: initial as DefaultValues<V>,
  })
  const text = JSON.stringify(initial)
  useEffect(() => {
    form.reset(JSON.parse(text) as V)
  }, [form, text])
  const save = useMutation({
    mutationFn: (values: V) => send(toBody(values) as never),
    onSuccess: (next) => client.setQueryData(key(merchantId), next),
    onError: (error) => {
      if (!(error instanceof ApiError)) return
      for (const detail of error.details) {
        const path = detail.path
          .replace(/^\/body\//, '')
          .split('/')
          .join('.')
        if (path) form.setError(path as Path<V>, { type: 'server', message: detail.message })
      }
    },
  })
  const submit = form.handleSubmit((values) => save.mutate(values))
  const card = {
    onSubmit: () => void submit(),
    saving: save.isPending,
    saved: save.isSuccess && !form.formState.isDirty,
    invalid: Object.keys(form.formState.errors).length > 0 && !save.isError,
    error: save.error,
  }
  return { form, save, card }
}
