import { PointMallPage } from '../../features/point-mall/components/point-mall-page'

export default PointMallPage
