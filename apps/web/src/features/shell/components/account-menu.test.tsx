import type { accountRoutes } from '@sea/contract'
import { act, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { applyLanguage } from '../../../lib/i18n'
import { getSession, setSession } from '../../../lib/session-store'
import { reply } from '../../../testing/fake-api'
import { memberInfo } from '../../../testing/member-info'
import { resetAfterEach } from '../../../testing/reset-after-each'
import { renderShell } from '../test-utils'
import { AccountMenu } from './account-menu'

// The tier's name in each language the fake server knows, as the server picks it by the header.
const TIER: Record<string, string> = { EN: 'Gold', CN: '黄金', VI: 'Vàng' }

describe('AccountMenu', () => {
  beforeEach(() => {
    applyLanguage('EN', false)
    setSession({ token: 'member-token', isAgent: 0, userName: 'amy' })
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        const language = (init.headers as Record<string, string>).language ?? ''
        const labelName = TIER[language] ?? 'Gold'
        return reply<typeof accountRoutes.memberInfo>(memberInfo({ clubLabel: { labelName, rankLevel: 3 } }))
      }),
    )
  })
  resetAfterEach()

  it('shows the tier in the page’s language, asked again when the language changes', async () => {
    renderShell(<AccountMenu session={getSession()!} />)
    expect(await screen.findByText('Gold')).toBeTruthy()
    act(() => applyLanguage('VI', false))
    expect(await screen.findByText('Vàng')).toBeTruthy()
    expect(screen.queryByText('Gold')).toBeNull()
  })
})
