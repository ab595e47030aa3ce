import { defineTexts } from '../lib/i18n'
import type { ClientErrorCode } from '../lib/api'

/**
 * What an operator reads when a call fails, by the envelope's code. Codes the console does not
 * expect fall back to `other`; the server's own message is for logs and never shown.
 */
const EN = {
  invalid_credentials: 'Incorrect username, password or authenticator code',
  totp_invalid: 'That authenticator code is not right; wait for the next one and try again',
  too_many_attempts: 'Too many attempts; wait a few minutes and try again',
  secret_locked: 'Locked after too many wrong attempts; try again later',
  validation_failed: 'Please check the highlighted fields',
  unauthorized: 'Your session has ended; please log in again',
  session_expired: 'Your session has ended; please log in again',
  forbidden: 'Your role does not allow this',
  not_found: 'Not found; it may have been removed, please refresh',
  conflict: 'This changed meanwhile; please refresh and try again',
  username_taken: 'This username is already taken',
  last_owner: 'This would leave the installation without an active owner',
  unknown_key: 'The page is out of date; please reload it and try again',
  decryption_failed: 'The request could not be read; please reload the page and try again',
  network_error: 'The server cannot be reached; check the connection and try again',
  bad_response: 'The server gave an unreadable answer; please try again',
  other: 'This could not be done; please try again',
} as const

