import type { Brand } from '@sea/contract'

type Theme = Brand['theme']

const VARIABLES: Record<keyof Theme, string> = {
  primary: '--color-primary',
  primaryContrast: '--color-primary-contrast',
  accent: '--color-accent',
  background: '--color-background',
  surface: '--color-surface',
  text: '--color-text',
  muted: '--color-muted',
}

const COLOUR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i

/** Colours the console sent for its live preview (decision 053); they win over the brand's own. */
let preview: Theme | null = null

/**
 * Applies the merchant's colours as CSS variables on :root. A value that is not a hex colour
 * is skipped, so the stylesheet default stays in force rather than a broken colour.
 */
export function applyTheme(theme: Theme): void {
  setColours(theme)
  if (preview) setColours(preview)
}

function setColours(theme: Theme): void {
  const root = document.documentElement
  for (const [key, variable] of Object.entries(VARIABLES) as [keyof Theme, string][]) {
    const value = theme[key]
    if (COLOUR.test(value)) root.style.setProperty(variable, value)
  }
  if (COLOUR.test(theme.background)) {
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme.background)
  }
}

/** The brand's own favicon when it has one, else the site's built-in icon. */
export function applyFavicon(url: string | null): void {
  const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]')
  if (!link) return
  if (url) link.removeAttribute('type')
  else link.type = 'image/svg+xml'
  link.href = url ?? '/favicon.svg'
}

const PREVIEW_COLOUR = /^#[0-9a-f]{6}$/i
export const THEME_PREVIEW = 'sea:theme-preview'

/** The seven colours, each #rrggbb, and nothing else; anything short of that is no theme. */
function previewTheme(data: unknown): Theme | null {
  if (typeof data !== 'object' || data === null) return null
  const { type, theme } = data as { type?: unknown; theme?: unknown }
  if (type !== THEME_PREVIEW || typeof theme !== 'object' || theme === null) return null
  const colours: Record<string, string> = {}
  for (const key of Object.keys(VARIABLES)) {
    const value = (theme as Record<string, unknown>)[key]
    if (typeof value !== 'string' || !PREVIEW_COLOUR.test(value)) return null
    colours[key] = value
  }
  return colours as Theme
}

/**
 * The console's Look tab frames the site and sends unsaved colours. Only a framed page listens,
 * only to its parent (which frame-ancestors limits to the console), and only for colours: the
 * message can change nothing but this window's CSS variables. Says it is ready, so the console
 * sends the colours once the site can take them.
 */
export function listenForThemePreview(): () => void {
  if (window.parent === window) return () => undefined
  const onMessage = (event: MessageEvent) => {
    if (event.source !== window.parent) return
    const theme = previewTheme(event.data)
    if (!theme) return
    preview = theme
    setColours(theme)
  }
  window.addEventListener('message', onMessage)
  window.parent.postMessage({ type: `${THEME_PREVIEW}-ready` }, '*')
  return () => window.removeEventListener('message', onMessage)
}
