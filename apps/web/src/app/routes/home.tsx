import { EmptyState } from '../../components/ui/states'

// STUB: replaced by the real page.
export default function HomePage() {
  return (
    <main className="container page">
      <EmptyState title="HomePage" />
    </main>
  )
}
