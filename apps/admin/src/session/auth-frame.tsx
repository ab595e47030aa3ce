import type { ReactNode } from 'react'
import { LanguageSelect, Logo } from '../components/common'
import { useTexts } from '../lib/i18n'
import { SESSION } from './session.texts'

/** The frame of the pages before a session: the console's mark, a card, the language choice. */
export function AuthFrame({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  const { t } = useTexts(SESSION)
  return (
    <div className="auth">
      <header className="auth-top">
        <div className="brand-mark">
          <Logo />
          <span>{t('product')}</span>
        </div>
        <LanguageSelect className="select select-quiet" />
      </header>
      <main className="auth-main">
        <section className="auth-card" aria-labelledby="auth-title">
          <h1 id="auth-title" className="auth-title">
            {title}
          </h1>
          {subtitle ? <p className="auth-subtitle">{subtitle}</p> : null}
          {children}
        </section>
      </main>
    </div>
  )
}
