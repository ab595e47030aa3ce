import type { gameAdminRoutes, operatorAccountRoutes } from '@sea/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { setSession } from '../lib/session'
import { reply, serve, withFakeServer } from '../testing/fake-server'
import { meOf, renderConsole } from '../testing/render'
import type { BrandGame, BrandVendor, VendorWallet } from './games.api'

withFakeServer()

const OWNER = meOf({
  permissions: ['operator.session', 'games.read', 'games.manage', 'games.secrets'],
})
const CONTENT_ONE_BRAND = meOf({
  roles: ['content'],
  permissions: ['operator.session', 'games.read', 'games.manage'],
  installationWide: false,
  brands: [{ id: 1, code: 'lotus', name: 'Lotus', currency: 'MYR', timezone: 'Asia/Kuala_Lumpur' }],
})

const vendor = (code: string, overrides: Partial<BrandVendor> = {}): BrandVendor => ({
  vendorCode: code,
  displayName: `${code} Games`,
  category: 'RNG',
  walletMode: 'seamless',
  platformEnabled: true,
  comingSoon: false,
  enabled: true,
  sortOrder: 0,
  isHot: false,
  isNew: false,
  maintenance: null,
  underMaintenance: false,
  games: 12,
  gamesOn: 10,
  ...overrides,
})
const VENDORS = [
  vendor('SEA_RNG'),
  vendor('PG', { sortOrder: 1 }),
  vendor('EVO', {
    category: 'LIVE',
    maintenance: { start: '2026-11-28T01:00:00.000Z', end: '2026-11-28T03:00:00.000Z' },
    underMaintenance: true,
  }),
]
const GAME: BrandGame = {
  id: '41',
  vendorCode: 'SEA_RNG',
  code: 'jade-96',
  name: 'Jade Fortune',
  imageUrl: '/games/jade.png',
  category: 'RNG',
  rtp: '96.37',
  trialAllowed: true,
  platformEnabled: true,
  enabled: true,
  isHot: false,
  isNew: false,
  sortOrder: 0,
  overridden: false,
}
const WALLET: VendorWallet = {
  vendorCode: 'TRANSX',
  displayName: 'Transfer X',
  category: 'RNG',
  walletMode: 'transfer',
  apiBaseUrl: 'https://api.transfer.example',
  secretRotatedAt: null,
}

function open(path: string, me = OWNER, routes: Parameters<typeof serve>[0] = {}) {
  setSession({ token: 't1', expiresAt: me.sessionExpiresAt })
  const requests = serve({
    'GET /wps/operator/session/me': () => reply<typeof operatorAccountRoutes.me>(me),
    'GET /wps/operator/brands/1/vendors': () => reply<typeof gameAdminRoutes.brandVendors>(VENDORS),
    'GET /wps/operator/brands/2/vendors': () => reply<typeof gameAdminRoutes.brandVendors>([vendor('ORCHID_ONLY')]),
    'PUT /wps/operator/brands/1/vendors': () => reply<typeof gameAdminRoutes.saveBrandVendors>(VENDORS),
    'GET /wps/operator/brands/1/games': () =>
      reply<typeof gameAdminRoutes.brandGames>({ content: [GAME], pageNum: 1, totalPages: 1, totalElements: 1 }),
    'PUT /wps/operator/brands/1/games/41': () =>
      reply<typeof gameAdminRoutes.saveBrandGame>({ ...GAME, enabled: false, overridden: true }),
    'GET /wps/operator/vendors': () => reply<typeof gameAdminRoutes.vendorWallets>([WALLET]),
    'POST /wps/operator/vendors/TRANSX/secret': () =>
      reply<typeof gameAdminRoutes.rotateVendorSecret>({
        vendor: { ...WALLET, secretRotatedAt: '2026-11-28T01:00:00.000Z' },
        secret: 'ab'.repeat(32),
      }),
    ...routes,
  })
  renderConsole(path)
  return requests
}

