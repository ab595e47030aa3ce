import { AllLotteryPage } from '../../features/lottery/components/lottery-page'

export default AllLotteryPage
