import { EmptyState } from '../../components/ui/states'

// STUB: replaced by the real page.
export default function NotFoundPage() {
  return (
    <main className="container page">
      <EmptyState title="NotFoundPage" />
    </main>
  )
}
