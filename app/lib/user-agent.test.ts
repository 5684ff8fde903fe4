import { describe, expect, it } from 'vitest'
import { browserSummary, deviceOf } from './user-agent'

const AGENTS = {
  chromeLinux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  androidPhone:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  samsung:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
  firefoxMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:133.0) Gecko/20100101 Firefox/133.0',
}

describe('deviceOf', () => {
  it('tells phones, tablets and desktops apart', () => {
    expect(deviceOf(AGENTS.iphone)).toBe('phone')
    expect(deviceOf(AGENTS.androidPhone)).toBe('phone')
    expect(deviceOf(AGENTS.ipad)).toBe('tablet')
    expect(deviceOf(AGENTS.androidTablet)).toBe('tablet')
    expect(deviceOf(AGENTS.chromeLinux)).toBe('desktop')
    expect(deviceOf(AGENTS.edge)).toBe('desktop')
  })
})

describe('browserSummary', () => {
  it('keeps the browser, its major version, the system and the device, and nothing else of the text', () => {
    expect(browserSummary(AGENTS.chromeLinux)).toBe('Chrome 131 on Linux (desktop)')
    expect(browserSummary(AGENTS.iphone)).toBe('Safari 17 on iOS (phone)')
    expect(browserSummary(AGENTS.samsung)).toBe('Samsung Internet 25 on Android (phone)')
    expect(browserSummary(AGENTS.edge)).toBe('Edge 131 on Windows (desktop)')
    expect(browserSummary(AGENTS.firefoxMac)).toBe('Firefox 133 on macOS (desktop)')
    expect(browserSummary('SomeTool/1.0 unique-build-7f3a')).toBe('Another browser on another system (desktop)')
    expect(browserSummary(null)).toBeNull()
    expect(browserSummary('')).toBeNull()
  })
})
