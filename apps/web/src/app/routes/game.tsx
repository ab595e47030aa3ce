import { GameFramePage } from '../../features/game-frame/components/game-frame-page'

export default GameFramePage
