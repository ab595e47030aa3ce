import { Type, type Static } from 'typebox'
import { Ok } from './envelope'

/** Schemas of the account calls, kept apart from the route table in accounts.ts. */
export const Text = (maxLength: number) => Type.String({ maxLength })
export const Opt = (maxLength: number) => Type.Optional(Text(maxLength))
export const CaptchaFields = { captcha: Opt(16), captchaId: Opt(64) }

/** Every registration field is a string the merchant's rules validate; unknown ones are dropped. */
export const RegisterBody = Type.Object({
  username: Opt(64),
  password: Opt(256),
  confirmPassword: Opt(256),
  payeeName: Opt(100),
  nickname: Opt(50),
  email: Opt(254),
  mobileNum: Opt(20),
  countryDialingCode: Opt(6),
  verificationCode: Opt(255),
  paymentPassword: Opt(64),
  affiliateCode: Opt(32),
  recommenderId: Opt(32),
  referralCode: Opt(64),
  qqNum: Opt(32),
  line: Opt(64),
  whatsapp: Opt(32),
  facebook: Opt(64),
  wechat: Opt(64),
  telegram: Opt(64),
  zalo: Opt(32),
  idNumber: Opt(32),
  birthday: Opt(10),
  address: Opt(200),
  nationality: Opt(50),
  occupation: Opt(50),
  sourceOfIncome: Opt(50),
  placeOfBirth: Opt(50),
  domain: Opt(253),
  registerUrl: Opt(2048),
  registerMethod: Opt(16),
  acceptTerms: Type.Optional(Type.Boolean()),
  login: Type.Optional(Type.Boolean()),
  ...CaptchaFields,
})
export type RegisterBodyValue = Static<typeof RegisterBody>

export const SmsCodeValue = Ok(Type.Object({ expiredMinutes: Type.Integer() }))

export const MemberInfoSchema = Type.Object({
  id: Type.String(),
  account: Type.String(),
  type: Type.Integer({ description: 'isAgent: 0 member, 1/2/41/42 agent kinds, 4 trial' }),
  nickname: Type.Union([Type.String(), Type.Null()]),
  payeeName: Type.Union([Type.String(), Type.Null()]),
  mobileNum: Type.Union([Type.String({ description: 'masked' }), Type.Null()]),
  email: Type.Union([Type.String({ description: 'masked' }), Type.Null()]),
  toUpline: Type.Union([Type.String(), Type.Null()]),
  affiliateCode: Type.String(),
  clubLabel: Type.Union([Type.Object({ labelName: Type.String(), rankLevel: Type.Integer() }), Type.Null()]),
  memberLabel: Type.Array(Type.String()),
  vip: Type.Object({
    hasVip: Type.Boolean(),
    labelName: Type.Union([Type.String(), Type.Null()]),
    rankLevel: Type.Integer(),
  }),
  firstTimeLogin: Type.Boolean(),
  passwordExpired: Type.Boolean(),
  hasPaymentPassword: Type.Boolean(),
  totpEnabled: Type.Boolean(),
  lastLoginTime: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
})
export type MemberInfo = Static<typeof MemberInfoSchema>

export const AvatarSchema = Type.Object({ avatar: Type.String(), avatarType: Type.Enum(['STATIC', 'CUSTOM'] as const) })
