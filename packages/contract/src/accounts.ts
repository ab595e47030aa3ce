import { Type, type Static } from 'typebox'
import { PUBLIC, type Role } from './access'
import { Ok } from './envelope'
import { STATIC_AVATARS } from './constants'
import { defineRoute } from './route'
import { AvatarSchema, CaptchaFields, MemberInfoSchema, Opt, RegisterBody, SmsCodeValue, Text } from './account-schemas'

/** Anyone with a session: real members, agents and trial accounts. */
export const SIGNED_IN: readonly Role[] = ['member', 'trial', 'agent']
/** Real accounts only: trial accounts are refused with in_need_true_account. */
export const REAL_ACCOUNT: readonly Role[] = ['member', 'agent']

/** bank_name: the account holder's name on a bound bank account, typed in full. */
export const VERIFY_METHODS = ['sms', 'email', 'totp', 'bank_name'] as const

export const SessionValueSchema = Type.Object({
  token: Type.Union([Type.String(), Type.Null()], { description: 'null while a new-IP verification is pending' }),
  verification: Type.Union([
    Type.Object({ challengeId: Type.String(), methods: Type.Array(Type.Enum(VERIFY_METHODS)) }),
    Type.Null(),
  ]),
  firstTimeLogin: Type.Boolean(),
  passwordExpired: Type.Boolean(),
  captcha: Type.Boolean({ description: 'true when the next attempt must carry a captcha' }),
  isAgent: Type.Integer(),
  lastLoginTime: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
})
export type SessionValue = Static<typeof SessionValueSchema>

export const LOGIN_TYPES = ['username', 'sms'] as const

const LoginBody = Type.Object({
  type: Type.Optional(Type.Enum(LOGIN_TYPES)),
  /** The agent side (agent centre) admits agent accounts only. */
  side: Type.Optional(Type.Enum(['member', 'agent'] as const)),
  username: Opt(64),
  password: Opt(256),
  mobileNum: Opt(20),
  countryDialingCode: Opt(6),
  verificationCode: Opt(8),
  ...CaptchaFields,
})

const PasswordChange = Type.Object({
  oldPassword: Opt(256),
  newPassword: Text(256),
  confirmNewPassword: Text(256),
})

