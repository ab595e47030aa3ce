import { SeaLotteryPage } from '../../features/lottery/components/lottery-page'

export default SeaLotteryPage
