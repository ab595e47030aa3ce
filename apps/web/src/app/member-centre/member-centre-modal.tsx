import { EmptyState } from '../../components/ui/states'
import { Modal } from '../../components/ui/modal'
import type { ModalProps } from '../../lib/modals'

// STUB: replaced by the member centre frame (left menu, pages from pages.ts).
export default function MemberCentreModal({ onClose }: ModalProps) {
  return (
    <Modal title="memberCentre" closeLabel="Close" onClose={onClose}>
      <EmptyState />
    </Modal>
  )
}
