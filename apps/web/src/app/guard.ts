/**
 * The loginedToHomePage guard (docs/domain/site.md#routes-and-pages): when the merchant turns it on, a visitor
 * without a session may open only these paths; everything else sends them to /login.
 */
const OPEN_PATHS = new Set(['/login', '/register', '/register.html', '/helpmc', '/download'])

export function guardRedirect(path: string, options: { loginedToHomePage: boolean; hasToken: boolean }): string | null {
  if (!options.loginedToHomePage || options.hasToken) return null
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path
  return OPEN_PATHS.has(normalised) ? null : '/login'
}
