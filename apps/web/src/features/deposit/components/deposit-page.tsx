import { EmptyState } from '../../../components/ui/states'

// STUB: replaced by the real member-centre page.
export default function DepositPage() {
  return <EmptyState title="depositv2" />
}
