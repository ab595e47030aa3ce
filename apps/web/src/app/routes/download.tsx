import { EmptyState } from '../../components/ui/states'

// STUB: replaced by the real page.
export default function DownloadPage() {
  return (
    <main className="container page">
      <EmptyState title="DownloadPage" />
    </main>
  )
}
