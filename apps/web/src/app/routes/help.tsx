import { EmptyState } from '../../components/ui/states'

// STUB: replaced by the real page.
export default function HelpPage() {
  return (
    <main className="container page">
      <EmptyState title="HelpPage" />
    </main>
  )
}
