import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form'
import type { TSchema } from 'typebox'
import { Value } from 'typebox/value'

/**
 * Like lib/form's resolver, but keeps the whole path of each problem (`rules.3.minLength`), so
 * that a row of a list is marked, not only the list. The first problem of a path wins.
 */
export function groupResolver<V extends FieldValues>(schema: TSchema, toBody: (values: V) => unknown): Resolver<V> {
  return (values) => {
    const errors: Record<string, unknown> = {}
    for (const error of Value.Errors(schema, toBody(values))) {
      const path = error.instancePath.split('/').filter(Boolean)
      if (path.length === 0) path.push('root')
      let node = errors
      for (const part of path.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>
      node[path.at(-1) as string] ??= { type: error.keyword, message: '' }
    }
    return Object.keys(errors).length === 0
      ? { values, errors: {} }
      : { values: {}, errors: errors as unknown as FieldErrors<V> }
  }
}

/** Whether a form's error tree holds anything at `path` (`rules.3.minLength`, or `rules.3` for the row). */
export function hasError(errors: unknown, path: string): boolean {
  let node = errors
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return false
    node = (node as Record<string, unknown>)[part]
  }
  return node !== undefined
}
