import { EmptyState } from '../../../components/ui/states'

// STUB: replaced by the real member-centre page.
export default function BettingRecord() {
  return <EmptyState title="personalHistoryCopy" />
}
