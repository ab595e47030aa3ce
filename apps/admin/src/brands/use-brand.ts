import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { call } from '../lib/api'
import { useOperator } from '../shell/operator-context'
import { type BrandDetail, brandKey, brandsApi } from './brands.api'

/** The brand a tab shows (loaded once by the page), whether it may be changed, and how to save. */
export function useBrand<I>(merchantId: number, save: (input: I) => Promise<BrandDetail>) {
  const { can } = useOperator()
  const queryClient = useQueryClient()
  const brand = useQuery({
    queryKey: brandKey(merchantId),
    queryFn: () => call(brandsApi.brand, { params: { merchantId } }),
  })
  const mutation = useMutation({
    mutationFn: save,
    onSuccess: (saved) => {
      queryClient.setQueryData(brandKey(merchantId), saved)
      void queryClient.invalidateQueries({ queryKey: ['brands'] })
    },
  })
  return { brand: brand.data, editable: can('brands.settings'), mutation }
}
