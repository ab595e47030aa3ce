import { EmptyState } from '../../components/ui/states'

// STUB: replaced by the real page.
export default function NoticePage() {
  return (
    <main className="container page">
      <EmptyState title="NoticePage" />
    </main>
  )
}
