import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  describeUserAgent,
  signInDeviceLabel,
  signInNetwork,
  UNKNOWN_BROWSER,
  UNKNOWN_DEVICE,
} from './sign-in-device';

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const EDGE_WINDOWS = `${CHROME_WINDOWS} Edg/131.0.0.0`;
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const FIREFOX_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:133.0) Gecko/20100101 Firefox/133.0';
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const HEADLESS_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36';

describe('describeUserAgent', () => {
  it.each([
    [CHROME_WINDOWS, 'Chrome', 'a Windows computer'],
    [EDGE_WINDOWS, 'Edge', 'a Windows computer'],
    [SAFARI_IPHONE, 'Safari', 'an iPhone'],
    [FIREFOX_MAC, 'Firefox', 'a Mac'],
    [CHROME_ANDROID, 'Chrome', 'an Android phone'],
    [HEADLESS_LINUX, 'Chrome', 'a Linux computer'],
  ])('names %s', (userAgent, browser, device) => {
    expect(describeUserAgent(userAgent)).toEqual({ browser, device });
  });

  it('names an unknown or missing user agent plainly', () => {
    expect(describeUserAgent(undefined)).toEqual({
      browser: UNKNOWN_BROWSER,
      device: UNKNOWN_DEVICE,
    });
    expect(signInDeviceLabel(describeUserAgent('curl/8.5.0'))).toBe('A browser on a device');
  });

  it('always answers one of its own names, whatever it is sent', () => {
    const browsers = ['Edge', 'Opera', 'Samsung Internet', 'Firefox', 'Chrome', 'Safari'];
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (userAgent) => {
        const { browser, device } = describeUserAgent(userAgent);
        expect([...browsers, UNKNOWN_BROWSER]).toContain(browser);
        expect(device).toMatch(/^an? /);
      }),
    );
  });
});

describe('signInNetwork', () => {
  it('keeps an IPv4 address to its /24 and an IPv6 address to its /48', () => {
    expect(signInNetwork('203.0.113.57')).toBe('203.0.113.x');
    expect(signInNetwork('::ffff:127.0.0.1')).toBe('127.0.0.x');
    expect(signInNetwork('2001:db8:abcd:12::1')).toBe('2001:db8:abcd::/48');
    expect(signInNetwork('::1')).toBe('0:0:0::/48');
  });

  it('gives nothing for what is not an address', () => {
    expect(signInNetwork(undefined)).toBeNull();
    expect(signInNetwork('localhost')).toBeNull();
    expect(signInNetwork('999.1.1.1')).toBeNull();
  });

  it('never keeps the last part of an IPv4 address', () => {
    fc.assert(
      fc.property(fc.ipV4(), (ip) => {
        const network = signInNetwork(ip);
        expect(network).toBe(`${ip.split('.').slice(0, 3).join('.')}.x`);
      }),
    );
  });
});
