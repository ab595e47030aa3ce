import { EmptyState } from '../../components/ui/states'

// STUB: replaced by the real page.
export default function GamePage() {
  return (
    <main className="container page">
      <EmptyState title="GamePage" />
    </main>
  )
}
