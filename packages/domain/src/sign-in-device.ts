/**
 * What a customer is shown about a sign-in (issue 29, decision 053): the browser and the
 * kind of device named from the user agent, and the network it came from, never the full
 * user agent or address. A user agent nobody recognises still gives a name, so the same
 * pair always compares equal when asking whether a device is new.
 */
export interface SignInDevice {
  browser: string;
  device: string;
}

export const UNKNOWN_BROWSER = 'A browser';
export const UNKNOWN_DEVICE = 'a device';

/** Order matters: Edge and Opera say Chrome too, Chrome says Safari too. */
const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:HeadlessChrome|Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const DEVICES: readonly (readonly [RegExp, string])[] = [
  [/\biPad\b/, 'an iPad'],
  [/\biPhone\b/, 'an iPhone'],
  [/\bAndroid\b.*\bMobile\b/, 'an Android phone'],
  [/\bAndroid\b/, 'an Android tablet'],
  [/\bWindows\b/, 'a Windows computer'],
  [/\bCrOS\b/, 'a Chromebook'],
  [/\bMacintosh\b/, 'a Mac'],
  [/\bLinux\b/, 'a Linux computer'],
];

function firstMatch(userAgent: string, table: readonly (readonly [RegExp, string])[]) {
  return table.find(([pattern]) => pattern.test(userAgent))?.[1];
}

export function describeUserAgent(userAgent: string | undefined): SignInDevice {
  const text = (userAgent ?? '').slice(0, 1000);
  return {
    browser: firstMatch(text, BROWSERS) ?? UNKNOWN_BROWSER,
    device: firstMatch(text, DEVICES) ?? UNKNOWN_DEVICE,
  };
}

/** "Chrome on a Windows computer". */
export function signInDeviceLabel(device: SignInDevice): string {
  return `${device.browser} on ${device.device}`;
}

/**
 * The network a sign-in came from, not the address: IPv4 to its /24 (`203.0.113.x`), IPv6 to
 * its /48 (`2001:db8:1::/48`). Anything else (a name, garbage) gives null.
 */
export function signInNetwork(ip: string | undefined): string | null {
  if (ip === undefined) return null;
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/i.exec(ip.trim());
  if (v4 !== null) {
    const parts = v4.slice(1, 4).map(Number);
    if (parts.some((part) => part > 255) || Number(v4[4]) > 255) return null;
    return `${parts.join('.')}.x`;
  }
  const v6 = ip.trim().toLowerCase();
  if (!/^[0-9a-f:]+$/.test(v6) || !v6.includes(':')) return null;
  const [head = ''] = v6.split('::');
  const groups = head === '' ? [] : head.split(':');
  if (groups.some((group) => group.length > 4)) return null;
  const kept = [...groups.slice(0, 3)];
  while (kept.length < 3) kept.push('0');
  return `${kept.map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/48`;
}

/**
 * How long a customer's sign-ins and the staff openings of an account are kept for them to
 * see (decision 053): a year, long enough to notice something odd, no longer.
 */
export const ACTIVITY_KEPT_MONTHS = 12;

/** The first instant still kept, `ACTIVITY_KEPT_MONTHS` before `now`. */
export function activityKeptFrom(now: Date): Date {
  const from = new Date(now);
  from.setUTCMonth(from.getUTCMonth() - ACTIVITY_KEPT_MONTHS);
  return from;
}
