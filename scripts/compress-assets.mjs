// Writes .br and .gz beside every compressible file of the client build, so the server sends them without
// compressing on each request.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const root = path.resolve('build/client')
const compressible = /\.(js|css|html|svg|json|xml|txt|webmanifest|data)$/

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* walk(full)
    else yield full
  }
}

let count = 0
for await (const file of walk(root)) {
  if (!compressible.test(file) || (await stat(file)).size < 512) continue
  const body = await readFile(file)
  await writeFile(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
  await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }))
  count++
}
console.log(`compress-assets: ${count} files precompressed (brotli, gzip)`)
