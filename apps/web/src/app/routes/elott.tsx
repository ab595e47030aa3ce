import { ElottPage } from '../../features/lottery/components/lottery-page'

export default ElottPage
