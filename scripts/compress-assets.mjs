// Writes .br and .gz beside every compressible file of the client build, so the server sends them without
// compressing on each request. zlib's async functions run on libuv's thread pool, so the files compress on every CPU
// (brotli at quality 11 is most of the build's last step: 8.5 s on one thread for the 167 files).
import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const root = path.resolve('build/client')
const compressible = /\.(js|css|html|svg|json|xml|txt|webmanifest|data)$/

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* walk(full)
    else yield full
  }
}

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

async function compress(file) {
  const body = await readFile(file)
  const [br, gz] = await Promise.all([
    brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzipped(body, { level: 9 }),
  ])
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)])
}

const files = []
for await (const file of walk(root)) if (compressible.test(file) && (await stat(file)).size >= 512) files.push(file)
await Promise.all(files.map(compress))
console.log(`compress-assets: ${files.length} files precompressed (brotli, gzip)`)
