import { EmptyState } from '../../components/ui/states'

// STUB: replaced by the real page.
export default function PointMallPage() {
  return (
    <main className="container page">
      <EmptyState title="PointMallPage" />
    </main>
  )
}
