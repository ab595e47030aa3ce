import type { MemberInfo } from '@sea/contract'
import { useState, type ComponentProps, type ReactNode } from 'react'
import type { IconName } from '../../../components/ui/icon'
import { QueryView } from '../../../components/ui/states'
import { useMemberInfo } from '../../../lib/account'
import { useTexts } from '../../../lib/i18n'
import { useAvatar, useBankAccounts } from '../api'
import { securityChecklist, type SecurityCheck } from '../security-score'
import { SECURITY } from '../security-texts'
import { AuthenticatorPanel } from './authenticator-panel'
import { AvatarPicker } from './avatar-picker'
import { BankAccounts } from './bank-accounts'
import { LoginPasswordForm, PaymentPasswordForm } from './password-forms'
import { ProfileCard, ProfileDetails } from './profile-card'
import { SecurityItem } from './security-item'
import './security.css'
import './security-panels.css'

/** The security centre ("my account"): profile, avatar, passwords, contacts, bank and authenticator. */
export default function SecurityCenter() {
  const info = useMemberInfo()
  return (
    <QueryView query={info} rows={5}>
      {(data) => <SecurityCenterView info={data} />}
    </QueryView>
  )
}

/** One row of the settings list, before its title and body are looked up. */
type Item = {
  id: SecurityCheck
  icon: IconName
  status: string
  detail?: ReactNode
  action?: ComponentProps<typeof SecurityItem>['action']
  panel: ReactNode
}

function SecurityCenterView({ info }: { info: MemberInfo }) {
  const { t } = useTexts(SECURITY)
  const avatar = useAvatar()
  const banks = useBankAccounts()
  const [pickerOpen, setPickerOpen] = useState(false)
  const [open, setOpen] = useState<SecurityCheck | null>(null)
  const checklist = securityChecklist(info, banks.data ? banks.data.accounts.length : null)
  const done = (id: SecurityCheck) => checklist.items.find((item) => item.id === id)?.done ?? false
  const toggle = (id: SecurityCheck) => setOpen((current) => (current === id ? null : id))
  const expand = (id: SecurityCheck, label: string, tone?: 'ghost') => ({
    label: open === id ? t('actions.hide') : label,
    onClick: () => toggle(id),
    expands: true,
    tone,
  })
  // Mobile and email cannot be changed here: their rows show the masked value and a note saying so.
  const contact = (id: 'mobile' | 'email', icon: IconName, value: string | null | undefined): Item => ({
    id,
    icon,
    status: t(value ? 'status.bound' : 'status.unbound'),
    detail: value ? t('contact.bound', { value }) : undefined,
    action: expand(id, t('actions.view'), 'ghost'),
    panel: <p className="security-note">{t('contact.readOnly')}</p>,
  })

  const items: Item[] = [
    {
      id: 'loginPassword',
      icon: 'lock',
      status: t('status.set'),
      action: expand('loginPassword', t('actions.change')),
      panel: <LoginPasswordForm />,
    },
    {
      id: 'paymentPassword',
      icon: 'wallet',
      status: t(info.hasPaymentPassword ? 'status.set' : 'status.unset'),
      action: expand('paymentPassword', t(info.hasPaymentPassword ? 'actions.change' : 'actions.set')),
      panel: <PaymentPasswordForm isSet={info.hasPaymentPassword} />,
    },
    contact('mobile', 'phone', info.mobileNum),
    contact('email', 'mail', info.email),
    {
      id: 'bank',
      icon: 'card',
      status: banks.data?.accounts.length
        ? t('status.count', { count: banks.data.accounts.length })
        : t('status.unbound'),
      action: expand('bank', t('actions.manage')),
      panel: <BankAccounts query={banks} />,
    },
    {
      id: 'authenticator',
      icon: 'shield',
      status: t(info.totpEnabled ? 'status.on' : 'status.off'),
      action: expand('authenticator', t(info.totpEnabled ? 'actions.turnOff' : 'actions.set')),
      panel: <AuthenticatorPanel enabled={info.totpEnabled} />,
    },
  ]

  return (
    <div className="centre-panel security">
      <ProfileCard
        info={info}
        avatar={avatar.data}
        checklist={checklist}
        pickerOpen={pickerOpen}
        onTogglePicker={() => setPickerOpen((value) => !value)}
      />
      {pickerOpen ? (
        <div id="security-avatar-picker" className="security-section">
          <AvatarPicker current={avatar.data} />
        </div>
      ) : null}
      <section className="security-section" aria-labelledby="security-settings">
        <div className="security-section__head">
          <h3 id="security-settings" className="security-section__title">
            {t('section')}
          </h3>
          <p className="security-section__tip">{t('score.tip')}</p>
        </div>
        <ul className="security-list">
          {items.map((item) => (
            <SecurityItem
              key={item.id}
              id={item.id}
              icon={item.icon}
              title={t(`items.${item.id}.title`)}
              body={t(`items.${item.id}.body`)}
              done={done(item.id)}
              status={item.status}
              detail={item.detail}
              action={item.action}
              open={open === item.id}
            >
              {item.panel}
            </SecurityItem>
          ))}
        </ul>
      </section>
      <ProfileDetails info={info} />
    </div>
  )
}