describe('the games section', () => {
  it('groups the brand’s vendors by category and saves the order and switches as one list', async () => {
    const requests = open('/games')
    const rng = await screen.findByRole('region', { name: 'Slots vendors' })
    expect(
      within(rng)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.slice(0, 20)),
    ).toEqual([expect.stringContaining('SEA_RNG Games'), expect.stringContaining('PG Games')])
    expect(screen.getByText(/Under maintenance until/)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Move PG Games up' }))
    fireEvent.click(screen.getByRole('checkbox', { name: 'Hot: PG Games' }))
    fireEvent.click(screen.getByRole('button', { name: 'Save order and switches' }))
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true))
    const put = requests.find((r) => r.method === 'PUT')
    expect(put?.body).toEqual({
      vendors: [
        { vendorCode: 'PG', enabled: true, sortOrder: 0, isHot: true, isNew: false },
        { vendorCode: 'SEA_RNG', enabled: true, sortOrder: 1, isHot: false, isNew: false },
        { vendorCode: 'EVO', enabled: true, sortOrder: 2, isHot: false, isNew: false },
      ],
    })
  })

  it('lets an installation-wide operator pick the brand', async () => {
    const requests = open('/games')
    await screen.findByRole('region', { name: 'Slots vendors' })
    fireEvent.change(screen.getByRole('combobox', { name: 'Brand shown' }), { target: { value: '2' } })
    expect(await screen.findByText('ORCHID_ONLY Games')).toBeTruthy()
    expect(requests.map((r) => r.path)).toContain('/wps/operator/brands/2/vendors')
  })

  it('switches a game off for the brand from the games table', async () => {
    const requests = open('/games/games')
    const table = await screen.findByRole('table', { name: 'Games' })
    await within(table).findByText('Jade Fortune')
    fireEvent.click(within(table).getByRole('checkbox', { name: 'On: Jade Fortune' }))
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true))
    expect(requests.find((r) => r.method === 'PUT')).toMatchObject({
      path: '/wps/operator/brands/1/games/41',
      body: { enabled: false, isHot: false, isNew: false, sortOrder: 0 },
    })
  })

  it('checks an import file first, listing the bad rows, then imports a clean one', async () => {
    let dry = 0
    const requests = open('/games/games', OWNER, {
      'POST /wps/operator/vendors/SEA_RNG/games/import': (request) => {
        const body = request.body as { dryRun: boolean }
        if (body.dryRun) dry += 1
        const errors = dry === 1 ? [{ row: 2, field: 'category', message: 'one of LOTT, RNG' }] : []
        return reply<typeof gameAdminRoutes.importGames>({
          dryRun: body.dryRun,
          rows: 2,
          created: 1,
          updated: 1,
          errors,
        })
      },
    })
    await screen.findByText('Jade Fortune')
    fireEvent.change(screen.getByRole('combobox', { name: 'Vendor' }), { target: { value: 'SEA_RNG' } })
    fireEvent.click(await screen.findByRole('button', { name: 'Import games' }))
    const dialog = screen.getByRole('dialog', { name: 'Import games of SEA_RNG' })
    const file = (name: string) => new File(['code,name_EN\nx,X'], name, { type: 'text/csv' })
    fireEvent.change(within(dialog).getByLabelText('File'), { target: { files: [file('games.csv')] } })
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Check file' })).toHaveProperty('disabled', false),
    )
    fireEvent.click(within(dialog).getByRole('button', { name: 'Check file' }))
    const errors = await within(dialog).findByRole('table', { name: 'Fix these rows first; nothing was imported.' })
    expect(within(errors).getByText('category')).toBeTruthy()
    fireEvent.change(within(dialog).getByLabelText('File'), { target: { files: [file('games2.csv')] } })
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Check file' })).toHaveProperty('disabled', false),
    )
    fireEvent.click(within(dialog).getByRole('button', { name: 'Check file' }))
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Import 2 games' }))
    expect(await within(dialog).findByText('Imported: 1 new, 1 updated.')).toBeTruthy()
    const imports = requests.filter((r) => r.path.endsWith('/import'))
    expect(imports.map((r) => (r.body as { dryRun: boolean; format: string }).dryRun)).toEqual([true, true, false])
    expect((imports[0]?.body as { format: string }).format).toBe('csv')
  })

  it('rotates a vendor secret after a confirm and shows it once', async () => {
    open('/games/wallets')
    const table = await screen.findByRole('table', { name: 'Vendor wallets' })
    expect(await within(table).findByText('https://api.transfer.example')).toBeTruthy()
    fireEvent.click(within(table).getByRole('button', { name: 'Rotate secret' }))
    const confirm = screen.getByRole('dialog', { name: 'Rotate the secret of Transfer X?' })
    fireEvent.click(within(confirm).getByRole('button', { name: 'Rotate secret' }))
    const reveal = await screen.findByRole('dialog', { name: 'New secret of Transfer X' })
    expect(within(reveal).getByTestId('vendor-secret').textContent).toBe('ab'.repeat(32))
    expect(within(reveal).getByText(/you will not see it again/)).toBeTruthy()
    fireEvent.click(within(reveal).getByRole('button', { name: 'I have stored it' }))
    expect(screen.queryByTestId('vendor-secret')).toBeNull()
  })

  it('shows a brand’s content operator no vendor wallets and no brand picker', async () => {
    open('/games', CONTENT_ONE_BRAND)
    await screen.findByRole('region', { name: 'Slots vendors' })
    expect(screen.queryByRole('link', { name: 'Vendor wallets' })).toBeNull()
    expect(screen.queryByRole('combobox', { name: 'Brand shown' })).toBeNull()
  })
})
