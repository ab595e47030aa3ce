import { defineTexts } from '../../lib/i18n'

/** Texts of the reward centre and the mission activity page (their data arrives in later issues). */
export const REWARDS = defineTexts('rewards', {
  EN: {
    rewardsTitle: 'No rewards yet',
    rewardsBody: 'Rewards you earn from promotions, missions and VIP levels will appear here, ready to claim.',
    waysTitle: 'Ways to earn',
    promotions: {
      title: 'Promotions',
      body: 'Join a promotion to unlock deposit and game bonuses.',
      action: 'View promotions',
    },
    vip: {
      title: 'VIP levels',
      body: 'Play to move up the VIP levels and unlock their rewards.',
      action: 'See VIP levels',
    },
    invite: {
      title: 'Invite friends',
      body: 'Share your invitation link with friends who would like to play.',
      action: 'Invite friends',
    },
    missionsTitle: 'No missions running yet',
    missionsBody:
      'When missions start, your daily and weekly tasks, your progress and the leaderboard will appear here.',
    howTitle: 'How missions work',
    how1: 'Complete the tasks of a mission',
    how2: 'Collect points for each task',
    how3: 'Climb the leaderboard and claim your reward',
  },
  CN: {
    rewardsTitle: '暂无奖励',
    rewardsBody: '您从优惠活动、任务和 VIP 等级中获得的奖励将显示在这里，随时可以领取。',
    waysTitle: '获取奖励的方式',
    promotions: { title: '优惠活动', body: '参加优惠活动，解锁存款和游戏红利。', action: '查看优惠' },
    vip: { title: 'VIP 等级', body: '游戏升级 VIP 等级，解锁专属奖励。', action: '查看 VIP 等级' },
    invite: { title: '邀请好友', body: '将您的邀请链接分享给想一起玩的好友。', action: '邀请好友' },
    missionsTitle: '暂无进行中的任务',
    missionsBody: '任务开始后，您的每日和每周任务、进度以及排行榜将显示在这里。',
    howTitle: '任务玩法',
    how1: '完成任务中的各项挑战',
    how2: '每完成一项获得积分',
    how3: '冲上排行榜并领取奖励',
  },
  MY: {
    rewardsTitle: 'Belum ada ganjaran',
    rewardsBody:
      'Ganjaran yang anda peroleh daripada promosi, misi dan tahap VIP akan dipaparkan di sini, sedia untuk dituntut.',
    waysTitle: 'Cara memperoleh',
    promotions: {
      title: 'Promosi',
      body: 'Sertai promosi untuk membuka bonus deposit dan permainan.',
      action: 'Lihat promosi',
    },
    vip: {
      title: 'Tahap VIP',
      body: 'Bermain untuk naik tahap VIP dan membuka ganjarannya.',
      action: 'Lihat tahap VIP',
    },
    invite: {
      title: 'Jemput rakan',
      body: 'Kongsi pautan jemputan anda dengan rakan yang ingin bermain.',
      action: 'Jemput rakan',
    },
    missionsTitle: 'Belum ada misi yang berjalan',
    missionsBody:
      'Apabila misi bermula, tugasan harian dan mingguan, kemajuan anda dan papan pendahulu akan dipaparkan di sini.',
    howTitle: 'Cara misi berfungsi',
    how1: 'Selesaikan tugasan sesuatu misi',
    how2: 'Kumpul mata bagi setiap tugasan',
    how3: 'Naik papan pendahulu dan tuntut ganjaran anda',
  },
  VI: {
    rewardsTitle: 'Chưa có phần thưởng',
    rewardsBody: 'Phần thưởng bạn nhận được từ khuyến mãi, nhiệm vụ và cấp VIP sẽ hiển thị tại đây, sẵn sàng để nhận.',
    waysTitle: 'Cách nhận thưởng',
    promotions: {
      title: 'Khuyến mãi',
      body: 'Tham gia khuyến mãi để mở khóa thưởng nạp tiền và trò chơi.',
      action: 'Xem khuyến mãi',
    },
    vip: { title: 'Cấp VIP', body: 'Chơi để lên cấp VIP và mở khóa phần thưởng của từng cấp.', action: 'Xem cấp VIP' },
    invite: {
      title: 'Mời bạn bè',
      body: 'Chia sẻ liên kết mời của bạn với những người bạn muốn cùng chơi.',
      action: 'Mời bạn bè',
    },
    missionsTitle: 'Chưa có nhiệm vụ nào diễn ra',
    missionsBody:
      'Khi nhiệm vụ bắt đầu, nhiệm vụ hằng ngày và hằng tuần, tiến độ và bảng xếp hạng sẽ hiển thị tại đây.',
    howTitle: 'Cách nhiệm vụ hoạt động',
    how1: 'Hoàn thành các yêu cầu của nhiệm vụ',
    how2: 'Nhận điểm cho mỗi yêu cầu',
    how3: 'Leo bảng xếp hạng và nhận thưởng',
  },
  TH: {
    rewardsTitle: 'ยังไม่มีรางวัล',
    rewardsBody: 'รางวัลที่คุณได้รับจากโปรโมชัน ภารกิจ และระดับ VIP จะแสดงที่นี่ พร้อมให้รับ',
    waysTitle: 'วิธีรับรางวัล',
    promotions: { title: 'โปรโมชัน', body: 'เข้าร่วมโปรโมชันเพื่อปลดล็อกโบนัสเงินฝากและโบนัสเกม', action: 'ดูโปรโมชัน' },
    vip: { title: 'ระดับ VIP', body: 'เล่นเพื่อเลื่อนระดับ VIP และปลดล็อกรางวัลของแต่ละระดับ', action: 'ดูระดับ VIP' },
    invite: { title: 'ชวนเพื่อน', body: 'แชร์ลิงก์เชิญให้เพื่อนที่อยากมาเล่นด้วยกัน', action: 'ชวนเพื่อน' },
    missionsTitle: 'ยังไม่มีภารกิจที่กำลังดำเนินอยู่',
    missionsBody: 'เมื่อภารกิจเริ่มขึ้น ภารกิจรายวันและรายสัปดาห์ ความคืบหน้า และตารางอันดับจะแสดงที่นี่',
    howTitle: 'ภารกิจทำงานอย่างไร',
    how1: 'ทำภารกิจย่อยให้สำเร็จ',
    how2: 'สะสมคะแนนจากแต่ละภารกิจย่อย',
    how3: 'ไต่อันดับและรับรางวัลของคุณ',
  },
})
