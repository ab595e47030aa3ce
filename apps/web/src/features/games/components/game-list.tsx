import type { VendorCard } from '@sea/contract'
import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { Icon } from '../../../components/ui/icon'
import { EmptyState } from '../../../components/ui/states'
import { Tabs } from '../../../components/ui/tabs'
import { useCatalogueLanes } from '../../../lib/game-catalogue'
import { useTexts } from '../../../lib/i18n'
import { openModal } from '../../../lib/modals'
import { useSession } from '../../../lib/session-store'
import { imageUrl, useSite } from '../../../lib/site'
import { useGameList } from '../api'
import {
  LIST_PAGES,
  MEMBER_TABS,
  pageVendors,
  parseTab,
  selectedVendor,
  TABS,
  vendorSearch,
  type ListPage,
  type SelectType,
} from '../game-pages'
import { GAMES } from '../games-texts'
import { useDebounced } from '../use-debounced'
import { GameGrid } from './game-grid'
import { RoomStrip } from './room-strip'
import '../../../components/ui/chip.css'

/**
 * A list page (/rng, /live, /fish, /pvp, /bingo, /bgs): tabs ALL, HOT, NEW, FAV and RECENT, the
 * providers of the category as chips, a search box, and the games with 'load more'. The tab, the
 * provider and the search live in the address, so back and reload keep them.
 */
export function GameList({ type }: { type: ListPage }) {
  const { t, i18n } = useTexts(GAMES)
  const session = useSession()
  const [params, setParams] = useSearchParams()
  const { lanes, isPending: cataloguePending } = useCatalogueLanes(i18n.language)
  const vendors = pageVendors(type, lanes)
  const vassalage = selectedVendor(type, params, vendors)
  const vendor = vendors.find((card) => card.vassalage === vassalage)
  const tab = parseTab(params.get('tab'))
  const [text, setText] = useState(() => params.get('q') ?? '')
  const search = useDebounced(text.trim(), 350)
  const needsLogin = MEMBER_TABS.includes(tab) && !session
  const soon = vendor?.comingSoon ?? false
  const list = useGameList(
    {
      selectType: tab,
      gameType: LIST_PAGES[type],
      vassalage: vassalage || undefined,
      search: search || undefined,
      language: i18n.language,
    },
    // A vendor named in the address waits for the catalogue: it may be one that is coming soon.
    !needsLogin && !soon && !(cataloguePending && vassalage),
  )
  const games = list.data?.pages.flatMap((page) => page.content)
  const total = list.data?.pages.at(-1)?.totalElements ?? 0

  const update = (change: (next: URLSearchParams) => void) => {
    const next = new URLSearchParams(params)
    change(next)
    setParams(next, { replace: true })
  }
  const chooseTab = (id: SelectType) => update((next) => (id === 'ALL' ? next.delete('tab') : next.set('tab', id)))
  const chooseVendor = (id: string) => setParams(vendorSearch(type, params, id), { replace: true })
  const typeText = (value: string) => {
    setText(value)
    update((next) => (value.trim() ? next.set('q', value.trim()) : next.delete('q')))
  }

  return (
    <div className="games-list">
      <div className="games-toolbar">
        <Tabs
          label={t('tabsLabel')}
          tabs={TABS.map((id) => ({ id, label: t(`tabs.${id}`) }))}
          value={tab}
          onChange={chooseTab}
        />
        <label className="games-search">
          <Icon name="search" size={18} />
          <span className="visually-hidden">{t('search')}</span>
          <input
            type="search"
            value={text}
            placeholder={t('search')}
            onChange={(event) => typeText(event.target.value)}
            maxLength={50}
          />
          {text ? (
            <button
              type="button"
              className="games-search__clear"
              onClick={() => typeText('')}
              aria-label={t('clearSearch')}
            >
              <Icon name="close" size={14} />
            </button>
          ) : null}
        </label>
      </div>
      {vendors.length > 0 ? <VendorChips vendors={vendors} value={vassalage} onChange={chooseVendor} /> : null}
      {type === 'pvp' && !soon ? <RoomStrip vassalage={vassalage} /> : null}
      {soon && vendor ? (
        <div className="games-state">
          <EmptyState icon="clock" title={t('soonVendor.title', { name: vendor.displayName })}>
            {t('soonVendor.body')}
          </EmptyState>
        </div>
      ) : needsLogin ? (
        <div className="games-state">
          <EmptyState icon="lock" title={t('login.title')}>
            <p>{t('login.body')}</p>
            <button
              type="button"
              className="button button--primary games-state__action"
              onClick={() => openModal('loginPopup')}
            >
              {t('login.action')}
            </button>
          </EmptyState>
        </div>
      ) : (
        <GameGrid
          label={t(`tabs.${tab}`)}
          games={games}
          isPending={list.isPending}
          error={list.error}
          onRetry={() => void list.refetch()}
          empty={<ListEmpty tab={tab} search={search} />}
          more={{
            total,
            hasMore: list.hasNextPage,
            loading: list.isFetchingNextPage,
            onMore: () => void list.fetchNextPage(),
          }}
        />
      )}
    </div>
  )
}

function ListEmpty({ tab, search }: { tab: SelectType; search: string }) {
  const { t } = useTexts(GAMES)
  const [title, body] = search
    ? [t('empty.search', { search }), t('empty.searchBody')]
    : tab === 'FAV'
      ? [t('empty.favTitle'), t('empty.favBody')]
      : tab === 'RECENT'
        ? [t('empty.recentTitle'), t('empty.recentBody')]
        : [t('empty.title'), t('empty.body')]
  return (
    <div className="games-state">
      <EmptyState icon={tab === 'FAV' ? 'star' : search ? 'search' : 'game'} title={title}>
        {body}
      </EmptyState>
    </div>
  )
}

/** The category's providers: 'All' and one chip each, with the logo when there is one. */
function VendorChips({
  vendors,
  value,
  onChange,
}: {
  vendors: readonly VendorCard[]
  value: string
  onChange: (id: string) => void
}) {
  const { t } = useTexts(GAMES)
  const site = useSite()
  const chips = [{ vassalage: '', displayName: t('allVendors'), logo: null, comingSoon: false }, ...vendors]
  return (
    <div className="vendor-chips" role="group" aria-label={t('vendorsLabel')}>
      {chips.map((chip) => (
        <button
          key={chip.vassalage || 'all'}
          type="button"
          className={`filter-chip vendor-chip${chip.vassalage === value ? ' is-active' : ''}`}
          aria-pressed={chip.vassalage === value}
          onClick={() => onChange(chip.vassalage)}
        >
          {chip.logo ? <img src={imageUrl(site, chip.logo)} alt="" loading="lazy" /> : null}
          <span>{chip.displayName}</span>
          {chip.comingSoon ? <span className="vendor-chip__soon">{t('soon')}</span> : null}
          {'maintenanceEnd' in chip && chip.maintenanceEnd ? (
            <span className="vendor-chip__soon">{t('maintenance')}</span>
          ) : null}
        </button>
      ))}
    </div>
  )
}
