import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type * as Resvg from '@resvg/resvg-wasm'

type ResvgModule = typeof Resvg

// resvg as WebAssembly (no native binary to install), loaded and started once, on first use: not at every server start.
let started: Promise<ResvgModule> | undefined

/** resvg, ready to render (`new Resvg(...)`). */
export function resvg(): Promise<ResvgModule> {
  started ??= Promise.all([
    import('@resvg/resvg-wasm'),
    readFile(createRequire(import.meta.url).resolve('@resvg/resvg-wasm/index_bg.wasm')),
  ]).then(async ([module, wasm]) => {
    await module.initWasm(wasm)
    return module
  })
  return started
}
