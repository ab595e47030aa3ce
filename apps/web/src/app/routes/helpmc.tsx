import { HelpWindow } from '../../features/help/components/help-window'

export default HelpWindow
