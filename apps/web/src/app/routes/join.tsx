import { EmptyState } from '../../components/ui/states'

// STUB: replaced by the real page.
export default function JoinPage() {
  return (
    <main className="container page">
      <EmptyState title="JoinPage" />
    </main>
  )
}
