import { describe, expect, it } from 'vitest'
import { trustProxySetting } from './policy'

describe('TRUST_PROXY', () => {
  it('trusts nobody by default, so a client never chooses its own address', () => {
    for (const off of [undefined, '', ' ', '0', 'false', 'FALSE']) expect(trustProxySetting(off)).toBe(false)
  })
  it('takes a number of hops or a list of proxy addresses and ranges', () => {
    expect(trustProxySetting('1')).toBe(1)
    expect(trustProxySetting('2')).toBe(2)
    expect(trustProxySetting('10.0.0.1, 192.168.0.0/16,loopback')).toEqual(['10.0.0.1', '192.168.0.0/16', 'loopback'])
  })
  it('refuses `true`, which would trust every X-Forwarded-For', () => {
    expect(() => trustProxySetting('true')).toThrow(/any client/)
  })
})
