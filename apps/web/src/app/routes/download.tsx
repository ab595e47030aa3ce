import { DownloadPage } from '../../features/download/components/download-page'

export default DownloadPage
