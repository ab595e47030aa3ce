import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { memberKey } from './members.api'

/** Rows per page of a member's part: a screen of dense rows at 1366×768. */
export const PART_PAGE_SIZE = 20

/**
 * One paged part of a member (rounds, deposits...): its page number and the query for that page,
 * under the member's key so that the page's actions refresh it. The previous page stays shown
 * while the next one loads, so the table does not jump.
 */
export function useMemberPart<T>(
  memberId: string,
  part: string,
  fetch: (page: { pageNum: number; pageSize: number }, signal: AbortSignal) => Promise<T>,
) {
  const [pageNum, setPageNum] = useState(1)
  const query = useQuery({
    queryKey: [...memberKey(memberId), part, pageNum],
    queryFn: ({ signal }) => fetch({ pageNum, pageSize: PART_PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  })
  return { query, setPageNum }
}
