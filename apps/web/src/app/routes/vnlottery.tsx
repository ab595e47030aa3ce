import { VnLotteryPage } from '../../features/lottery/components/lottery-page'

export default VnLotteryPage
