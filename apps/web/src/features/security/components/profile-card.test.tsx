import type { MemberInfo } from '@sea/contract'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { memberInfo } from '../../../testing/member-info'
import { renderInSite } from '../../../testing/render-in-site'
import { resetAfterEach } from '../../../testing/reset-after-each'
import { securityChecklist } from '../security-score'
import { ProfileCard } from './profile-card'

resetAfterEach()

/** The tags under the member's name, as their texts. */
function tagsOf(info: MemberInfo): string[] {
  renderInSite(
    <ProfileCard
      info={info}
      avatar={undefined}
      checklist={securityChecklist(info, 0)}
      pickerOpen={false}
      onTogglePicker={() => {}}
    />,
  )
  const card = screen.getByRole('region', { name: info.account })
  return [...card.querySelectorAll('.security-tag')].map((tag) => tag.textContent)
}

describe('profile card tags', () => {
  it('names a VIP tier once, though the pass writes it as the club label too', () => {
    const tags = tagsOf(
      memberInfo({
        clubLabel: { labelName: 'Bronze', rankLevel: 1 },
        vip: { hasVip: true, labelName: 'Bronze', rankLevel: 1 },
      }),
    )
    expect(tags).toEqual(['Bronze'])
  })

  it('keeps a club label that is not the tier', () => {
    const tags = tagsOf(
      memberInfo({
        clubLabel: { labelName: 'Founders', rankLevel: 1 },
        vip: { hasVip: true, labelName: 'Bronze', rankLevel: 1 },
        memberLabel: ['Early bird'],
      }),
    )
    expect(tags).toEqual(['Bronze', 'Founders', 'Early bird'])
  })

  it('shows a member without a tier as a member', () => {
    expect(tagsOf(memberInfo())).toEqual(['Member'])
  })

  it('names a tier without a name by its level', () => {
    expect(tagsOf(memberInfo({ vip: { hasVip: true, labelName: null, rankLevel: 2 } }))).toEqual(['VIP 2'])
  })
})
