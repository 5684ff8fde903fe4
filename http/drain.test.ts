import { randomBytes } from 'node:crypto'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import compression from 'compression'
import express, { type Response } from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import { drainFollowsCompression } from './drain'

// The response is written the way React Router's Node adapter writes a streamed page: on backpressure it waits with
// once('drain') and removes that listener with off('drain') when the wait ends.
async function waitForDrain(res: Response) {
  await new Promise<void>((resolve) => {
    const onDrain = () => {
      res.off('drain', onDrain)
      resolve()
    }
    res.once('drain', onDrain)
  })
}

let server: Server | undefined
afterEach(() => server?.close())

async function stream(withFix: boolean, chunks: number) {
  const app = express()
  app.use(compression({ threshold: 0 }))
  if (withFix) app.use(drainFollowsCompression)
  let waits = 0
  let leftOnStream = 0
  app.get('/', async (req, res) => {
    res.setHeader('Content-Type', 'text/html')
    for (let i = 0; i < chunks; i++) {
      if (!res.write(randomBytes(64 * 1024).toString('base64'))) {
        waits++
        await waitForDrain(res)
      }
    }
    // compression's zlib stream is the only emitter its res.on('drain') reaches
    const zlib = res.on('drain', () => {})
    leftOnStream = zlib.listenerCount('drain') - 1
    res.end()
  })
  const listening = app.listen(0, '127.0.0.1')
  server = listening
  await new Promise((resolve) => listening.once('listening', resolve))
  const response = await fetch(`http://127.0.0.1:${(listening.address() as AddressInfo).port}/`, {
    headers: { 'accept-encoding': 'gzip' },
  })
  expect(response.headers.get('content-encoding')).toBe('gzip')
  expect((await response.text()).length).toBeGreaterThan(chunks * 64 * 1024)
  return { waits, leftOnStream }
}

describe('drainFollowsCompression', () => {
  it('leaves no drain listener behind on the compression stream after each wait', async () => {
    const { waits, leftOnStream } = await stream(true, 40)
    expect(waits).toBeGreaterThan(10)
    expect(leftOnStream).toBe(0)
  })

  it('is needed: without it every wait leaves a listener on the stream', async () => {
    // Few chunks, so the leak stays under Node's warning threshold of 10 listeners.
    const { waits, leftOnStream } = await stream(false, 8)
    expect(waits).toBeGreaterThan(2)
    expect(leftOnStream).toBe(waits)
  })
})
