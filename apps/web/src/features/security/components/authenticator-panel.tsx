import { useState, type FormEvent, type ReactNode } from 'react'
import { Field, FormMessage } from '../../../components/ui/field'
import { Icon } from '../../../components/ui/icon'
import { Spinner } from '../../../components/ui/states'
import { ApiError } from '../../../lib/api-client'
import { useErrorText } from '../../../lib/error-text'
import { useTexts } from '../../../lib/i18n'
import { COMMON } from '../../../locales/common'
import { useTotpConfirm, useTotpDisable, useTotpReplace, useTotpSetup, type TotpEnrolment } from '../api'
import { SECURITY } from '../security-texts'

const sixDigits = (value: string) => value.replace(/\D/g, '').slice(0, 6)
/** "JBSWY3DPEHPK3PXP" -> "JBSW Y3DP EHPK 3PXP": easier to type into an app by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ')

/** Authenticator (TOTP): enrol with a QR code and a first code, move it to a new phone, or turn it off. */
export function AuthenticatorPanel({ enabled }: { enabled: boolean }) {
  // The calls live here: member info flips `enabled` after each, and the outcome must survive it.
  const setup = useTotpSetup()
  const replace = useTotpReplace()
  const confirm = useTotpConfirm()
  const disable = useTotpDisable()
  if (confirm.isSuccess) return <EnrolDone />
  const enrolment = setup.data ?? replace.data
  if (enrolment) return <Enrol enrolment={enrolment} confirm={confirm} />
  if (enabled) return <DisableForm disable={disable} replace={replace} />
  return <StartEnrol setup={setup} disabled={disable.isSuccess} />
}

function EnrolDone() {
  const { t } = useTexts(SECURITY)
  return <FormMessage tone="success">{t('totp.enabled')}</FormMessage>
}

function StartEnrol({ setup, disabled }: { setup: ReturnType<typeof useTotpSetup>; disabled: boolean }) {
  const { t } = useTexts(SECURITY)
  const errorText = useErrorText()
  return (
    <div className="totp">
      {disabled ? <FormMessage tone="success">{t('totp.disabled')}</FormMessage> : null}
      <p className="security-note">{t('totp.intro')}</p>
      {setup.error ? <FormMessage>{errorText(setup.error)}</FormMessage> : null}
      <button
        type="button"
        className="button button--primary"
        onClick={() => setup.mutate()}
        disabled={setup.isPending}
      >
        {setup.isPending ? <Spinner /> : <Icon name="qr" size={18} />}
        {t('totp.start')}
      </button>
    </div>
  )
}

function Enrol({ enrolment, confirm }: { enrolment: TotpEnrolment; confirm: ReturnType<typeof useTotpConfirm> }) {
  const { t } = useTexts(SECURITY)
  const common = useTexts(COMMON).t
  const errorText = useErrorText()
  const [code, setCode] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [copied, setCopied] = useState(false)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found = code.length === 6 ? null : t('totp.codeRule')
    setProblem(found)
    if (!found) confirm.mutate(code)
  }
  const copy = () => {
    void navigator.clipboard?.writeText(enrolment.secret).then(() => setCopied(true))
  }

  return (
    <form className="totp totp--enrol" onSubmit={submit} noValidate>
      <div className="totp__qr">
        {/* The server draws the QR code; shown as an image, its SVG never runs as markup here. */}
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrCodeSvg)}`}
          alt={t('totp.qrAlt')}
          width={168}
          height={168}
        />
      </div>
      <div className="totp__steps">
        <Step number={1}>{t('totp.scan')}</Step>
        <Step number={2}>{t('totp.manual')}</Step>
        <div className="totp__secret">
          <code>{grouped(enrolment.secret)}</code>
          <button type="button" className="button button--ghost totp__copy" onClick={copy}>
            <Icon name={copied ? 'check' : 'copy'} size={16} />
            {copied ? common('copied') : common('copy')}
          </button>
        </div>
        <a className="link-button totp__open" href={enrolment.otpauthUri}>
          {t('totp.openApp')}
        </a>
        <Step number={3}>{t('totp.finish')}</Step>
        <div className="totp__confirm">
          <Field
            label={t('totp.code')}
            className="totp__code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(event) => setCode(sixDigits(event.target.value))}
            error={problem ?? (confirm.error ? errorText(confirm.error) : null)}
          />
          <button type="submit" className="button button--primary" disabled={confirm.isPending}>
            {confirm.isPending ? <Spinner /> : null}
            {t('totp.confirm')}
          </button>
        </div>
      </div>
    </form>
  )
}

/** One numbered step of setting the authenticator up. */
function Step({ number, children }: { number: number; children: ReactNode }) {
  return (
    <p className="totp__step">
      <span className="totp__number">{number}</span>
      {children}
    </p>
  )
}

type Action = ReturnType<typeof useTotpDisable> | ReturnType<typeof useTotpReplace>

function DisableForm({
  disable,
  replace,
}: {
  disable: ReturnType<typeof useTotpDisable>
  replace: ReturnType<typeof useTotpReplace>
}) {
  const { t } = useTexts(SECURITY)
  const common = useTexts(COMMON).t
  const errorText = useErrorText()
  const [password, setPassword] = useState('')
  const [code, setCode] = useState('')
  const [problem, setProblem] = useState<'password' | 'code' | null>(null)

  // Both actions ask for the same proof; the one run last owns the error shown.
  const run = (action: Action, other: Action) => {
    const found = !password.trim() ? 'password' : code.length !== 6 ? 'code' : null
    setProblem(found)
    if (found) return
    other.reset()
    action.mutate({ password, code })
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    run(disable, replace)
  }
  const error = disable.error ?? replace.error
  const errorCode = error instanceof ApiError ? error.code : null
  const serverField = errorCode === 'password_incorrect' ? 'password' : errorCode === 'totp_invalid' ? 'code' : null
  const busy = disable.isPending || replace.isPending

  return (
    <form className="form security-form" onSubmit={submit} noValidate>
      <FormMessage tone="info">{t('totp.enabled')}</FormMessage>
      <p className="security-note">{t('totp.disableHint')}</p>
      <Field
        label={t('totp.password')}
        type="password"
        autoComplete="current-password"
        reveal={{ show: common('show'), hide: common('hide') }}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={
          problem === 'password'
            ? t('password.required')
            : error && serverField === 'password'
              ? errorText(error)
              : null
        }
      />
      <Field
        label={t('totp.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={(event) => setCode(sixDigits(event.target.value))}
        error={problem === 'code' ? t('totp.codeRule') : error && serverField === 'code' ? errorText(error) : null}
      />
      {error && !serverField ? <FormMessage>{errorText(error)}</FormMessage> : null}
      <button
        type="button"
        className="button button--primary security-form__submit"
        onClick={() => run(replace, disable)}
        disabled={busy}
      >
        {replace.isPending ? <Spinner /> : null}
        {t('totp.replace')}
      </button>
      <button type="submit" className="button button--ghost security-form__submit" disabled={busy}>
        {disable.isPending ? <Spinner /> : null}
        {t('totp.disable')}
      </button>
    </form>
  )
}
