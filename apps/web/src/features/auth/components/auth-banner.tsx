import { useState } from 'react'
import { useSite, imageUrl } from '../../../lib/site'
import { useBanner } from '../api/announcements'

/** A banner group's picture on top of a modal; nothing while loading or when it fails. */
export function AuthBanner({ group }: { group: 'login' | 'w_register' }) {
  const site = useSite()
  const banner = useBanner(group)
  const [failed, setFailed] = useState<string | null>(null)
  if (!banner || failed === banner.url) return null
  return (
    <div className="auth-banner">
      <img src={imageUrl(site, banner.url)} alt={banner.title ?? ''} onError={() => setFailed(banner.url)} />
    </div>
  )
}
