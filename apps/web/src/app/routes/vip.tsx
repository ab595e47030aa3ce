import { EmptyState } from '../../components/ui/states'

// STUB: replaced by the real page.
export default function VipPage() {
  return (
    <main className="container page">
      <EmptyState title="VipPage" />
    </main>
  )
}
