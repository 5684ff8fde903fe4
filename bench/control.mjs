// The control page of `npm run bench` (bench/run.mjs): one heading and one paragraph, no CSS, no script, served with
// the response headers the site sends with `/`. Its Lighthouse TBT is the floor this machine and browser set before any
// page's own work (decision 004, round 9): Lighthouse loads every page from about:blank, and the site's
// `Cross-Origin-Opener-Policy: same-origin` makes Chrome commit the navigation in a new renderer process, a task whose
// simulated length on this 2-CPU machine ranges from under 50 ms to over 100 ms from one run to the next.
import http from 'node:http'

const HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Control page</title><meta name="description" content="A page with no CSS and no script, for comparison."></head><body><main><h1>Control page</h1><p>One heading and one paragraph: what any page costs before its own work.</p></main></body></html>`

// Headers that describe `/`'s body or connection, not the site's policy.
const BODY_HEADERS =
  /^(content-length|content-encoding|etag|last-modified|vary|date|connection|keep-alive|transfer-encoding)$/

/** Serves the control page on a free loopback port with the headers of `${base}/`. Resolves to `{ url, close }`. */
export async function startControlPage(base) {
  const site = await fetch(`${base}/`)
  await site.arrayBuffer()
  const headers = Object.fromEntries([...site.headers].filter(([name]) => !BODY_HEADERS.test(name)))
  const server = http.createServer((req, res) => {
    res.writeHead(200, headers)
    res.end(HTML)
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${server.address().port}/`,
    close: () => new Promise((resolve) => server.close(resolve)),
  }
}
