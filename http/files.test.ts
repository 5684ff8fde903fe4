import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { prerenderedPages } from './files'

const dir = mkdtempSync(path.join(tmpdir(), 'realwork-files-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function write(rel: string, text: string) {
  mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true })
  writeFileSync(path.join(dir, rel), text)
}

describe('prerenderedPages', () => {
  write('about/index.html', '<!DOCTYPE html><title>About</title><script>window.x=1</script>')
  write('about.data', '[{"title":"About"}]')
  write('services/index.html', '<!DOCTYPE html><title>Services</title>')
  write('services.data', '[{"copy":1,"renderOnlyKeys":["closing"]}]')
  write('blogs/index.html', '<!DOCTYPE html><title>Blog</title>')
  write('blogs.data', '[{"posts":[]}]')
  const pages = prerenderedPages(
    dir,
    (pathname) => pathname === '/blogs',
    (payload) => payload.includes('renderOnlyKeys'),
  )

  it('serves a page and its payload from the files', () => {
    expect([...pages.files.keys()].sort()).toEqual(['/about', '/about.data', '/services'])
    expect(pages.files.get('/about')!.csp).toMatch(/script-src[^;]*'sha256-/)
  })

  it('leaves to React Router a payload prerendered without the values its page shows as HTML only', () => {
    expect(pages.files.has('/services.data')).toBe(false)
    expect(pages.routes.has('/services')).toBe(true)
  })

  it('leaves a page whose content lives in the database, and its payload, to the page cache', () => {
    expect(pages.files.has('/blogs')).toBe(false)
    expect(pages.files.has('/blogs.data')).toBe(false)
    expect(pages.routes.has('/blogs')).toBe(true)
  })
})
