import { describe, expect, it } from 'vitest';
import { deviceLabel, networkOf, normaliseAddress } from './session-client.js';

describe('deviceLabel', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Chrome on Windows',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
      'Edge on Windows',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
      'Safari on macOS',
    ],
    ['Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox on Linux'],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
      'Chrome on iPhone',
    ],
    [
      'Mozilla/5.0 (iPad; CPU OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1',
      'Safari on iPad',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
      'Samsung Internet on Android',
    ],
    [
      'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 OPR/115.0.0.0',
      'Opera on ChromeOS',
    ],
    ['curl/8.5.0', 'curl'],
    ['Dalvik/2.1.0 (Linux; U; Android 13; Pixel 7)', 'Android device'],
    ['SomeRobot/1.0', 'Unknown device'],
    [null, 'Unknown device'],
  ])('reads %s as %s', (userAgent, label) => {
    expect(deviceLabel(userAgent)).toBe(label);
  });
});

describe('networkOf', () => {
  it.each([
    ['127.0.0.1', 'local'],
    ['10.20.30.40', 'local'],
    ['172.16.5.4', 'local'],
    ['172.32.0.1', 'public'],
    ['192.168.1.20', 'local'],
    ['169.254.10.1', 'local'],
    ['::1', 'local'],
    ['fd12:3456::1', 'local'],
    ['fe80::1', 'local'],
    ['::ffff:192.168.0.9', 'local'],
    ['203.0.113.7', 'public'],
    ['2001:db8::1', 'public'],
    [null, 'unknown'],
    ['not an address', 'unknown'],
  ] as const)('places %s on a %s network', (address, network) => {
    expect(networkOf(address)).toBe(network);
  });
});

describe('normaliseAddress', () => {
  it('writes IPv4 carried in IPv6 as IPv4, and refuses what is no address', () => {
    expect(normaliseAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(normaliseAddress('2001:DB8::1')).toBe('2001:db8::1');
    expect(normaliseAddress('')).toBeNull();
    expect(normaliseAddress(undefined)).toBeNull();
    expect(normaliseAddress('203.0.113.7; DROP')).toBeNull();
  });
});
