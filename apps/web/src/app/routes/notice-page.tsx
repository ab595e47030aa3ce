import { NoticeBoardPage } from '../../features/notice-board/components/notice-board-page'

export default NoticeBoardPage
