import { PageHeader } from '../components/common'
import { useTexts } from '../lib/i18n'
import { SHELL } from '../shell/shell.texts'

/** The section's page; its slice of issue 20 (decision 053) fills it. */
export function ContentPage() {
  const { t } = useTexts(SHELL)
  return <PageHeader title={t('sections.content')} subtitle="" />
}
