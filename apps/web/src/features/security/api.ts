import type { accountRoutes, StaticAvatar, withdrawalRoutes } from '@sea/contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { MEMBER_KEY } from '../../lib/account'
import { call, endpoint, type CallValue } from '../../lib/api-client'
import { useSession } from '../../lib/session-store'

const avatarEndpoint = endpoint<typeof accountRoutes.memberIcon>('GET', '/wps/member/info/icon')
const setAvatarEndpoint = endpoint<typeof accountRoutes.setAvatar>('POST', '/wps/member/info/icon')
const uploadAvatarEndpoint = endpoint<typeof accountRoutes.uploadAvatar>('PUT', '/wps/member/info/icon')
const passwordEndpoint = endpoint<typeof accountRoutes.changePassword>('POST', '/wps/member/password', true)
const paymentPasswordEndpoint = endpoint<typeof accountRoutes.changePaymentPassword>(
  'POST',
  '/wps/member/password/payment',
  true,
)
const totpSetupEndpoint = endpoint<typeof accountRoutes.totpSetup>('POST', '/wps/member/totp/setup')
const totpReplaceEndpoint = endpoint<typeof accountRoutes.totpReplace>('POST', '/wps/member/totp/replace', true)
const totpConfirmEndpoint = endpoint<typeof accountRoutes.totpConfirm>('POST', '/wps/member/totp/confirm', true)
const totpDisableEndpoint = endpoint<typeof accountRoutes.totpDisable>('POST', '/wps/member/totp/disable', true)
const bankAccountsEndpoint = endpoint<typeof withdrawalRoutes.bankAccounts>('GET', '/wps/member/bank-accounts')

export type Avatar = CallValue<typeof accountRoutes.memberIcon>
export type TotpEnrolment = CallValue<typeof accountRoutes.totpSetup>
export type BankAccount = CallValue<typeof withdrawalRoutes.bankAccounts>['accounts'][number]

function useMemberKey(name: string) {
  const session = useSession()
  return { queryKey: ['member', session?.token ?? '', name] as const, enabled: session !== null }
}

export function useAvatar() {
  const { queryKey, enabled } = useMemberKey('avatar')
  return useQuery({ queryKey, enabled, queryFn: ({ signal }) => call(avatarEndpoint, { signal }) })
}

export function useBankAccounts() {
  const { queryKey, enabled } = useMemberKey('bank-accounts')
  return useQuery({ queryKey, enabled, queryFn: ({ signal }) => call(bankAccountsEndpoint, { signal }) })
}

/**
 * A change to the account refreshes every query of the member: member info (the security flags),
 * the avatar wherever it is shown, and what the header reads.
 */
function useAccountMutation<I, O>(run: (input: I) => Promise<O>) {
  const client = useQueryClient()
  return useMutation({ mutationFn: run, onSuccess: () => client.invalidateQueries({ queryKey: MEMBER_KEY }) })
}

export function useChooseAvatar() {
  return useAccountMutation((avatar: StaticAvatar) => call(setAvatarEndpoint, { body: { avatar } }))
}

/** The picture itself is the body, sent with its own type (image/png or image/jpeg). */
export function useUploadAvatar() {
  return useAccountMutation((file: Blob) => call(uploadAvatarEndpoint, { body: file }))
}

export function useChangePassword() {
  // Other sessions end on the server; this one stays, so there is nothing to refresh.
  return useMutation({
    mutationFn: (body: { oldPassword: string; newPassword: string; confirmNewPassword: string }) =>
      call(passwordEndpoint, { body }),
  })
}

export function useChangePaymentPassword() {
  return useAccountMutation(
    (body: { loginPassword: string; newPaymentPassword: string; confirmPaymentPassword: string }) =>
      call(paymentPasswordEndpoint, { body }),
  )
}

export function useTotpSetup() {
  return useMutation({ mutationFn: () => call(totpSetupEndpoint) })
}

/** A new authenticator in place of the enrolled one; the old one works until the new one is confirmed. */
export function useTotpReplace() {
  return useMutation({ mutationFn: (body: { password: string; code: string }) => call(totpReplaceEndpoint, { body }) })
}

export function useTotpConfirm() {
  return useAccountMutation((code: string) => call(totpConfirmEndpoint, { body: { code } }))
}

export function useTotpDisable() {
  return useAccountMutation((body: { password: string; code: string }) => call(totpDisableEndpoint, { body }))
}