export const ERRORS = defineTexts('errors', {
  EN,
  CN: {
    invalid_credentials: '用户名、密码或验证器代码不正确',
    totp_invalid: '验证器代码不正确，请等待下一个代码后重试',
    too_many_attempts: '尝试次数过多，请稍等几分钟后重试',
    secret_locked: '错误次数过多已被锁定，请稍后再试',
    validation_failed: '请检查标出的字段',
    unauthorized: '您的会话已结束，请重新登录',
    session_expired: '您的会话已结束，请重新登录',
    forbidden: '您的角色无权执行此操作',
    not_found: '未找到，可能已被删除，请刷新',
    conflict: '数据已变更，请刷新后重试',
    username_taken: '该用户名已被使用',
    last_owner: '此操作将使系统没有任何在职的所有者',
    unknown_key: '页面已过期，请刷新后重试',
    decryption_failed: '无法读取请求，请刷新页面后重试',
    network_error: '无法连接服务器，请检查网络后重试',
    bad_response: '服务器返回了无法识别的响应，请重试',
    other: '操作未能完成，请重试',
  },
  MY: {
    invalid_credentials: 'Nama pengguna, kata laluan atau kod pengesah tidak betul',
    totp_invalid: 'Kod pengesah itu tidak betul; tunggu kod seterusnya dan cuba lagi',
    too_many_attempts: 'Terlalu banyak percubaan; tunggu beberapa minit dan cuba lagi',
    secret_locked: 'Dikunci selepas terlalu banyak percubaan salah; cuba lagi kemudian',
    validation_failed: 'Sila semak medan yang ditandakan',
    unauthorized: 'Sesi anda telah tamat; sila log masuk semula',
    session_expired: 'Sesi anda telah tamat; sila log masuk semula',
    forbidden: 'Peranan anda tidak membenarkan tindakan ini',
    not_found: 'Tidak dijumpai; mungkin telah dibuang, sila muat semula',
    conflict: 'Data telah berubah; sila muat semula dan cuba lagi',
    username_taken: 'Nama pengguna ini sudah digunakan',
    last_owner: 'Ini akan menyebabkan pemasangan tiada pemilik yang aktif',
    unknown_key: 'Halaman ini sudah lapuk; sila muat semula dan cuba lagi',
    decryption_failed: 'Permintaan tidak dapat dibaca; sila muat semula halaman dan cuba lagi',
    network_error: 'Pelayan tidak dapat dihubungi; semak sambungan dan cuba lagi',
    bad_response: 'Pelayan memberi jawapan yang tidak dapat dibaca; sila cuba lagi',
    other: 'Tindakan ini tidak dapat dilakukan; sila cuba lagi',
  },
  VI: {
    invalid_credentials: 'Tên đăng nhập, mật khẩu hoặc mã xác thực không đúng',
    totp_invalid: 'Mã xác thực không đúng; hãy đợi mã tiếp theo rồi thử lại',
    too_many_attempts: 'Thử quá nhiều lần; vui lòng đợi vài phút rồi thử lại',
    secret_locked: 'Đã bị khóa do nhập sai quá nhiều lần; vui lòng thử lại sau',
    validation_failed: 'Vui lòng kiểm tra các trường được đánh dấu',
    unauthorized: 'Phiên làm việc đã kết thúc; vui lòng đăng nhập lại',
    session_expired: 'Phiên làm việc đã kết thúc; vui lòng đăng nhập lại',
    forbidden: 'Vai trò của bạn không cho phép thao tác này',
    not_found: 'Không tìm thấy; có thể đã bị xóa, vui lòng tải lại',
    conflict: 'Dữ liệu đã thay đổi; vui lòng tải lại và thử lại',
    username_taken: 'Tên đăng nhập này đã được sử dụng',
    last_owner: 'Thao tác này sẽ khiến hệ thống không còn chủ sở hữu nào đang hoạt động',
    unknown_key: 'Trang đã cũ; vui lòng tải lại rồi thử lại',
    decryption_failed: 'Không đọc được yêu cầu; vui lòng tải lại trang rồi thử lại',
    network_error: 'Không kết nối được máy chủ; kiểm tra kết nối rồi thử lại',
    bad_response: 'Máy chủ trả lời không đọc được; vui lòng thử lại',
    other: 'Không thực hiện được; vui lòng thử lại',
  },
  TH: {
    invalid_credentials: 'ชื่อผู้ใช้ รหัสผ่าน หรือรหัสยืนยันตัวตนไม่ถูกต้อง',
    totp_invalid: 'รหัสยืนยันตัวตนไม่ถูกต้อง โปรดรอรหัสถัดไปแล้วลองอีกครั้ง',
    too_many_attempts: 'ลองหลายครั้งเกินไป โปรดรอสักครู่แล้วลองอีกครั้ง',
    secret_locked: 'ถูกล็อกเนื่องจากกรอกผิดหลายครั้งเกินไป โปรดลองใหม่ภายหลัง',
    validation_failed: 'โปรดตรวจสอบช่องที่ทำเครื่องหมายไว้',
    unauthorized: 'เซสชันของคุณสิ้นสุดแล้ว โปรดเข้าสู่ระบบอีกครั้ง',
    session_expired: 'เซสชันของคุณสิ้นสุดแล้ว โปรดเข้าสู่ระบบอีกครั้ง',
    forbidden: 'บทบาทของคุณไม่มีสิทธิ์ทำรายการนี้',
    not_found: 'ไม่พบข้อมูล อาจถูกลบไปแล้ว โปรดรีเฟรช',
    conflict: 'ข้อมูลมีการเปลี่ยนแปลง โปรดรีเฟรชแล้วลองอีกครั้ง',
    username_taken: 'ชื่อผู้ใช้นี้ถูกใช้แล้ว',
    last_owner: 'การดำเนินการนี้จะทำให้ระบบไม่มีเจ้าของที่ใช้งานอยู่',
    unknown_key: 'หน้านี้ล้าสมัยแล้ว โปรดโหลดใหม่แล้วลองอีกครั้ง',
    decryption_failed: 'ไม่สามารถอ่านคำขอได้ โปรดโหลดหน้าใหม่แล้วลองอีกครั้ง',
    network_error: 'ติดต่อเซิร์ฟเวอร์ไม่ได้ โปรดตรวจสอบการเชื่อมต่อแล้วลองอีกครั้ง',
    bad_response: 'เซิร์ฟเวอร์ตอบกลับในรูปแบบที่อ่านไม่ได้ โปรดลองอีกครั้ง',
    other: 'ไม่สามารถดำเนินการได้ โปรดลองอีกครั้ง',
  },
})

/** The text key of a failed call: its code when the console has a text for it, else `other`. */
export function errorKey(error: unknown): keyof typeof EN {
  const code = (error as { code?: ClientErrorCode } | null)?.code
  return code !== undefined && code in EN ? (code as keyof typeof EN) : 'other'
}
