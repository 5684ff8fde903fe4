import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import workerSource from './decode-worker.server.js?raw'

/**
 * Images are decoded off the request path (issue 37): each decode runs in a worker thread of its own, one at a time,
 * within these limits, and the worker is ended afterwards, so what a decode took goes back to the system. The header
 * check (image-header.server.ts) keeps every upload within MAX_IMAGE_PIXELS before this; these limits hold whatever
 * the decoder does anyway.
 */
export interface DecodeLimits {
  /** Wall-clock time a decode may take before its worker is ended. */
  timeMs: number
  /** Memory each decoder's WebAssembly may grow to (its pixel buffers live there, outside the JavaScript heap). */
  wasmBytes: number
  /** The worker's JavaScript heap (`resourceLimits.maxOldGenerationSizeMb`). */
  heapMb: number
}

export const DECODE_LIMITS: DecodeLimits = { timeMs: 10_000, wasmBytes: 1024 * 1024 * 1024, heapMb: 64 }

export type DecodeJob = { kind: 'svg'; svg: string } | { kind: 'webp'; bytes: Uint8Array; side: number }

/**
 * A screenshot's job: an SVG for resvg to draw at the first (widest) width, or a WebP to decode; then each width,
 * widest first, fitted (the height in proportion) and encoded as WebP at `quality` in the worker.
 */
export type FitJob = { kind: 'fit'; widths: number[]; quality: number } & (
  | { svg: string; bytes?: undefined }
  | { bytes: Uint8Array; svg?: undefined }
)

/** One encoded width of a fitted image. */
export interface EncodedImage {
  width: number
  height: number
  /** WebP bytes. */
  data: Uint8Array
}

export interface Pixels {
  width: number
  height: number
  /** RGBA, 4 bytes a pixel. */
  data: Uint8Array | Uint8ClampedArray
}

/** A decode that ran out of time or memory, or failed in its decoder. */
export class DecodeError extends Error {}

const WASM_PAGE = 64 * 1024

function leb128(value: number): number[] {
  const out: number[] = []
  do {
    let byte = value & 0x7f
    value = Math.floor(value / 128)
    if (value > 0) byte |= 0x80
    out.push(byte)
  } while (value > 0)
  return out
}

/**
 * A WebAssembly module whose memory may grow to at most `maxBytes`: its memory section's maximum is set (or lowered)
 * to that many 64 KB pages. Past it, the decoder's allocation fails inside WebAssembly (libwebp returns an error,
 * resvg traps), and the worker reports it instead of the process growing.
 */
export function capWasmMemory(wasm: Uint8Array, maxBytes: number): Uint8Array<ArrayBuffer> {
  const maxPages = Math.floor(maxBytes / WASM_PAGE)
  let at = 8
  const read = () => {
    let value = 0
    let shift = 0
    let byte: number
    do {
      byte = wasm[at++]!
      value += (byte & 0x7f) * 2 ** shift
      shift += 7
    } while (byte & 0x80)
    return value
  }
  while (at < wasm.byteLength) {
    const sectionStart = at
    const id = wasm[at++]!
    const size = read()
    const payloadStart = at
    if (id === 5) {
      const count = read()
      const flags = read()
      if (count !== 1 || (flags & ~1) !== 0) throw new Error('unexpected WebAssembly memory section')
      const min = read()
      const max = flags & 1 ? read() : 65536
      if (min > maxPages) throw new Error(`the module needs ${min * WASM_PAGE} bytes of memory at start`)
      const payload = [...leb128(1), 1, ...leb128(min), ...leb128(Math.min(max, maxPages))]
      const section = new Uint8Array([5, ...leb128(payload.length), ...payload])
      const out = new Uint8Array(wasm.byteLength - (payloadStart + size - sectionStart) + section.byteLength)
      out.set(wasm.subarray(0, sectionStart))
      out.set(section, sectionStart)
      out.set(wasm.subarray(payloadStart + size), sectionStart + section.byteLength)
      return out
    }
    at = payloadStart + size
  }
  throw new Error('the WebAssembly module has no memory of its own')
}

