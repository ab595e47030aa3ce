import './base.css'
import { fragmentError } from './api'
import { errorText, labelsFor, pageLang } from './i18n'
import { $, h } from './ui'

// Where the launch sends a player it cannot open a game for: the reason, in the player's language.
const labels = labelsFor(pageLang())
$('#app').replaceChildren(
  h(
    'div',
    { class: 'notice' },
    h('div', { class: 'notice-icon' }, '!'),
    h('p', {}, errorText(labels, fragmentError() ?? 'generic')),
  ),
)
