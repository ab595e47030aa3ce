import { EmptyState } from '../../../components/ui/states'

// STUB: replaced by the real member-centre page.
export default function TransferUpline() {
  return <EmptyState title="transferUpline" />
}
