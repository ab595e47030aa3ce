import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form'
import type { TSchema } from 'typebox'
import { Value } from 'typebox/value'

/**
 * A React Hook Form resolver over the contract's own TypeBox schema (decision 052): the form
 * checks exactly what the server will. Each field gets its first failing keyword (`pattern`,
 * `minItems`...) as the error's type; the form turns field and type into a translated text.
 * `toBody` shapes the form's values into the route's body first (a checkbox list into an id list).
 */
export function typeboxResolver<V extends FieldValues>(schema: TSchema, toBody: (values: V) => unknown): Resolver<V> {
  return (values) => {
    const errors: Record<string, { type: string; message: string }> = {}
    for (const error of Value.Errors(schema, toBody(values))) {
      const field = error.instancePath.split('/')[1] ?? 'root'
      errors[field] ??= { type: error.keyword, message: '' }
    }
    return Object.keys(errors).length === 0
      ? { values, errors: {} }
      : { values: {}, errors: errors as unknown as FieldErrors<V> }
  }
}
