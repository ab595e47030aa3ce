import { EmptyState } from '../../components/ui/states'

// STUB: replaced by the real page.
export default function PromotionsPage() {
  return (
    <main className="container page">
      <EmptyState title="PromotionsPage" />
    </main>
  )
}
