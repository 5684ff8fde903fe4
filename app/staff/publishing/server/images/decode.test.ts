import { describe, expect, it } from 'vitest'
import { capWasmMemory, DECODE_LIMITS, DecodeError, decodeInWorker } from './decode.server'

/** (module (memory (export "m") 1)): one page, no maximum. */
const TINY = new Uint8Array([
  0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00, 0x05, 0x03, 0x01, 0x00, 0x01, 0x07, 0x05, 0x01, 0x01, 0x6d, 0x02,
  0x00,
])

const svg = (side: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}"><rect width="${side}" height="${side}" fill="#f00"/></svg>`

describe('image decoding off the request path', () => {
  it('caps a WebAssembly module’s memory: growing past the cap fails inside the module', () => {
    const memory = (wasm: Uint8Array<ArrayBuffer>) =>
      new WebAssembly.Instance(new WebAssembly.Module(wasm)).exports.m as WebAssembly.Memory
    expect(memory(TINY).grow(10)).toBe(1) // no cap: it grows
    const capped = memory(capWasmMemory(TINY, 2 * 64 * 1024))
    expect(capped.grow(1)).toBe(1)
    expect(() => capped.grow(1)).toThrow(RangeError)
    expect(() => capWasmMemory(TINY.subarray(0, 8), 1 << 20)).toThrow('no memory')
  })

  it('draws in a worker and hands back the pixels', async () => {
    const pixels = await decodeInWorker({ kind: 'svg', svg: svg(4) })
    expect([pixels.width, pixels.height]).toEqual([4, 4])
    expect([...pixels.data.subarray(0, 4)]).toEqual([255, 0, 0, 255])
  })

  it('ends a decode past its memory: 6000 × 6000 pixels need more than 64 MB, refused, the next decode works', async () => {
    const limits = { ...DECODE_LIMITS, wasmBytes: 64 * 1024 * 1024 }
    await expect(decodeInWorker({ kind: 'svg', svg: svg(6000) }, limits)).rejects.toBeInstanceOf(DecodeError)
    expect((await decodeInWorker({ kind: 'svg', svg: svg(8) }, limits)).width).toBe(8)
  })

  it('ends a decode past its time, and the next one still runs', async () => {
    const slow = decodeInWorker({ kind: 'svg', svg: svg(3000) }, { ...DECODE_LIMITS, timeMs: 1 })
    await expect(slow).rejects.toThrow('took longer than 1 ms')
    expect((await decodeInWorker({ kind: 'svg', svg: svg(8) })).width).toBe(8)
  })

  it('answers a broken WebP with a DecodeError, not a crash', async () => {
    const broken = new Uint8Array(Buffer.from('RIFF\x20\x00\x00\x00WEBPVP8 \x14\x00\x00\x00\x10\x00\x00\x9d\x01\x2a'))
    await expect(decodeInWorker({ kind: 'webp', bytes: broken, side: 8 })).rejects.toBeInstanceOf(DecodeError)
  })
})
