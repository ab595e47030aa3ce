import type { homeRoutes } from '@sea/contract'
import { useMutation } from '@tanstack/react-query'
import { call, endpoint } from '../../lib/api-client'

const imageEndpoint = endpoint<typeof homeRoutes.feedbackImage>('PUT', '/wps/feedback/images')
const feedbackEndpoint = endpoint<typeof homeRoutes.feedback>('PUT', '/wps/feedback')

/**
 * Pictures go up one at a time as raw bodies (each answers an id), then the feedback names them:
 * a picture never rides inside JSON. `onProgress` counts the pictures already uploaded.
 */
export function useSendFeedback(onProgress: (uploaded: number) => void) {
  return useMutation({
    mutationFn: async ({ content, images }: { content: string; images: readonly File[] }) => {
      const imageIds: string[] = []
      for (const image of images) {
        const { imageId } = await call(imageEndpoint, { body: image })
        imageIds.push(imageId)
        onProgress(imageIds.length)
      }
      const body = { content: content.trim(), ...(imageIds.length ? { imageIds } : {}) }
      return call(feedbackEndpoint, { body })
    },
  })
}
