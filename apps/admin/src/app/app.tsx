import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { BrowserRouter } from 'react-router'
import { ApiError } from '../lib/api'
import { AppRoutes } from './app-routes'

/** A refusal is an answer, not a hiccup: only network failures are retried, once. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (count, error) => count < 1 && error instanceof ApiError && error.code === 'network_error',
        refetchOnWindowFocus: false,
      },
    },
  })
}

export function App() {
  return (
    <QueryClientProvider client={createQueryClient()}>
      <BrowserRouter basename="/admin">
        <AppRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  )
}
