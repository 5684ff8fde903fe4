import { describe, expect, it } from 'vitest'
import { FormReadError, formText, readBoundedForm } from './bounded-form.server'

function chunkedRequest(chunks: string[], contentType = 'application/x-www-form-urlencoded') {
  const encoder = new TextEncoder()
  let pulled = 0
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks[pulled++]
      if (chunk === undefined) controller.close()
      else controller.enqueue(encoder.encode(chunk))
    },
  })
  const request = new Request('http://localhost/staff/x', {
    method: 'POST',
    body,
    headers: { 'Content-Type': contentType },
    duplex: 'half',
  } as RequestInit)
  return { request, pulled: () => pulled }
}

describe('readBoundedForm', () => {
  it('reads a small form', async () => {
    const { request } = chunkedRequest(['status=contacted&', 'assignee=Priya'])
    const form = await readBoundedForm(request, 1000)
    expect(formText(form, 'status')).toBe('contacted')
    expect(formText(form, 'assignee')).toBe('Priya')
    expect(formText(form, 'missing')).toBe('')
  })

  it('stops reading a chunked body without a length once it passes the limit', async () => {
    const { request, pulled } = chunkedRequest(Array.from({ length: 100 }, () => 'x'.repeat(100)))
    await expect(readBoundedForm(request, 1000)).rejects.toMatchObject({ status: 413 })
    expect(pulled()).toBeLessThan(20)
  })

  it('refuses a declared length over the limit before reading', async () => {
    const request = new Request('http://localhost/', {
      method: 'POST',
      body: 'a=1',
      headers: { 'Content-Length': '5000', 'Content-Type': 'application/x-www-form-urlencoded' },
    })
    await expect(readBoundedForm(request, 1000)).rejects.toBeInstanceOf(FormReadError)
  })

  it('answers 400 for a body that is not a form', async () => {
    const { request } = chunkedRequest(['--nope'], 'multipart/form-data; boundary=zzz')
    await expect(readBoundedForm(request, 1000)).rejects.toMatchObject({ status: 400 })
  })
})
