import { describe, expect, it } from 'vitest'
import { moduleClosure, pageScripts } from './module-closure.mjs'

const chunks: Record<string, string> = {
  '/assets/entry.js': 'import{a}from"./framework.js";const l=()=>import(`./dialog.js`)',
  '/assets/route.js': 'import"./framework.js";export default 1',
  '/assets/framework.js': 'export const a=1',
  '/assets/dialog.js': 'import{a}from"./framework.js";import{b}from"./icons.js"',
  '/assets/icons.js': 'export const b=2',
}
const read = (file: string) => chunks[file] ?? ''

describe('module closure of a page', () => {
  it("names the scripts of a page's bootstrap script and script tags", () => {
    const html =
      '<script type="module">import * as route0 from "/assets/route.js";import("/assets/entry.js")</script>' +
      '<script src="/assets/entry.js"></script>'
    expect(pageScripts(html)).toEqual(['/assets/route.js', '/assets/entry.js', '/assets/entry.js'])
  })

  it('follows static imports for the first load, and lazy ones only when asked', () => {
    const entries = ['/assets/route.js', '/assets/entry.js']
    expect(moduleClosure(entries, read).sort()).toEqual([
      '/assets/entry.js',
      '/assets/framework.js',
      '/assets/route.js',
    ])
    expect(moduleClosure(entries, read, { lazy: true }).sort()).toEqual([
      '/assets/dialog.js',
      '/assets/entry.js',
      '/assets/framework.js',
      '/assets/icons.js',
      '/assets/route.js',
    ])
  })
})