export const accountRoutes = {
  login: defineRoute({
    method: 'POST',
    url: '/wps/session/login',
    access: PUBLIC,
    encrypted: true,
    summary: 'Log in by username and password, or by mobile number and SMS code',
    tags: ['session'],
    schema: { body: LoginBody, response: { 200: Ok(SessionValueSchema) } },
  }),
  freePlay: defineRoute({
    method: 'POST',
    url: '/wps/session/login/freeplay',
    access: PUBLIC,
    summary: 'Start a free-play (trial) session when the merchant allows it',
    tags: ['session'],
    schema: { response: { 200: Ok(SessionValueSchema) } },
  }),
  logout: defineRoute({
    method: 'POST',
    url: '/wps/session/logout',
    access: SIGNED_IN,
    allowPendingPasswordChange: true,
    summary: 'Revoke the current session',
    tags: ['session'],
    schema: { response: { 200: Ok(Type.Object({ loggedOut: Type.Literal(true) })) } },
  }),
  smsNoLogin: defineRoute({
    method: 'POST',
    url: '/wps/verification/sms/noLogin',
    access: PUBLIC,
    summary:
      'Send an SMS code to log in or to reset the password (after 3 sends an hour to the number or from the address: captcha_required, then a solved captcha)',
    tags: ['verification'],
    schema: {
      body: Type.Object({
        mobileNum: Text(20),
        countryDialingCode: Text(6),
        purpose: Type.Optional(Type.Enum(['login', 'reset'] as const)),
        ...CaptchaFields,
      }),
      response: { 200: SmsCodeValue },
    },
  }),
  smsRegister: defineRoute({
    method: 'POST',
    url: '/wps/verification/sms/register',
    access: PUBLIC,
    summary:
      'Send an SMS code to register with a mobile number (after 3 sends an hour to the number or from the address: captcha_required, then a solved captcha)',
    tags: ['verification'],
    schema: {
      body: Type.Object({ mobileNo: Text(20), countryDialingCode: Text(6), ...CaptchaFields }),
      response: { 200: SmsCodeValue },
    },
  }),
  register: defineRoute({
    method: 'PUT',
    url: '/wps/member/register',
    access: PUBLIC,
    encrypted: true,
    summary: 'Register by username (fields per the merchant rules); logs the new member in',
    tags: ['member'],
    schema: { body: RegisterBody, response: { 200: Ok(SessionValueSchema) } },
  }),
  registerMobile: defineRoute({
    method: 'PUT',
    url: '/wps/member/register/mobile',
    access: PUBLIC,
    encrypted: true,
    summary: 'Register by mobile number with an SMS code; logs the new member in',
    tags: ['member'],
    schema: { body: RegisterBody, response: { 200: Ok(SessionValueSchema) } },
  }),
  affiliate: defineRoute({
    method: 'GET',
    url: '/wps/agent/affiliate',
    access: PUBLIC,
    summary: 'Check an affiliate (invitation) code',
    tags: ['member'],
    schema: {
      querystring: Type.Object({ code: Text(32), domain: Opt(253) }),
      response: { 200: Ok(Type.Object({ valid: Type.Literal(true) })) },
    },
  }),
  memberInfo: defineRoute({
    method: 'GET',
    url: '/wps/member/info',
    access: SIGNED_IN,
    allowPendingPasswordChange: true,
    summary: 'The signed-in member; the tier labels in the language of the `language` header (else the brand’s)',
    tags: ['member'],
    schema: { response: { 200: Ok(MemberInfoSchema) } },
  }),
  memberIcon: defineRoute({
    method: 'GET',
    url: '/wps/member/info/icon',
    access: SIGNED_IN,
    summary: 'The member avatar',
    tags: ['member'],
    schema: { response: { 200: Ok(AvatarSchema) } },
  }),
  playerAvatar: defineRoute({
    method: 'GET',
    url: '/wps/relay/MCSFE_getPlayerAvatar',
    access: SIGNED_IN,
    summary: 'The member avatar (relay)',
    tags: ['member'],
    schema: { response: { 200: Ok(AvatarSchema) } },
  }),
  consolidated: defineRoute({
    method: 'GET',
    url: '/wps/member/info/funds/consolidated',
    access: REAL_ACCOUNT,
    summary: 'Which contract features apply to the member',
    tags: ['member'],
    schema: {
      response: {
        200: Ok(
          Type.Object({
            dailySalary: Type.Boolean(),
            hourSalary: Type.Boolean(),
            realTimeSalary: Type.Boolean(),
            dividend: Type.Boolean(),
          }),
        ),
      },
    },
  }),
  changePassword: defineRoute({
    method: 'POST',
    url: '/wps/member/password',
    access: REAL_ACCOUNT,
    encrypted: true,
    allowPendingPasswordChange: true,
    summary: 'Change the login password (old password not needed in the forced-change state)',
    tags: ['member'],
    schema: { body: PasswordChange, response: { 200: Ok(Type.Object({ changed: Type.Literal(true) })) } },
  }),
  changePaymentPassword: defineRoute({
    method: 'POST',
    url: '/wps/member/password/payment',
    access: REAL_ACCOUNT,
    encrypted: true,
    summary: 'Set or change the payment password, confirmed with the login password',
    tags: ['member'],
    schema: {
      body: Type.Object({ loginPassword: Text(256), newPaymentPassword: Text(64), confirmPaymentPassword: Text(64) }),
      response: { 200: Ok(Type.Object({ changed: Type.Literal(true) })) },
    },
  }),
  forgotByEmail: defineRoute({
    method: 'POST',
    url: '/wps/member/password/email',
    access: PUBLIC,
    summary: 'Email a single-use reset link; the same answer whether or not the pair exists',
    tags: ['member'],
    schema: {
      body: Type.Object({ username: Text(64), email: Text(254) }),
      response: { 200: Ok(Type.Object({ sent: Type.Literal(true) })) },
    },
  }),
  resetByLink: defineRoute({
    method: 'POST',
    url: '/wps/member/password/reset',
    access: PUBLIC,
    encrypted: true,
    summary: 'Set a new password with the token from a reset link',
    tags: ['member'],
    schema: {
      body: Type.Object({ token: Text(128), newPassword: Text(256), confirmNewPassword: Text(256) }),
      response: { 200: Ok(Type.Object({ changed: Type.Literal(true) })) },
    },
  }),
  forgotByPhone: defineRoute({
    method: 'POST',
    url: '/wps/member/password/verification',
    access: PUBLIC,
    encrypted: true,
    summary: 'Reset the password with an SMS code, then log in',
    tags: ['member'],
    schema: {
      body: Type.Object({
        mobileNum: Text(20),
        countryDialingCode: Text(6),
        verificationCode: Text(8),
        newPassword: Text(256),
        confirmNewPassword: Opt(256),
      }),
      response: { 200: Ok(SessionValueSchema) },
    },
  }),
  loginChallenge: defineRoute({
    method: 'POST',
    url: '/wps/session/login/challenge',
    access: PUBLIC,
    summary: 'Send the code of a new-IP verification to the bound mobile or email',
    tags: ['session'],
    schema: {
      body: Type.Object({ challengeId: Text(64), method: Type.Enum(['sms', 'email'] as const), ...CaptchaFields }),
      response: {
        200: Ok(Type.Object({ expiredMinutes: Type.Integer(), destination: Type.String({ description: 'masked' }) })),
      },
    },
  }),
  loginVerify: defineRoute({
    method: 'POST',
    url: '/wps/session/login/verify',
    access: PUBLIC,
    encrypted: true,
    summary:
      'Finish a login from a new IP with an SMS, email or authenticator code, or the bound bank account’s holder name',
    tags: ['session'],
    schema: {
      body: Type.Object({
        challengeId: Text(64),
        method: Type.Enum(VERIFY_METHODS),
        code: Type.String({ maxLength: 100, description: 'the code; for bank_name the account holder’s name' }),
      }),
      response: { 200: Ok(SessionValueSchema) },
    },
  }),
  setAvatar: defineRoute({
    method: 'POST',
    url: '/wps/member/info/icon',
    access: REAL_ACCOUNT,
    summary: 'Choose one of the built-in (STATIC) avatars',
    tags: ['member'],
    schema: { body: Type.Object({ avatar: Type.Enum(STATIC_AVATARS) }), response: { 200: Ok(AvatarSchema) } },
  }),
  uploadAvatar: defineRoute({
    method: 'PUT',
    url: '/wps/member/info/icon',
    access: REAL_ACCOUNT,
    summary:
      'Upload a CUSTOM avatar: the body is the raw image (Content-Type image/png or image/jpeg, at most 5 MB); ' +
      'the bytes must be a PNG or JPEG whatever the header says. Answers the URL of the stored picture.',
    tags: ['member'],
    // No body schema: the body is the image itself, parsed to bytes by the member routes.
    schema: { response: { 200: Ok(Type.Object({ avatar: Type.String(), avatarType: Type.Literal('CUSTOM') })) } },
  }),
  avatarImage: defineRoute({
    method: 'GET',
    url: '/wps/member/avatar/:key',
    access: PUBLIC,
    contentType: 'image/*',
    summary: 'A CUSTOM avatar picture (PNG or JPEG, with its stored type); keys are random and unguessable',
    tags: ['member'],
    schema: {
      params: Type.Object({ key: Type.String({ pattern: '^[A-Za-z0-9_-]{16,64}$' }) }),
      response: { 200: Type.String({ description: 'PNG or JPEG image' }) },
    },
  }),
  totpSetup: defineRoute({
    method: 'POST',
    url: '/wps/member/totp/setup',
    access: REAL_ACCOUNT,
    summary:
      'Start authenticator enrolment: a new secret, its otpauth URI and QR code (refused with conflict when one is enrolled: use replace)',
    tags: ['member'],
    schema: {
      response: {
        200: Ok(Type.Object({ secret: Type.String(), otpauthUri: Type.String(), qrCodeSvg: Type.String() })),
      },
    },
  }),
  totpReplace: defineRoute({
    method: 'POST',
    url: '/wps/member/totp/replace',
    access: REAL_ACCOUNT,
    encrypted: true,
    summary:
      'Start enrolling a new authenticator in place of the enrolled one, with the login password and a current code of the old one',
    tags: ['member'],
    schema: {
      body: Type.Object({ password: Text(256), code: Text(8) }),
      response: {
        200: Ok(Type.Object({ secret: Type.String(), otpauthUri: Type.String(), qrCodeSvg: Type.String() })),
      },
    },
  }),
  totpConfirm: defineRoute({
    method: 'POST',
    url: '/wps/member/totp/confirm',
    access: REAL_ACCOUNT,
    encrypted: true,
    summary: 'Finish enrolment with a code from the authenticator',
    tags: ['member'],
    schema: { body: Type.Object({ code: Text(8) }), response: { 200: Ok(Type.Object({ enabled: Type.Boolean() })) } },
  }),
  totpDisable: defineRoute({
    method: 'POST',
    url: '/wps/member/totp/disable',
    access: REAL_ACCOUNT,
    encrypted: true,
    summary: 'Turn the authenticator off with the login password and a current code',
    tags: ['member'],
    schema: {
      body: Type.Object({ password: Text(256), code: Text(8) }),
      response: { 200: Ok(Type.Object({ enabled: Type.Boolean() })) },
    },
  }),
} as const
