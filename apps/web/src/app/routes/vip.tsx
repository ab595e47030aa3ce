import { VipPage } from '../../features/vip/components/vip-page'

export default VipPage
