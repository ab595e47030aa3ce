import Fastify from 'fastify'

/** The ceiling: a bare Fastify app with no plugins, hooks or logging. Listens on PORT (127.0.0.1). */
const app = Fastify({ logger: false })
app.get('/', async () => ({ hello: 'world' }))

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' })
