/**
 * The registration pattern catalogue (pattern ids 0..23).
 *
 * `pattern` is a JavaScript RegExp source meant for `new RegExp(pattern, 'u')`. It checks which
 * characters are allowed and how they are arranged; lengths are checked separately with the
 * per-field min and max rules, and emptiness with the required rule. Messages carry the
 * placeholders `(min)-(max)`, which the client replaces with the rule's bounds (a single number
 * when both are equal). EMAIL and the date patterns have fixed shapes and carry no length.
 */
export interface PatternSeed {
  id: number
  name: string
  pattern: string
  messages: Record<'MY' | 'EN' | 'CN' | 'VI' | 'TH', string>
}

/** Letters Vietnamese uses (base Latin plus precomposed vowels with diacritics and đ). */
const VI_LETTER = String.raw`[A-Za-z\u00C0-\u00C3\u00C8-\u00CA\u00CC\u00CD\u00D2-\u00D5\u00D9\u00DA\u00DD\u00E0-\u00E3\u00E8-\u00EA\u00EC\u00ED\u00F2-\u00F5\u00F9\u00FA\u00FD\u0102\u0103\u0110\u0111\u0128\u0129\u0168\u0169\u01A0\u01A1\u01AF\u01B0\u1EA0-\u1EF9]`
/** Combining marks of decomposed Vietnamese input: tones, circumflex, breve and horn. */
const VI_MARK = String.raw`[\u0300\u0301\u0303\u0309\u0323\u0302\u0306\u031B]`
/** Full-width Japanese: hiragana, katakana, kanji, the long-vowel mark and the katakana middle dot. */
const JA_CHAR = String.raw`[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}\u30FC\u30FB]`
/** Two-digit months and the days each month can have (29 February is left to a calendar check). */
const MONTH_DAY = String.raw`(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-9]))`
const YEAR = '[1-9][0-9]{3}'

