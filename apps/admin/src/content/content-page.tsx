import type { Permission } from '@sea/contract'
import { Navigate, Route, Routes } from 'react-router'
import { PageHeader } from '../components/common'
import { type Tab, Tabs } from '../components/tabs'
import { useTexts } from '../lib/i18n'
import { useOperator } from '../shell/operator-context'
import { AnnouncementsTab } from './announcements-tab'
import { CONTENT } from './content.texts'
import { HelpTab } from './help-tab'
import { MessagesTab } from './messages-tab'
import './content.css'

type TabId = 'notices' | 'banners' | 'promotions' | 'help' | 'messages'

const TAB_PERMISSION: Record<TabId, Permission> = {
  notices: 'content.announcements.read',
  banners: 'content.announcements.read',
  promotions: 'content.announcements.read',
  help: 'content.announcements.read',
  messages: 'content.messages',
}

const TAB_ELEMENT: Record<TabId, () => React.ReactNode> = {
  notices: () => <AnnouncementsTab key="notices" types={['PL', 'PU']} />,
  // The login modal's banner is a banner of the `login` placement (docs/domain/site.md).
  banners: () => <AnnouncementsTab key="banners" types={['B', 'H']} />,
  promotions: () => <AnnouncementsTab key="promotions" types={['PR']} />,
  help: () => <HelpTab />,
  messages: () => <MessagesTab />,
}

/** The Content section (decision 053): one tab, with its own address, per kind of content. */
export function ContentPage() {
  const { t } = useTexts(CONTENT)
  const { can } = useOperator()
  const tabs = (Object.keys(TAB_PERMISSION) as TabId[]).filter((id) => can(TAB_PERMISSION[id]))
  const tabList: Tab[] = tabs.map((id) => ({ to: id, label: t(`tabs.${id}`) }))
  return (
    <div className="page content-page">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Tabs tabs={tabList} label={t('tabs.label')} />
      <Routes>
        <Route index element={tabs[0] ? <Navigate to={tabs[0]} replace /> : null} />
        {tabs.map((id) => (
          <Route key={id} path={id} element={TAB_ELEMENT[id]()} />
        ))}
        <Route path="*" element={<Navigate to="/content" replace />} />
      </Routes>
    </div>
  )
}
