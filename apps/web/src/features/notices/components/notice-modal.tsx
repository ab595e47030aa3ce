import { EmptyState } from '../../../components/ui/states'
import { Modal } from '../../../components/ui/modal'
import type { ModalProps } from '../../../lib/modals'

// STUB: replaced by the feature's real modal.
export default function NoticeModal({ onClose }: ModalProps) {
  return (
    <Modal title="NoticeModal" closeLabel="Close" onClose={onClose}>
      <EmptyState />
    </Modal>
  )
}
