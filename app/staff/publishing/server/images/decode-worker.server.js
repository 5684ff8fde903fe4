// @ts-check
// One image decode, in a worker thread of its own (decode.server.ts starts one per job and ends it after, so the memory
// a decode took goes back to the system). Plain JavaScript, not TypeScript: the worker runs this text as it is (the
// server imports it with `?raw` and starts it from a data: URL), in the dev server, the tests and the build alike.
// The decoders' WebAssembly arrives compiled, with its memory capped, and their JavaScript by file URL, both from the
// server (workerData); the job is either an SVG for resvg to draw or a WebP for libwebp, cut to its middle square.
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

const pixels = await run()
parentPort?.postMessage(pixels)
