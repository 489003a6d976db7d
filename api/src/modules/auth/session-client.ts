import { BlockList, isIPv4, isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';

/**
 * The device a session is used from, as the account's owner sees it on their profile ("Where you're signed
 * in"): a short label from the browser's User-Agent, and the address it connects from. There is no GeoIP
 * database behind this: an address is only known to be on a private network (the site's own, or one in
 * front of it), or not.
 */

/** What is recorded of the client that starts or refreshes a session. */
export interface SessionClient {
  /** The User-Agent header, at most USER_AGENT_MAX_LENGTH characters; null when none was sent. */
  userAgent: string | null;
  /** The client's address as the API sees it (through trusted proxies, see TRUST_PROXY); null if unknown. */
  ip: string | null;
}

export const USER_AGENT_MAX_LENGTH = 255;

/** The client of a request, as recorded for its session. */
export function clientOf(request: FastifyRequest): SessionClient {
  const header = request.headers['user-agent'];
  // eslint-disable-next-line no-control-regex -- control characters have no place in a label shown back
  const userAgent = typeof header === 'string' ? header.replace(/[\u0000-\u001f\u007f]/g, '').trim() : '';
  return {
    userAgent: userAgent ? userAgent.slice(0, USER_AGENT_MAX_LENGTH) : null,
    ip: normaliseAddress(request.ip),
  };
}

/** An address as people write it: an IPv4 address carried in IPv6 (`::ffff:10.0.0.5`) as IPv4. */
export function normaliseAddress(address: string | undefined): string | null {
  if (!address) return null;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  const plain = mapped?.[1] ?? address;
  return isIPv4(plain) || isIPv6(plain) ? plain.toLowerCase() : null;
}

const LOCAL_NETWORKS = new BlockList();
// Loopback, RFC 1918 private ranges and link-local addresses; IPv6 loopback, unique local and link-local.
LOCAL_NETWORKS.addSubnet('127.0.0.0', 8, 'ipv4');
LOCAL_NETWORKS.addSubnet('10.0.0.0', 8, 'ipv4');
LOCAL_NETWORKS.addSubnet('172.16.0.0', 12, 'ipv4');
LOCAL_NETWORKS.addSubnet('192.168.0.0', 16, 'ipv4');
LOCAL_NETWORKS.addSubnet('169.254.0.0', 16, 'ipv4');
LOCAL_NETWORKS.addAddress('::1', 'ipv6');
LOCAL_NETWORKS.addSubnet('fc00::', 7, 'ipv6');
LOCAL_NETWORKS.addSubnet('fe80::', 10, 'ipv6');

/**
 * Where an address is: `local` for loopback and private networks, `public` for any other address (whose
 * place is not known: there is no GeoIP data), `unknown` when no address was recorded.
 */
export type SessionNetwork = 'local' | 'public' | 'unknown';

export function networkOf(address: string | null): SessionNetwork {
  const ip = normaliseAddress(address ?? undefined);
  if (!ip) return 'unknown';
  // A zone index (fe80::1%eth0) is not part of the address BlockList checks.
  const bare = ip.split('%')[0] ?? ip;
  return LOCAL_NETWORKS.check(bare, isIPv4(bare) ? 'ipv4' : 'ipv6') ? 'local' : 'public';
}

/** The first that matches wins: Edge and Opera say "Chrome" too, Chrome says "Safari". */
const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bCriOS\/|\bChrome\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/^curl\//, 'curl'],
];

/** Phones and tablets first: their User-Agents also name the desktop systems they resemble. */
const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

export const UNKNOWN_DEVICE = 'Unknown device';

/** "Firefox on Windows", "Safari on iPhone", "Chrome", "Android device"; "Unknown device" otherwise. */
export function deviceLabel(userAgent: string | null): string {
  if (!userAgent) return UNKNOWN_DEVICE;
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  if (browser) return browser;
  if (system) return `${system} device`;
  return UNKNOWN_DEVICE;
}
