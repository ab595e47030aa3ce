import { EmptyState } from '../../components/ui/states'

// STUB: replaced by the real page.
export default function PromoDetailPage() {
  return (
    <main className="container page">
      <EmptyState title="PromoDetailPage" />
    </main>
  )
}
