import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { ApiError, SITE_CLOSED_CODES } from '../lib/api-client'

const NO_RETRY = new Set([400, 401, 403, 404, 409, 422, 429])

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 15_000,
      // A refused call will be refused again; only lost connections and 5xx are worth a retry
      // (not maintenance: the site gate shows its page instead).
      retry: (count, error) =>
        count < 2 && !(error instanceof ApiError && (NO_RETRY.has(error.status) || SITE_CLOSED_CODES.has(error.code))),
      refetchOnWindowFocus: false,
    },
  },
})

export function AppProviders({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
}
