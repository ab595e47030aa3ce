import { GamesPage } from '../../features/games/components/games-page'

export default GamesPage
