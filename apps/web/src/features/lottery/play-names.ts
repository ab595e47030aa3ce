import type { LotteryPlayType } from '@sea/contract'

/**
 * Vietnam bet types keep their Vietnamese names in every language (players everywhere call them
 * lô, đề, xiên). The server sends the engine code for now (`lo_truot` as "lo truot"); a name it
 * translates itself is shown as sent.
 */
const VN_NAMES: Record<string, string> = {
  lo2: 'Lô 2 số', lo3: 'Lô 3 số', lo4: 'Lô 4 số', lo_truot: 'Lô trượt', de: 'Đề', de_head: 'Đề đầu', de_tail: 'Đề đuôi',
  de_first2: 'Đầu ĐB', de_g1: 'Đề giải nhất', cang3: '3 Càng', cang4: '4 Càng', xien2: 'Xiên 2', xien3: 'Xiên 3', xien4: 'Xiên 4',
  dau: 'Đầu', duoi: 'Đuôi', dau_duoi: 'Đầu đuôi', xiu_chu: 'Xỉu chủ',
}
const VN_GROUPS: Record<string, string> = { lo: 'Lô', de: 'Đề', cang: 'Càng', xien: 'Xiên', dau_duoi: 'Đầu đuôi', xiu_chu: 'Xỉu chủ' }

const readable = (code: string) => code.charAt(0).toUpperCase() + code.slice(1).replace(/_/g, ' ')
const untranslated = (play: LotteryPlayType) => play.name === play.playType.replace(/_/g, ' ')

export function playName(play: LotteryPlayType): string {
  return untranslated(play) ? (VN_NAMES[play.playType] ?? readable(play.playType)) : play.name
}

/** A play-type tab's label: the Vietnam group name, else the group code made readable. */
export function groupName(group: string): string {
  return VN_GROUPS[group] ?? readable(group)
}

/** A stored bet's type (my bets): the Vietnam name, else the code made readable. */
export function betTypeName(playType: string): string {
  return VN_NAMES[playType] ?? readable(playType)
}
