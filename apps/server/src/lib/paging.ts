/** One page of a list, as every paged answer of the API has it: never fewer than one page. */
export const pageOf = <T>(content: T[], pageNum: number, pageSize: number, total: number) => ({
  content,
  pageNum,
  totalPages: Math.max(1, Math.ceil(total / pageSize)),
  totalElements: total,
})
