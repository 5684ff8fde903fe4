import { describe, expect, it } from 'vitest'
import * as entry from '../app/entry.server'
import { serverHooksOf } from './hooks'

describe('serverHooksOf', () => {
  it("takes the app's serverHooks whole", () => {
    expect(serverHooksOf({ entry: { module: entry } })).toBe(entry.serverHooks)
  })

  it('refuses a build without serverHooks, or with a member missing, naming what is missing', () => {
    const { default: render } = entry
    expect(() => serverHooksOf({ entry: { module: { default: render } } })).toThrow(/exports no `serverHooks`/)
    const { contentGroupOf: _, ...rest } = entry.serverHooks
    const partial = { default: render, serverHooks: { ...rest, formPostPath: 7 } }
    expect(() => serverHooksOf({ entry: { module: partial } })).toThrow(
      'serverHooks in app/entry.server.tsx lacks formPostPath (string), contentGroupOf (function).',
    )
  })
})
