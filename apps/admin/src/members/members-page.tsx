import { Route, Routes } from 'react-router'
import { MemberPage } from './member-page'
import { MemberSearch } from './member-search'
import './members.css'

/** The members section: the search at /members, a member's page and its tabs under /members/:memberId. */
export function MembersPage() {
  return (
    <Routes>
      <Route index element={<MemberSearch />} />
      <Route path=":memberId/*" element={<MemberPage />} />
    </Routes>
  )
}
