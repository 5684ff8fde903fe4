import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'

// resvg as WebAssembly (no native binary to install), started once on first use.
let started: Promise<void> | undefined

/** Resolves when resvg can render: call before `new Resvg(...)`. */
export function resvgReady(): Promise<void> {
  started ??= Promise.all([
    import('@resvg/resvg-wasm'),
    readFile(createRequire(import.meta.url).resolve('@resvg/resvg-wasm/index_bg.wasm')),
  ]).then(([{ initWasm }, wasm]) => initWasm(wasm))
  return started
}