interface Codec {
  /** The decoder's JavaScript, as a file URL the worker imports. */
  glue: string
  module: WebAssembly.Module
}

type Codecs = { resvg: Codec; webp: Codec; webpEncode: Codec }
const compiled = new Map<number, Promise<Codecs>>()

/**
 * resvg, libwebp's decoder and its encoder compiled once per memory cap, with that cap; the worker gets them ready to
 * instantiate. The encoder is its SIMD build, the one its glue loads where WebAssembly SIMD is there (Node 20 on).
 */
function codecs(wasmBytes: number) {
  let entry = compiled.get(wasmBytes)
  if (!entry) {
    const require = createRequire(import.meta.url)
    const load = async (wasmFile: string, glue: string): Promise<Codec> => ({
      glue: pathToFileURL(glue).href,
      module: await WebAssembly.compile(capWasmMemory(new Uint8Array(await readFile(wasmFile)), wasmBytes)),
    })
    const resvgWasm = require.resolve('@resvg/resvg-wasm/index_bg.wasm')
    entry = Promise.all([
      // The package's exports name only its CommonJS file for require; its ES module sits beside the WebAssembly.
      load(resvgWasm, path.join(path.dirname(resvgWasm), 'index.mjs')),
      load(require.resolve('@jsquash/webp/codec/dec/webp_dec.wasm'), require.resolve('@jsquash/webp/decode.js')),
      load(require.resolve('@jsquash/webp/codec/enc/webp_enc_simd.wasm'), require.resolve('@jsquash/webp/encode.js')),
    ]).then(([resvg, webp, webpEncode]) => ({ resvg, webp, webpEncode }))
    entry.catch(() => compiled.delete(wasmBytes))
    compiled.set(wasmBytes, entry)
  }
  return entry
}

const workerUrl = new URL(`data:text/javascript,${encodeURIComponent(workerSource)}`)

function runWorker<T>(job: DecodeJob | FitJob, limits: DecodeLimits, ready: Codecs): Promise<T> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerUrl, {
      workerData: { job, codecs: ready },
      resourceLimits: { maxOldGenerationSizeMb: limits.heapMb, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
    })
    let result: T | undefined
    let failure: Error | undefined
    const timer = setTimeout(() => {
      failure = new DecodeError(`the decode took longer than ${limits.timeMs} ms`)
      void worker.terminate()
    }, limits.timeMs)
    worker.once('message', (answer: T) => {
      result = answer
      void worker.terminate()
    })
    worker.once('error', (error) => {
      failure ??= new DecodeError(`the decoder failed: ${error.message}`)
    })
    // Settled only once the worker has ended, so the next decode starts after this one's memory is released.
    worker.once('exit', () => {
      clearTimeout(timer)
      if (result) resolve(result)
      else reject(failure ?? new DecodeError('the decoder ended without an answer'))
    })
  })
}

let queue: Promise<unknown> = Promise.resolve()

/** Runs one decode in a worker within `limits`, after any decode already running; rejects with a DecodeError. */
export function decodeInWorker(job: DecodeJob, limits: DecodeLimits = DECODE_LIMITS): Promise<Pixels> {
  return queued(async () => runWorker<Pixels>(job, limits, await codecs(limits.wasmBytes)))
}

/** Runs one screenshot's decode, fit and encode in a worker within `limits`, in the same queue; rejects likewise. */
export function fitInWorker(job: FitJob, limits: DecodeLimits = DECODE_LIMITS): Promise<EncodedImage[]> {
  return queued(async () => runWorker<EncodedImage[]>(job, limits, await codecs(limits.wasmBytes)))
}

function queued<T>(start: () => Promise<T>): Promise<T> {
  const run = queue.then(start)
  queue = run.catch(() => undefined)
  return run
}
