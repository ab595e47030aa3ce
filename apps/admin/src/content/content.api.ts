import type { operatorContentRoutes, operatorHomeRoutes } from '@sea/contract'
import { ApiError, type CallValue, endpoint } from '../lib/api'
import { getSession } from '../lib/session'

export const contentApi = {
  announcements: endpoint<typeof operatorHomeRoutes.announcements>('GET', '/wps/operator/announcements'),
  create: endpoint<typeof operatorHomeRoutes.createAnnouncement>('POST', '/wps/operator/announcements'),
  update: endpoint<typeof operatorHomeRoutes.updateAnnouncement>('PUT', '/wps/operator/announcements/:id'),
  publish: endpoint<typeof operatorContentRoutes.publishAnnouncement>(
    'POST',
    '/wps/operator/announcements/:id/publish',
  ),
  unpublish: endpoint<typeof operatorHomeRoutes.unpublishAnnouncement>(
    'POST',
    '/wps/operator/announcements/:id/unpublish',
  ),
  order: endpoint<typeof operatorContentRoutes.orderAnnouncements>('PUT', '/wps/operator/announcements/order'),
  helpArticles: endpoint<typeof operatorContentRoutes.helpArticles>('GET', '/wps/operator/help-articles'),
  createHelp: endpoint<typeof operatorContentRoutes.createHelpArticle>('POST', '/wps/operator/help-articles'),
  updateHelp: endpoint<typeof operatorContentRoutes.updateHelpArticle>('PUT', '/wps/operator/help-articles/:id'),
  deleteHelp: endpoint<typeof operatorContentRoutes.deleteHelpArticle>('DELETE', '/wps/operator/help-articles/:id'),
  messages: endpoint<typeof operatorContentRoutes.sentMessages>('GET', '/wps/operator/messages'),
  send: endpoint<typeof operatorHomeRoutes.sendMessage>('POST', '/wps/operator/messages'),
}

export type Announcement = CallValue<typeof operatorHomeRoutes.announcements>['content'][number]
export type HelpArticle = CallValue<typeof operatorContentRoutes.helpArticles>['content'][number]
export type SentMessage = CallValue<typeof operatorContentRoutes.sentMessages>['content'][number]

/**
 * Uploads a picture as the raw body (the one call the JSON client cannot make) and answers the
 * served path. The server types it by its bytes; a refusal comes back as the usual ApiError.
 */
export async function uploadPicture(file: File): Promise<string> {
  const headers: Record<string, string> = { 'content-type': file.type || 'application/octet-stream' }
  const token = getSession()?.token
  if (token) headers.authorization = `Bearer ${token}`
  let response: Response
  try {
    response = await fetch('/wps/operator/content/pictures', { method: 'POST', headers, body: file })
  } catch (error) {
    throw new ApiError('network_error', 0, error instanceof Error ? error.message : String(error))
  }
  const envelope = (await response.json().catch(() => null)) as
    { success: true; value: { url: string } } | { success: false; code: ApiError['code']; message: string } | null
  if (envelope?.success) return envelope.value.url
  throw new ApiError(envelope?.code ?? 'bad_response', response.status, envelope?.message ?? 'upload failed')
}
