// @ts-check
// One image decode, in a worker thread of its own (decode.server.ts starts one per job and ends it after, so the memory
// a decode took goes back to the system). Plain JavaScript, not TypeScript: the worker runs this text as it is (the
// server imports it with `?raw` and starts it from a data: URL), in the dev server, the tests and the build alike.
// The decoders' WebAssembly arrives compiled, with its memory capped, and their JavaScript by file URL, both from the
// server (workerData); the job is either an SVG for resvg to draw or a WebP for libwebp, cut to its middle square, or
// (a screenshot) either of those fitted to widths and encoded as WebP here, so encoding stays off the request path too.
import { parentPort, workerData } from 'node:worker_threads'

/** @typedef {{ width: number, height: number, data: Uint8Array | Uint8ClampedArray }} Pixels */

/**
 * The middle square of decoded RGBA pixels at `side` pixels, each the average of its source block, on white.
 * @param {Pixels} source
 * @param {number} side
 * @returns {Pixels}
 */
function squareOf(source, side) {
  const crop = Math.min(source.width, source.height)
  const left = Math.floor((source.width - crop) / 2)
  const top = Math.floor((source.height - crop) / 2)
  const data = new Uint8Array(side * side * 4)
  for (let y = 0; y < side; y++) {
    const y0 = top + Math.floor((y * crop) / side)
    const y1 = Math.max(y0 + 1, top + Math.floor(((y + 1) * crop) / side))
    for (let x = 0; x < side; x++) {
      const x0 = left + Math.floor((x * crop) / side)
      const x1 = Math.max(x0 + 1, left + Math.floor(((x + 1) * crop) / side))
      // Summed as the colour would show on white (numbers read with Number(): the checker knows no bounds).
      let red = 0
      let green = 0
      let blue = 0
      for (let sy = y0; sy < y1; sy++)
        for (let sx = x0; sx < x1; sx++) {
          const at = (sy * source.width + sx) * 4
          const alpha = Number(source.data[at + 3]) / 255
          const white = 255 * (1 - alpha)
          red += Number(source.data[at]) * alpha + white
          green += Number(source.data[at + 1]) * alpha + white
          blue += Number(source.data[at + 2]) * alpha + white
        }
      const count = (y1 - y0) * (x1 - x0)
      const out = (y * side + x) * 4
      data.set([Math.round(red / count), Math.round(green / count), Math.round(blue / count)], out)
      data[out + 3] = 255
    }
  }
  return { width: side, height: side, data }
}

/**
 * Decoded RGBA pixels at `width` pixels wide, the height in proportion, each pixel the average of its source block
 * (alpha kept). A width at or above the source's keeps the pixels as they are.
 * @param {Pixels} source
 * @param {number} width
 * @returns {Pixels}
 */
function fitOf(source, width) {
  if (width >= source.width) return source
  const height = Math.max(1, Math.round((source.height * width) / source.width))
  const data = new Uint8Array(width * height * 4)
  for (let y = 0; y < height; y++) {
    const y0 = Math.floor((y * source.height) / height)
    const y1 = Math.max(y0 + 1, Math.floor(((y + 1) * source.height) / height))
    for (let x = 0; x < width; x++) {
      const x0 = Math.floor((x * source.width) / width)
      const x1 = Math.max(x0 + 1, Math.floor(((x + 1) * source.width) / width))
      const sum = [0, 0, 0, 0]
      for (let sy = y0; sy < y1; sy++)
        for (let sx = x0; sx < x1; sx++) {
          const at = (sy * source.width + sx) * 4
          for (let c = 0; c < 4; c++) sum[c] = Number(sum[c]) + Number(source.data[at + c])
        }
      const count = (y1 - y0) * (x1 - x0)
      data.set(
        sum.map((v) => Math.round(v / count)),
        (y * width + x) * 4,
      )
    }
  }
  return { width, height, data }
}

/**
 * A screenshot: drawn (resvg, already at the widest width) or decoded (libwebp), then fitted to each width and
 * encoded as WebP.
 * @returns {Promise<{ width: number, height: number, data: Uint8Array }[]>}
 */
async function fit() {
  const { job, codecs } = workerData
  /** @type {Pixels} */
  let pixels
  if (job.svg) {
    const { initWasm, Resvg } = await import(codecs.resvg.glue)
    await initWasm(codecs.resvg.module)
    const image = new Resvg(job.svg).render()
    pixels = { width: image.width, height: image.height, data: image.pixels }
  } else {
    const { default: decode, init } = await import(codecs.webp.glue)
    await init(codecs.webp.module)
    pixels = await decode(new Uint8Array(job.bytes).buffer)
  }
  const { default: encode, init } = await import(codecs.webpEncode.glue)
  await init(codecs.webpEncode.module)
  const images = []
  for (const width of job.widths) {
    const fitted = fitOf(pixels, width)
    const data = new Uint8ClampedArray(fitted.data.buffer, fitted.data.byteOffset, fitted.data.byteLength)
    const webp = await encode({ data, width: fitted.width, height: fitted.height }, { quality: job.quality })
    images.push({ width: fitted.width, height: fitted.height, data: new Uint8Array(webp) })
  }
  return images
}

/** @returns {Promise<Pixels>} */
async function run() {
  const { job, codecs } = workerData
  if (job.kind === 'svg') {
    const { initWasm, Resvg } = await import(codecs.resvg.glue)
    await initWasm(codecs.resvg.module)
    const image = new Resvg(job.svg).render()
    return { width: image.width, height: image.height, data: image.pixels }
  }
  const { default: decode, init } = await import(codecs.webp.glue)
  await init(codecs.webp.module)
  const bytes = new Uint8Array(job.bytes)
  return squareOf(await decode(bytes.buffer), job.side)
}

parentPort?.postMessage(workerData.job.kind === 'fit' ? await fit() : await run())
