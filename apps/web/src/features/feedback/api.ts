import type { RouteDescriptor } from '@sea/contract'
import { useMutation } from '@tanstack/react-query'
import { call, endpoint } from '../../lib/api-client'

/*
 * INTERIM TYPES. The feedback calls are being added to the contract by the home-content work
 * (packages/contract/src/home.ts: homeRoutes.feedbackImage, homeRoutes.feedback). Until that
 * merges they are typed here by hand to mirror that draft. After the merge: use
 * `endpoint<typeof homeRoutes.feedbackImage>('PUT', '/wps/feedback/images')` and
 * `endpoint<typeof homeRoutes.feedback>('PUT', '/wps/feedback')`, drop the casts and these types.
 */
type Sent = { id: string; content: string; imageIds: string[]; createdAt: string }

const imageEndpoint = endpoint<RouteDescriptor>('PUT', '/wps/feedback/images')
const feedbackEndpoint = endpoint<RouteDescriptor>('PUT', '/wps/feedback')

/**
 * Pictures go up one at a time as raw bodies (each answers an id), then the feedback names them:
 * a picture never rides inside JSON. `onProgress` counts the pictures already uploaded.
 */
export function useSendFeedback(onProgress: (uploaded: number) => void) {
  return useMutation({
    mutationFn: async ({ content, images }: { content: string; images: readonly File[] }) => {
      const imageIds: string[] = []
      for (const image of images) {
        const { imageId } = (await call(imageEndpoint, { body: image })) as { imageId: string }
        imageIds.push(imageId)
        onProgress(imageIds.length)
      }
      const body = { content: content.trim(), ...(imageIds.length ? { imageIds } : {}) }
      return (await call(feedbackEndpoint, { body: body as never })) as Sent
    },
  })
}
