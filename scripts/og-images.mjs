// Build step: renders a 1200×630 Open Graph PNG for every prerendered page (its title from the page's own og:title,
// the image path from its og:image) and for every guide phase, into build/client/og/. Runs after `react-router build`.
import { readFile, readdir, mkdir, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createHash } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import { renderAsync } from '@resvg/resvg-js'
import satori from 'satori'
import { runnerImport } from 'vite'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const clientDir = path.join(root, 'build/client')
const require = createRequire(import.meta.url)
const WIDTH = 1200 // OG_CARD_WIDTH and OG_CARD_HEIGHT of app/lib/og-card-layout.ts, the cards' layout
const HEIGHT = 630

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* walk(full)
    else yield full
  }
}

const decode = (s) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

function metaContent(html, property) {
  const tag = html.match(new RegExp(`<meta[^>]*(?:property|name)="${property}"[^>]*>`))?.[0]
  const content = tag?.match(/content="([^"]*)"/)?.[1]
  return content === undefined ? undefined : decode(content)
}

/** Loads the TypeScript helpers (content, paths) through Vite, with the app's `~` alias. */
async function loadTs(file) {
  const { module } = await runnerImport(path.join(root, file), {
    configFile: false,
    logLevel: 'error',
    resolve: { alias: { '~': path.join(root, 'app') } },
    define: { __SITE_URL__: JSON.stringify((process.env.SITE_URL ?? 'https://realworktech.in').replace(/\/$/, '')) },
  })
  return module
}

/** One card per prerendered page, from its meta: the title it shares and the image path it names. */
async function pageCards(ogDivision, companyName) {
  const cards = []
  for await (const file of walk(clientDir)) {
    if (!file.endsWith('index.html')) continue
    const html = await readFile(file, 'utf8')
    const image = metaContent(html, 'og:image')
    const title = metaContent(html, 'og:title')
    if (!image || !title) continue
    const rel = '/' + path.relative(clientDir, path.dirname(file)).split(path.sep).join('/')
    const pagePath = rel === '/' ? '/' : rel.replace(/\/$/, '')
    cards.push({
      image: new URL(image).pathname,
      title: title.replace(` | ${companyName}`, ''),
      division: ogDivision(pagePath),
    })
  }
  return cards
}

const font = (weight, subset) =>
  readFile(require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`))

const started = performance.now()
const { ogDivision, company, contentCards, ogCard: card } = await loadTs('scripts/og-share-cards.ts')
const site = new URL(process.env.SITE_URL ?? 'https://realworktech.in').host

// Content cards (guides with phase counts, phases, search) win over the plain page card of the same image.
const cards = new Map()
for (const c of [...(await pageCards(ogDivision, company.name)), ...contentCards]) cards.set(c.image, c)

const fonts = [
  { name: 'Inter', data: await font(400, 'latin'), weight: 400, style: 'normal' },
  { name: 'Inter', data: await font(700, 'latin'), weight: 700, style: 'normal' },
  { name: 'Inter', data: await font(800, 'latin'), weight: 800, style: 'normal' },
  { name: 'Inter', data: await font(400, 'latin-ext'), weight: 400, style: 'normal' },
  { name: 'Inter', data: await font(700, 'latin-ext'), weight: 700, style: 'normal' },
  { name: 'Inter', data: await font(800, 'latin-ext'), weight: 800, style: 'normal' },
]

// Rendering is the slow part (~60 ms of CPU per image): a PNG whose card and renderer are unchanged is copied from
// the cache of the previous build instead, and rasterising runs on libuv's thread pool while satori lays out the next.
const cacheDir = path.join(root, 'node_modules/.cache/og-images')
await mkdir(cacheDir, { recursive: true })
const version = createHash('sha256')
  .update(await readFile(fileURLToPath(import.meta.url)))
  .update(await readFile(path.join(root, 'app/lib/og-card-layout.ts')))
  .digest('hex')
let rendered = 0

async function produce(c) {
  if (!/^\/og\/[a-z0-9/-]+\.png$/.test(c.image)) throw new Error(`og-images: unexpected image path ${c.image}`)
  const key = createHash('sha256')
    .update(JSON.stringify([version, site, c]))
    .digest('hex')
  const cached = path.join(cacheDir, `${key}.png`)
  let png = await readFile(cached).catch(() => undefined)
  if (!png) {
    const svg = await satori(card(c, site), { width: WIDTH, height: HEIGHT, fonts })
    png = (await renderAsync(svg, { fitTo: { mode: 'width', value: WIDTH } })).asPng()
    await writeFile(cached, png)
    rendered++
  }
  const out = path.join(clientDir, c.image)
  await mkdir(path.dirname(out), { recursive: true })
  await writeFile(out, png)
}

const queue = [...cards.values()]
await Promise.all(
  Array.from({ length: 4 }, async () => {
    while (queue.length) await produce(queue.shift())
  }),
)
const seconds = ((performance.now() - started) / 1000).toFixed(1)
console.log(
  `og-images: ${cards.size} share images (${rendered} rendered, ${cards.size - rendered} from cache) in ${seconds} s`,
)
