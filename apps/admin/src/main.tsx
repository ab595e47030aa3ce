import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { currentLanguage, HTML_LANG } from './lib/i18n'
import './tokens.css'
import './styles.css'

document.documentElement.lang = HTML_LANG[currentLanguage()]
createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
