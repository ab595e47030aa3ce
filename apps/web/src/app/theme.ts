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

/**
 * Applies the merchant's colours as CSS variables on :root. A value that is not a hex colour
 * is skipped, so the stylesheet default stays in force rather than a broken colour.
 */
export function applyTheme(theme: Theme): void {
  const root = document.documentElement
  for (const [key, variable] of Object.entries(VARIABLES) as [keyof Theme, string][]) {
    const value = theme[key]
    if (COLOUR.test(value)) root.style.setProperty(variable, value)
  }
  if (COLOUR.test(theme.background)) {
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme.background)
  }
}
