// Production entry, compiled to build/http/index.js by `npm run build`: NODE_ENV must be set before React loads, so
// the app is imported only after it.
import path from 'node:path'
import { fileURLToPath } from 'node:url'

process.env.NODE_ENV ??= 'production'

const { containRequestFaults } = await import('./request-faults')
// A fault inside a request answers that request with a 500; one outside any request still ends the process.
containRequestFaults()
const { createApp } = await import('./app')
// This file runs as build/http/index.js: the build folder is its parent.
const app = await createApp({ buildDir: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..') })
const port = Number(process.env.PORT) || 3000
const host = process.env.HOST || '0.0.0.0'
const server = app.listen(port, host, () => {
  console.log(`RealWork site listening on http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`)
})
// Stop taking requests, let the mail worker hand back what it claimed, then exit.
const stop = () => {
  console.log(`page cache: ${JSON.stringify(app.locals.pageCache.stats())}`)
  server.close(async () => {
    await app.locals.stop()
    process.exit(0)
  })
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
