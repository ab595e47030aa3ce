import type { homeRoutes } from '@sea/contract'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { setSession } from '../../../lib/session-store'
import '../../../locales/common'
import { reply } from '../../../testing/fake-api'
import { resetAfterEach } from '../../../testing/reset-after-each'
import FeedbackModal from './feedback-modal'

const picture = (name: string, type = 'image/png', size = 1000) => new File([new Uint8Array(size)], name, { type })

function setup() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
  const onClose = vi.fn()
  const view = render(
    <QueryClientProvider client={client}>
      <FeedbackModal params={{}} onClose={onClose} />
    </QueryClientProvider>,
  )
  const fileInput = view.container.ownerDocument.querySelector<HTMLInputElement>('input[type=file]')
  if (!fileInput) throw new Error('no file input')
  const addFiles = (files: File[]) => fireEvent.change(fileInput, { target: { files } })
  return { onClose, addFiles }
}

beforeEach(() => setSession({ token: 'member-token', isAgent: 0, userName: 'ahmad' }))
resetAfterEach()

describe('FeedbackModal', () => {
  it('asks for 1 to 140 characters and counts them as they are typed', () => {
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    setup()
    fireEvent.click(screen.getByRole('button', { name: /Send feedback/ }))
    expect(screen.getByRole('alert').textContent).toBe('Please enter 1 to 140 characters')
    fireEvent.change(screen.getByLabelText('Your feedback'), { target: { value: 'Great site' } })
    expect(screen.getByText('10 of 140 characters')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Your feedback'), { target: { value: 'x'.repeat(200) } })
    expect(screen.getByText('140 of 140 characters')).toBeTruthy()
    expect(fetch).not.toHaveBeenCalled()
  })

  it('keeps at most three PNG or JPG pictures and lets one be removed', async () => {
    const { addFiles } = setup()
    addFiles([picture('a.gif', 'image/gif')])
    expect(screen.getByRole('alert').textContent).toBe('Please choose a PNG or JPG picture')
    addFiles([picture('1.png'), picture('2.jpg', 'image/jpeg'), picture('3.png'), picture('4.png')])
    expect(await screen.findAllByRole('button', { name: /Remove picture/ })).toHaveLength(3)
    expect(screen.getByRole('alert').textContent).toBe('You can add at most 3 pictures')
    expect(screen.queryByRole('button', { name: 'Add a picture' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Remove picture 2' }))
    expect(screen.getAllByRole('button', { name: /Remove picture/ })).toHaveLength(2)
    expect(screen.getByRole('button', { name: 'Add a picture' })).toBeTruthy()
  })

  it('uploads each picture raw, then sends the text with their ids', async () => {
    const fetch = vi.fn(async (url: string, init: RequestInit) => {
      if (url === '/wps/feedback/images') return reply<typeof homeRoutes.feedbackImage>({ imageId: '7' })
      const { content } = JSON.parse(String(init.body)) as { content: string }
      return reply<typeof homeRoutes.feedback>({ id: '1', content, imageIds: ['7'], createdAt: '2026-11-23T00:00:00Z' })
    })
    vi.stubGlobal('fetch', fetch)
    const { addFiles } = setup()
    addFiles([picture('shot.png')])
    await screen.findByRole('button', { name: 'Remove picture 1' })
    fireEvent.change(screen.getByLabelText('Your feedback'), { target: { value: '  Withdrawals are fast  ' } })
    fireEvent.click(screen.getByRole('button', { name: /Send feedback/ }))
    await waitFor(() => expect(screen.getByText('Thank you for your feedback')).toBeTruthy())
    const [upload, send] = fetch.mock.calls
    expect(upload?.[1].method).toBe('PUT')
    expect(upload?.[1].body).toBeInstanceOf(Blob)
    expect((upload?.[1].headers as Record<string, string>)['content-type']).toBe('image/png')
    expect(send?.[0]).toBe('/wps/feedback')
    expect(JSON.parse(String(send?.[1].body))).toEqual({ content: 'Withdrawals are fast', imageIds: ['7'] })
  })
})
