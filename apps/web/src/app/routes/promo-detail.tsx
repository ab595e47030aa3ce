import { PromoDetailPage } from '../../features/promotions/components/promo-detail-page'

export default PromoDetailPage
