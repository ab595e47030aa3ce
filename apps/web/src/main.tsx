import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { AppProviders } from './app/provider'
import { AppRouter } from './app/router'
import { SiteGate } from './app/site-gate'
import './locales/common'
import './tokens.css'
import './styles.css'

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from index.html')

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <SiteGate>
        <AppRouter />
      </SiteGate>
    </AppProviders>
  </StrictMode>,
)
