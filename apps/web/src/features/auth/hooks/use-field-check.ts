import type { Language } from '@sea/contract'
import { isLanguage, ruleMessage } from '@sea/rules'
import { useQuery } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useTexts } from '../../../lib/i18n'
import { useSite } from '../../../lib/site'
import { AUTH } from '../auth-texts'
import { registerSettingsQuery } from '../api/auth-api'
import { checkValue, type FieldProblem } from '../register-rules'

/** The page's language, re-rendering when it changes. */
export function useLanguage(): Language {
  const { i18n } = useTexts(AUTH)
  return isLanguage(i18n.language) ? i18n.language : 'EN'
}

/** The register settings (rules and pattern messages) in the page's language. */
export function useRegisterSettings() {
  return useQuery(registerSettingsQuery(useLanguage()))
}

/** The player's text for a field problem. */
export function useProblemText(): (problem: FieldProblem | null | undefined) => string | null {
  const { t } = useTexts(AUTH)
  return useCallback(
    (problem) => {
      if (!problem) return null
      if (problem.kind === 'required') return t('required')
      if (problem.kind === 'mismatch') return t('mismatch')
      if (problem.kind === 'tooYoung') return t('tooYoung', { age: problem.age })
      return problem.message ?? t('invalidFormat')
    },
    [t],
  )
}

/**
 * Checks a value against the merchant's rule for a field (the username, mobile, email and
 * password rules apply to login, recovery and password change too, docs/domain/site.md#validation-rules).
 * `field` names the rule; a field without one is only checked for emptiness.
 */
export function useFieldCheck(): (field: string, value: string, required?: boolean) => string | null {
  const site = useSite()
  const settings = useRegisterSettings()
  const text = useProblemText()
  return useCallback(
    (field, value, required = true) => {
      const rules = settings.data?.rules ?? site.registerRules
      const rule = rules.find((r) => r.field === field)
      if (!rule) return text(value.trim() === '' && required ? { kind: 'required' } : null)
      const template = settings.data?.patterns.find((p) => p.patternId === rule.patternId)?.message
      return text(checkValue(rule, value, required, template))
    },
    [settings.data, site.registerRules, text],
  )
}

/** The rule of a field in words ('Please enter 6-20 letters or digits'), once the messages have loaded. */
export function useRuleHint(): (field: string) => string | undefined {
  const site = useSite()
  const settings = useRegisterSettings()
  return useCallback(
    (field) => {
      const rule = (settings.data?.rules ?? site.registerRules).find((r) => r.field === field)
      const template = rule && settings.data?.patterns.find((p) => p.patternId === rule.patternId)?.message
      return rule && template ? ruleMessage(template, rule) : undefined
    },
    [settings.data, site.registerRules],
  )
}
