import { defineTexts } from '../../lib/i18n'

/** Texts of the notices page (/noticePage). */
export const NOTICE_BOARD = defineTexts('noticeBoard', {
  EN: {
    eyebrow: 'Announcements',
    title: 'Notices',
    lead: 'News, service updates and announcements for every player.',
    empty: 'There are no notices right now.',
    emptyBody: 'New announcements will appear here.',
    published: 'Published',
    latest: 'New',
  },
  CN: {
    eyebrow: '公告',
    title: '公告通知',
    lead: '面向所有玩家的最新消息、服务更新与公告。',
    empty: '目前没有公告。',
    emptyBody: '新的公告将显示在这里。',
    published: '发布时间',
    latest: '最新',
  },
  MY: {
    eyebrow: 'Pengumuman',
    title: 'Notis',
    lead: 'Berita, kemas kini perkhidmatan dan pengumuman untuk semua pemain.',
    empty: 'Tiada notis buat masa ini.',
    emptyBody: 'Pengumuman baharu akan dipaparkan di sini.',
    published: 'Diterbitkan',
    latest: 'Baharu',
  },
  VI: {
    eyebrow: 'Thông báo',
    title: 'Thông báo',
    lead: 'Tin tức, cập nhật dịch vụ và thông báo dành cho mọi người chơi.',
    empty: 'Hiện chưa có thông báo nào.',
    emptyBody: 'Các thông báo mới sẽ xuất hiện tại đây.',
    published: 'Ngày đăng',
    latest: 'Mới',
  },
  TH: {
    eyebrow: 'ประกาศ',
    title: 'ประกาศ',
    lead: 'ข่าวสาร อัปเดตบริการ และประกาศสำหรับผู้เล่นทุกคน',
    empty: 'ขณะนี้ยังไม่มีประกาศ',
    emptyBody: 'ประกาศใหม่จะแสดงที่นี่',
    published: 'เผยแพร่เมื่อ',
    latest: 'ใหม่',
  },
})
