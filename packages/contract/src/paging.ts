import { Type, type TSchema } from 'typebox'

/** A paged list's query: page number and size (1 and 20 by default, at most 100 a page). */
export const Paging = {
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
}

/** One page of a list, as every paged answer has it; `extra` adds fields such as totals. */
export const Page = <T extends TSchema, E extends Record<string, TSchema> = Record<never, TSchema>>(
  item: T,
  extra: E = {} as E,
) =>
  Type.Object({
    content: Type.Array(item),
    pageNum: Type.Integer(),
    totalPages: Type.Integer(),
    totalElements: Type.Integer(),
    ...extra,
  })
