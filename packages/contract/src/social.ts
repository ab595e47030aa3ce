import { Type } from 'typebox'
import { PUBLIC } from './access'
import { SessionValueSchema } from './accounts'
import { Ok } from './envelope'
import { defineRoute } from './route'

/** The third-party identity providers a member can log in with. */
export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]

const ProviderParams = Type.Object({ provider: Type.Enum(SOCIAL_PROVIDERS) })

export const socialRoutes = {
  start: defineRoute({
    method: 'GET',
    url: '/wps/session/social/:provider/start',
    access: PUBLIC,
    summary: 'Begin a login with Google or Facebook: the URL to send the browser to',
    tags: ['session'],
    schema: {
      params: ProviderParams,
      querystring: Type.Object({
        redirectUri: Type.String({
          minLength: 1,
          maxLength: 2048,
          description: 'Where the provider sends the browser back, on the origin of this request',
        }),
      }),
      response: { 200: Ok(Type.Object({ authorizationUrl: Type.String() })) },
    },
  }),
  complete: defineRoute({
    method: 'POST',
    url: '/wps/session/social/:provider/complete',
    access: PUBLIC,
    summary: 'Finish a Google or Facebook login with the code and state the provider returned',
    tags: ['session'],
    schema: {
      params: ProviderParams,
      body: Type.Object({
        code: Type.String({ minLength: 1, maxLength: 2048 }),
        state: Type.String({ minLength: 1, maxLength: 128 }),
      }),
      response: { 200: Ok(SessionValueSchema) },
    },
  }),
} as const
