import { HelpPage } from '../../features/help/components/help-page'

export default HelpPage
