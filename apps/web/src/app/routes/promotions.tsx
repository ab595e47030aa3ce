import { PromotionsPage } from '../../features/promotions/components/promotions-page'

export default PromotionsPage