export const REGISTER_PATTERNS: readonly PatternSeed[] = [
  {
    id: 0,
    name: 'ANY',
    pattern: String.raw`^[^\p{Cc}]+$`,
    messages: {
      MY: 'Sila masukkan (min)-(max) aksara',
      EN: 'Please enter (min)-(max) characters',
      CN: '请输入(min)-(max)个字符',
      VI: 'Vui lòng nhập (min)-(max) ký tự',
      TH: 'กรุณากรอก (min)-(max) ตัวอักษร',
    },
  },
  {
    id: 1,
    name: 'ALNUM',
    pattern: '^[A-Za-z0-9]+$',
    messages: {
      MY: 'Sila masukkan (min)-(max) huruf atau nombor',
      EN: 'Please enter (min)-(max) letters or digits',
      CN: '请输入(min)-(max)位字母或数字',
      VI: 'Vui lòng nhập (min)-(max) ký tự chữ hoặc số',
      TH: 'กรุณากรอกตัวอักษรภาษาอังกฤษหรือตัวเลข (min)-(max) ตัว',
    },
  },
  {
    id: 2,
    name: 'LETTER_FIRST_ALNUM',
    pattern: '^[A-Za-z][A-Za-z0-9]*$',
    messages: {
      MY: 'Sila masukkan (min)-(max) huruf atau nombor, bermula dengan huruf',
      EN: 'Please enter (min)-(max) letters or digits, starting with a letter',
      CN: '请输入(min)-(max)位字母或数字，须以字母开头',
      VI: 'Vui lòng nhập (min)-(max) ký tự chữ hoặc số, bắt đầu bằng chữ cái',
      TH: 'กรุณากรอกตัวอักษรภาษาอังกฤษหรือตัวเลข (min)-(max) ตัว โดยขึ้นต้นด้วยตัวอักษร',
    },
  },
  {
    id: 3,
    name: 'EMAIL',
    pattern: String.raw`^(?!\.)(?!.*\.\.)[A-Za-z0-9._%+-]+(?<!\.)@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$`,
    messages: {
      MY: 'Sila masukkan alamat e-mel yang sah',
      EN: 'Please enter a valid email address',
      CN: '请输入有效的电子邮箱地址',
      VI: 'Vui lòng nhập địa chỉ email hợp lệ',
      TH: 'กรุณากรอกอีเมลให้ถูกต้อง',
    },
  },
  {
    id: 4,
    name: 'DIGITS',
    pattern: '^[0-9]+$',
    messages: {
      MY: 'Sila masukkan (min)-(max) digit nombor sahaja',
      EN: 'Please enter (min)-(max) digits',
      CN: '请输入(min)-(max)位数字',
      VI: 'Vui lòng nhập (min)-(max) chữ số',
      TH: 'กรุณากรอกตัวเลข (min)-(max) หลัก',
    },
  },
  {
    id: 5,
    name: 'NO_SPACES',
    pattern: String.raw`^[^\s\p{Cc}]+$`,
    messages: {
      MY: 'Sila masukkan (min)-(max) aksara tanpa ruang kosong',
      EN: 'Please enter (min)-(max) characters without spaces',
      CN: '请输入(min)-(max)个字符，不能包含空格',
      VI: 'Vui lòng nhập (min)-(max) ký tự, không chứa khoảng trắng',
      TH: 'กรุณากรอก (min)-(max) ตัวอักษร โดยไม่มีช่องว่าง',
    },
  },
  {
    id: 6,
    name: 'HAS_CAPITAL',
    pattern: String.raw`^(?=.*\p{Lu})[^\s\p{Cc}]+$`,
    messages: {
      MY: 'Sila masukkan (min)-(max) aksara dengan sekurang-kurangnya satu huruf besar, tanpa ruang kosong',
      EN: 'Please enter (min)-(max) characters with at least one capital letter and no spaces',
      CN: '请输入(min)-(max)个字符，至少包含一个大写字母，且不能包含空格',
      VI: 'Vui lòng nhập (min)-(max) ký tự, có ít nhất một chữ in hoa và không chứa khoảng trắng',
      TH: 'กรุณากรอก (min)-(max) ตัวอักษร ต้องมีตัวพิมพ์ใหญ่อย่างน้อยหนึ่งตัวและไม่มีช่องว่าง',
    },
  },
  {
    id: 7,
    name: 'STRONG',
    pattern: String.raw`^(?=.*\p{Lu})(?=.*\p{Ll})(?=.*[0-9])(?=.*[\p{P}\p{S}])[^\s\p{Cc}]+$`,
    messages: {
      MY: 'Sila masukkan (min)-(max) aksara yang mengandungi huruf besar, huruf kecil, nombor dan simbol, tanpa ruang kosong',
      EN: 'Please enter (min)-(max) characters including an uppercase letter, a lowercase letter, a digit and a symbol, with no spaces',
      CN: '请输入(min)-(max)个字符，须同时包含大写字母、小写字母、数字和符号，且不能包含空格',
      VI: 'Vui lòng nhập (min)-(max) ký tự gồm chữ in hoa, chữ thường, chữ số và ký hiệu, không chứa khoảng trắng',
      TH: 'กรุณากรอก (min)-(max) ตัวอักษร ประกอบด้วยตัวพิมพ์ใหญ่ ตัวพิมพ์เล็ก ตัวเลข และสัญลักษณ์ โดยไม่มีช่องว่าง',
    },
  },
  {
    id: 8,
    name: 'FULL_NAME',
    pattern: String.raw`^\p{L}[\p{L}\p{M}]*(?: \p{L}[\p{L}\p{M}]*)+$`,
    messages: {
      MY: 'Sila masukkan nama pertama dan nama akhir yang dipisahkan dengan ruang, (min)-(max) aksara',
      EN: 'Please enter your first and last name separated by a space, (min)-(max) characters',
      CN: '请输入名字和姓氏，中间以空格分隔，共(min)-(max)个字符',
      VI: 'Vui lòng nhập tên và họ, cách nhau bằng khoảng trắng, (min)-(max) ký tự',
      TH: 'กรุณากรอกชื่อและนามสกุลโดยเว้นวรรคคั่น ความยาว (min)-(max) ตัวอักษร',
    },
  },
  {
    id: 9,
    name: 'CHINESE',
    pattern: String.raw`^\p{Script=Han}+(?:\u00B7\p{Script=Han}+)*$`,
    messages: {
      MY: 'Sila masukkan (min)-(max) aksara Cina',
      EN: 'Please enter (min)-(max) Chinese characters',
      CN: '请输入(min)-(max)个汉字',
      VI: 'Vui lòng nhập (min)-(max) chữ Hán (tiếng Trung)',
      TH: 'กรุณากรอกอักษรจีน (min)-(max) ตัว',
    },
  },
  {
    id: 10,
    name: 'THAI',
    pattern: String.raw`^\p{Script=Thai}+(?: \p{Script=Thai}+)*$`,
    messages: {
      MY: 'Sila masukkan (min)-(max) aksara Thai; ruang kosong dibenarkan',
      EN: 'Please enter (min)-(max) characters in Thai script; spaces are allowed',
      CN: '请输入(min)-(max)个泰文字符，可包含空格',
      VI: 'Vui lòng nhập (min)-(max) ký tự tiếng Thái, có thể có khoảng trắng',
      TH: 'กรุณากรอกภาษาไทย (min)-(max) ตัวอักษร เว้นวรรคได้',
    },
  },
  {
    id: 11,
    name: 'KOREAN',
    pattern: String.raw`^\p{Script=Hangul}+(?: \p{Script=Hangul}+)*$`,
    messages: {
      MY: 'Sila masukkan (min)-(max) aksara Korea (Hangul); ruang kosong dibenarkan',
      EN: 'Please enter (min)-(max) Korean (Hangul) characters; spaces are allowed',
      CN: '请输入(min)-(max)个韩文字符，可包含空格',
      VI: 'Vui lòng nhập (min)-(max) ký tự tiếng Hàn (Hangul), có thể có khoảng trắng',
      TH: 'กรุณากรอกภาษาเกาหลี (ฮันกึล) (min)-(max) ตัวอักษร เว้นวรรคได้',
    },
  },
  {
    id: 12,
    name: 'JAPANESE',
    pattern: String.raw`^(?!.*[\uFF61-\uFF9F])${JA_CHAR}+(?:\u3000${JA_CHAR}+)*$`,
    messages: {
      MY: 'Sila masukkan (min)-(max) aksara Jepun lebar penuh (hiragana, katakana atau kanji)',
      EN: 'Please enter (min)-(max) full-width Japanese characters (hiragana, katakana or kanji)',
      CN: '请输入(min)-(max)个全角日文字符（平假名、片假名或汉字）',
      VI: 'Vui lòng nhập (min)-(max) ký tự tiếng Nhật toàn độ rộng (hiragana, katakana hoặc kanji)',
      TH: 'กรุณากรอกอักษรญี่ปุ่นแบบเต็มความกว้าง (ฮิรางานะ คาตาคานะ หรือคันจิ) (min)-(max) ตัว',
    },
  },
  {
    id: 13,
    name: 'CAPITALS',
    pattern: '^[A-Z]+$',
    messages: {
      MY: 'Sila masukkan (min)-(max) huruf besar (A-Z)',
      EN: 'Please enter (min)-(max) capital letters (A-Z)',
      CN: '请输入(min)-(max)位大写英文字母（A-Z）',
      VI: 'Vui lòng nhập (min)-(max) chữ cái in hoa (A-Z)',
      TH: 'กรุณากรอกตัวพิมพ์ใหญ่ภาษาอังกฤษ (A-Z) (min)-(max) ตัว',
    },
  },
  {
    id: 14,
    name: 'ENGLISH_SPACES',
    pattern: '^[A-Za-z]+(?: [A-Za-z]+)*$',
    messages: {
      MY: 'Sila masukkan (min)-(max) huruf Inggeris; ruang kosong dibenarkan',
      EN: 'Please enter (min)-(max) English letters; spaces are allowed',
      CN: '请输入(min)-(max)个英文字母，可包含空格',
      VI: 'Vui lòng nhập (min)-(max) chữ cái tiếng Anh, có thể có khoảng trắng',
      TH: 'กรุณากรอกตัวอักษรภาษาอังกฤษ (min)-(max) ตัว เว้นวรรคได้',
    },
  },
  {
    id: 15,
    name: 'DATE_YMD',
    pattern: `^${YEAR}-${MONTH_DAY}$`,
    messages: {
      MY: 'Sila masukkan tarikh yang sah dalam format yyyy-MM-dd (tahun-bulan-hari)',
      EN: 'Please enter a valid date in the format yyyy-MM-dd',
      CN: '请输入有效日期，格式为yyyy-MM-dd（年-月-日）',
      VI: 'Vui lòng nhập ngày hợp lệ theo định dạng yyyy-MM-dd (năm-tháng-ngày)',
      TH: 'กรุณากรอกวันที่ให้ถูกต้องตามรูปแบบ yyyy-MM-dd (ปี ค.ศ.-เดือน-วัน)',
    },
  },
  {
    id: 16,
    name: 'DATE_MDY',
    pattern: `^${MONTH_DAY}-${YEAR}$`,
    messages: {
      MY: 'Sila masukkan tarikh yang sah dalam format MM-dd-yyyy (bulan-hari-tahun)',
      EN: 'Please enter a valid date in the format MM-dd-yyyy',
      CN: '请输入有效日期，格式为MM-dd-yyyy（月-日-年）',
      VI: 'Vui lòng nhập ngày hợp lệ theo định dạng MM-dd-yyyy (tháng-ngày-năm)',
      TH: 'กรุณากรอกวันที่ให้ถูกต้องตามรูปแบบ MM-dd-yyyy (เดือน-วัน-ปี ค.ศ.)',
    },
  },
  {
    id: 17,
    name: 'LETTERS',
    pattern: String.raw`^\p{L}[\p{L}\p{M}]*$`,
    messages: {
      MY: 'Sila masukkan (min)-(max) huruf sahaja',
      EN: 'Please enter (min)-(max) letters only',
      CN: '请输入(min)-(max)个字母或文字，不能包含数字、符号或空格',
      VI: 'Vui lòng chỉ nhập (min)-(max) chữ cái',
      TH: 'กรุณากรอกเฉพาะตัวอักษร (min)-(max) ตัว',
    },
  },
  {
    id: 18,
    name: 'LETTER_AND_DIGIT',
    pattern: '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$',
    messages: {
      MY: 'Sila masukkan (min)-(max) aksara yang mengandungi huruf dan nombor',
      EN: 'Please enter (min)-(max) characters containing both letters and digits',
      CN: '请输入(min)-(max)位字母和数字的组合',
      VI: 'Vui lòng nhập (min)-(max) ký tự gồm cả chữ cái và chữ số',
      TH: 'กรุณากรอก (min)-(max) ตัวอักษร โดยต้องมีทั้งตัวอักษรภาษาอังกฤษและตัวเลข',
    },
  },
  {
    id: 19,
    name: 'VIETNAMESE_NAME',
    pattern: `^${VI_LETTER}(?:${VI_LETTER}|${VI_MARK})*(?: ${VI_LETTER}(?:${VI_LETTER}|${VI_MARK})*)*$`,
    messages: {
      MY: 'Sila masukkan nama dalam huruf Vietnam (dengan tanda diakritik), (min)-(max) aksara; ruang kosong dibenarkan',
      EN: 'Please enter your name in Vietnamese letters (accents allowed), (min)-(max) characters; spaces are allowed',
      CN: '请输入越南文姓名（可带声调符号），(min)-(max)个字符，可包含空格',
      VI: 'Vui lòng nhập họ tên tiếng Việt có dấu, (min)-(max) ký tự, có thể có khoảng trắng',
      TH: 'กรุณากรอกชื่อเป็นอักษรเวียดนาม (ใส่เครื่องหมายวรรณยุกต์ได้) (min)-(max) ตัวอักษร เว้นวรรคได้',
    },
  },
  {
    id: 20,
    name: 'REAL_NAME',
    pattern: String.raw`^\p{L}[\p{L}\p{M}]*(?:(?:\. ?|[ '\u2019-])\p{L}[\p{L}\p{M}]*)*\.?$`,
    messages: {
      MY: 'Sila masukkan nama sebenar, (min)-(max) aksara (huruf, ruang, titik, apostrof dan tanda sempang sahaja)',
      EN: 'Please enter your real name, (min)-(max) characters (letters, spaces, dots, apostrophes and hyphens only)',
      CN: '请输入真实姓名，(min)-(max)个字符（仅限文字、空格、点、撇号和连字符）',
      VI: 'Vui lòng nhập họ tên thật, (min)-(max) ký tự (chỉ gồm chữ cái, khoảng trắng, dấu chấm, dấu nháy đơn và dấu gạch nối)',
      TH: "กรุณากรอกชื่อจริง (min)-(max) ตัวอักษร (ใช้ได้เฉพาะตัวอักษร ช่องว่าง และเครื่องหมาย . ' -)",
    },
  },
  {
    id: 21,
    name: 'MOBILE',
    pattern: String.raw`^\+?[0-9]+$`,
    messages: {
      MY: 'Sila masukkan nombor telefon bimbit yang sah, (min)-(max) digit',
      EN: 'Please enter a valid mobile number of (min)-(max) digits',
      CN: '请输入(min)-(max)位有效手机号码',
      VI: 'Vui lòng nhập số điện thoại di động hợp lệ gồm (min)-(max) chữ số',
      TH: 'กรุณากรอกหมายเลขโทรศัพท์มือถือให้ถูกต้อง (min)-(max) หลัก',
    },
  },
  {
    id: 22,
    name: 'USERNAME_SAFE',
    pattern: '^[A-Za-z0-9_]+$',
    messages: {
      MY: 'Sila masukkan (min)-(max) huruf, nombor atau garis bawah (_)',
      EN: 'Please enter (min)-(max) letters, digits or underscores (_)',
      CN: '请输入(min)-(max)位字母、数字或下划线（_）',
      VI: 'Vui lòng nhập (min)-(max) ký tự gồm chữ cái, chữ số hoặc dấu gạch dưới (_)',
      TH: 'กรุณากรอกตัวอักษรภาษาอังกฤษ ตัวเลข หรือขีดล่าง (_) (min)-(max) ตัว',
    },
  },
  {
    id: 23,
    name: 'SOCIAL_HANDLE',
    pattern: '^@?[A-Za-z0-9._-]+$',
    messages: {
      MY: 'Sila masukkan ID yang sah, (min)-(max) aksara: huruf, nombor, titik, garis bawah atau tanda sempang; boleh bermula dengan @',
      EN: 'Please enter a valid ID of (min)-(max) characters: letters, digits, dots, underscores or hyphens, optionally starting with @',
      CN: '请输入有效的账号ID，(min)-(max)个字符，仅限字母、数字、点、下划线或连字符，可以@开头',
      VI: 'Vui lòng nhập ID hợp lệ, (min)-(max) ký tự gồm chữ cái, chữ số, dấu chấm, dấu gạch dưới hoặc gạch ngang, có thể bắt đầu bằng @',
      TH: 'กรุณากรอกไอดีให้ถูกต้อง (min)-(max) ตัวอักษร ใช้ได้เฉพาะตัวอักษรภาษาอังกฤษ ตัวเลข จุด ขีดล่าง หรือขีดกลาง และขึ้นต้นด้วย @ ได้',
    },
  },
]
