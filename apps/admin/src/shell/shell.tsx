import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { NavLink, Outlet, useNavigate } from 'react-router'
import { ErrorAlert, LanguageSelect, Logo } from '../components/common'
import { call } from '../lib/api'
import { currentLanguage, HTML_LANG, useTexts } from '../lib/i18n'
import { api } from '../lib/routes'
import { clearSession } from '../lib/session'
import { SESSION } from '../session/session.texts'
import { SectionIcon } from './icons'
import { OperatorProvider, useOperator } from './operator-context'
import { visibleSections } from './sections'
import { SHELL } from './shell.texts'

/** The console around every page: who is logged in decides the navigation and the brands. */
export function Shell() {
  const { t } = useTexts(SHELL)
  const me = useQuery({ queryKey: ['me'], queryFn: () => call(api.me), staleTime: 60_000 })
  if (me.data) {
    return (
      <OperatorProvider me={me.data}>
        <Layout />
      </OperatorProvider>
    )
  }
  return (
    <div className="shell-loading" role="status">
      {me.error ? (
        <div className="stack">
          <ErrorAlert error={me.error} />
          <button className="button button-secondary" type="button" onClick={() => void me.refetch()}>
            {t('retry')}
          </button>
        </div>
      ) : (
        t('loading')
      )}
    </div>
  )
}

function Layout() {
  const { t } = useTexts(SHELL)
  const session = useTexts(SESSION)
  const { me } = useOperator()
  return (
    <div className="shell">
      <aside className="sidebar">
        <div className="brand-mark sidebar-mark">
          <Logo />
          <span>{session.t('product')}</span>
        </div>
        <nav aria-label={t('navigation')}>
          <ul className="nav">
            {visibleSections(me.permissions).map((section) => (
              <li key={section.id}>
                <NavLink className="nav-link" to={section.path} end={section.path === '/'}>
                  <SectionIcon id={section.id} />
                  <span>{t(`sections.${section.id}`)}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="main">
        <header className="topbar">
          <BrandSwitcher />
          <div className="topbar-end">
            <LanguageSelect className="select select-quiet" />
            <UserMenu />
          </div>
        </header>
        <main className="content">
          <Outlet />
        </main>
      </div>
    </div>
  )
}

function BrandSwitcher() {
  const { t } = useTexts(SHELL)
  const { me, brandId, chooseBrand } = useOperator()
  const single = !me.installationWide && me.brands.length === 1
  return (
    <label className="brand-switcher">
      <span className="topbar-label">{t('brand')}</span>
      <select
        className="select"
        value={brandId ?? ''}
        disabled={single}
        onChange={(event) => chooseBrand(event.target.value === '' ? null : Number(event.target.value))}
      >
        {single ? null : <option value="">{t('allBrands')}</option>}
        {me.brands.map((brand) => (
          <option key={brand.id} value={brand.id}>
            {brand.name} · {brand.currency}
          </option>
        ))}
      </select>
    </label>
  )
}

function UserMenu() {
  const { t } = useTexts(SHELL)
  const { me } = useOperator()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [open, setOpen] = useState(false)
  const menu = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!open) return
    const close = (event: MouseEvent) => {
      if (!menu.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('mousedown', close)
    return () => document.removeEventListener('mousedown', close)
  }, [open])
  // Whatever the server says, this window forgets the session: a failed logout must not keep it.
  const end = useMutation({
    mutationFn: async (everywhere: boolean) => {
      await (everywhere ? call(api.logoutEverywhere) : call(api.logout))
    },
    onSettled: () => {
      clearSession()
      queryClient.clear()
      void navigate('/login', { replace: true, state: { reason: 'loggedOut' } })
    },
  })
  const until = new Date(me.sessionExpiresAt).toLocaleTimeString(HTML_LANG[currentLanguage()], {
    hour: '2-digit',
    minute: '2-digit',
  })
  return (
    <div className="user-menu" ref={menu}>
      <button
        className="user-button"
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        <span className="avatar" aria-hidden="true">
          {me.username.slice(0, 2).toUpperCase()}
        </span>
        <span className="user-name">{me.username}</span>
        <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
          <path d="M3 4.5 6 7.5l3-3" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      {open ? (
        <div className="menu" role="menu">
          <div className="menu-header">
            <strong>{me.username}</strong>
            <span>{t('sessionUntil', { time: until })}</span>
          </div>
          <button className="menu-item" role="menuitem" type="button" onClick={() => end.mutate(false)}>
            {t('logout')}
          </button>
          <button className="menu-item" role="menuitem" type="button" onClick={() => end.mutate(true)}>
            <span>{t('logoutEverywhere')}</span>
            <small>{t('logoutEverywhereNote')}</small>
          </button>
        </div>
      ) : null}
    </div>
  )
}
