import { LandingPage } from './routes/landing'
import {
  ErrorScreen,
  LoadingScreen,
  MaintenanceScreen,
  RestrictedScreen,
} from './routes/system-screens'
import { useSiteStatus } from './use-site-status'

/** The placeholder member site: the brand's landing page, or the system state that replaces it. */
export function App() {
  const { state, retry } = useSiteStatus()

  if (state.kind === 'loading') return <LoadingScreen />
  if (state.kind === 'error') return <ErrorScreen code={state.error.code} onRetry={retry} />

  const { value } = state
  switch (value.status) {
    case 1:
      return <MaintenanceScreen merchant={value.merchant} end={value.maintenanceEnd} />
    case 2:
      return <RestrictedScreen merchant={value.merchant} location={value.location} />
    default:
      return <LandingPage merchant={value.merchant} />
  }
}
