import { defineTexts } from '../../lib/i18n'

/** The notice marquee under the header and the notice modal. */
export const NOTICES = defineTexts('notices', {
  EN: {
    title: 'Notices',
    marquee: 'Latest notices',
    all: 'All notices',
    empty: 'There are no notices right now.',
    emptyHint: 'New announcements from us will appear here.',
    list: 'Notice list',
    published: 'Published',
  },
  CN: {
    title: '公告',
    marquee: '最新公告',
    all: '全部公告',
    empty: '目前没有公告。',
    emptyHint: '我们发布的新公告会显示在这里。',
    list: '公告列表',
    published: '发布时间',
  },
  MY: {
    title: 'Notis',
    marquee: 'Notis terkini',
    all: 'Semua notis',
    empty: 'Tiada notis buat masa ini.',
    emptyHint: 'Pengumuman baharu daripada kami akan dipaparkan di sini.',
    list: 'Senarai notis',
    published: 'Diterbitkan',
  },
  VI: {
    title: 'Thông báo',
    marquee: 'Thông báo mới nhất',
    all: 'Tất cả thông báo',
    empty: 'Hiện chưa có thông báo nào.',
    emptyHint: 'Các thông báo mới của chúng tôi sẽ hiển thị tại đây.',
    list: 'Danh sách thông báo',
    published: 'Thời gian đăng',
  },
  TH: {
    title: 'ประกาศ',
    marquee: 'ประกาศล่าสุด',
    all: 'ประกาศทั้งหมด',
    empty: 'ยังไม่มีประกาศในขณะนี้',
    emptyHint: 'ประกาศใหม่จากเราจะแสดงที่นี่',
    list: 'รายการประกาศ',
    published: 'เผยแพร่เมื่อ',
  },
})
