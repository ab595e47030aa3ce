import { isLanguage } from '@sea/rules'
import type { Language } from '@sea/contract'
import { Icon } from '../../../components/ui/icon'
import { applyLanguage, LANGUAGE_NAMES, useTexts } from '../../../lib/i18n'
import { useSite } from '../../../lib/site'
import { usePopupMenu } from '../hooks/use-dismiss'
import { SHELL } from '../shell-texts'
import { MenuList } from './menu-list'
import './top-bar.css'

/** Each option names itself in its own language, so screen readers switch voice. */
const HTML_LANG: Record<Language, string> = { EN: 'en', CN: 'zh-CN', MY: 'ms', VI: 'vi', TH: 'th' }

/**
 * The merchant's languages only. A choice is remembered as `lang`, the one before it as
 * `hisLang` (docs/domain/site.md#data-and-fields), through lib/i18n.
 */
export function LanguagePicker({ variant = 'menu' }: { variant?: 'menu' | 'list' }) {
  const { t, i18n } = useTexts(SHELL)
  const site = useSite()
  const current: Language = isLanguage(i18n.language) ? i18n.language : site.merchant.defaultLanguage
  const { open, close, root, menuId, toggle } = usePopupMenu()

  const choose = (language: Language) => {
    close()
    if (language !== current) applyLanguage(language, true)
  }
  const options = site.merchant.languages.map((language) => (
    <li key={language} role="none">
      <button
        type="button"
        role="menuitemradio"
        aria-checked={language === current}
        lang={HTML_LANG[language]}
        className="language-picker__option"
        onClick={() => choose(language)}
      >
        <span className="language-picker__code">{language}</span>
        {LANGUAGE_NAMES[language]}
        {language === current ? <Icon name="check" size={16} className="language-picker__check" /> : null}
      </button>
    </li>
  ))

  if (variant === 'list') {
    return (
      <MenuList className="language-picker language-picker--list" label={t('language')}>
        {options}
      </MenuList>
    )
  }
  return (
    <div className="language-picker" ref={root}>
      <button type="button" className="language-picker__toggle" {...toggle}>
        <Icon name="globe" size={16} />
        <span className="visually-hidden">{t('language')}: </span>
        {LANGUAGE_NAMES[current]}
        <Icon name="chevronDown" size={14} className="language-picker__chevron" />
      </button>
      {open ? (
        <MenuList id={menuId} className="language-picker__menu" label={t('language')}>
          {options}
        </MenuList>
      ) : null}
    </div>
  )
}
