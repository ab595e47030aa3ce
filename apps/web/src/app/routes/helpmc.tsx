import { EmptyState } from '../../components/ui/states'

// STUB: replaced by the real page.
export default function HelpMcPage() {
  return (
    <main className="container page">
      <EmptyState title="HelpMcPage" />
    </main>
  )
}
