/** What the browser says about itself: a family for the report and a model hint, if any. */

interface UaData {
  brands?: { brand: string; version: string }[];
  platform?: string;
  mobile?: boolean;
  getHighEntropyValues?: (hints: string[]) => Promise<{ model?: string; platformVersion?: string }>;
}

const uaData = (): UaData | undefined =>
  (navigator as Navigator & { userAgentData?: UaData }).userAgentData;

/** e.g. "Chrome 131 on Android": brands where given (Chromium), else read from the user agent. */
export function browserFamily(ua = navigator.userAgent): string {
  const data = uaData();
  const brand = data?.brands?.find((b) => !/not.?a.?brand|chromium/i.test(b.brand));
  const os = data?.platform || osOf(ua);
  if (brand) return `${brand.brand} ${brand.version}${os ? ` on ${os}` : ''}`.slice(0, 80);
  const match =
    /(SamsungBrowser|Firefox|FxiOS|CriOS|Edg|OPR|Chrome|Version)\/(\d+)/.exec(ua) ?? undefined;
  const names: Record<string, string> = {
    SamsungBrowser: 'Samsung Internet',
    FxiOS: 'Firefox',
    CriOS: 'Chrome',
    Edg: 'Edge',
    OPR: 'Opera',
    Version: 'Safari',
  };
  const name = match ? (names[match[1] ?? ''] ?? match[1]) : 'Unknown browser';
  return `${name}${match ? ` ${match[2]}` : ''}${os ? ` on ${os}` : ''}`.slice(0, 80);
}

function osOf(ua: string): string {
  if (/Android/.test(ua)) return 'Android';
  if (/iPhone|iPad|iPod/.test(ua)) return 'iOS';
  if (/Windows/.test(ua)) return 'Windows';
  if (/Mac OS X/.test(ua)) return 'macOS';
  if (/Linux/.test(ua)) return 'Linux';
  return '';
}

/**
 * The model the browser gives: Chromium's high-entropy `model` hint, else the Android user
 * agent's model field (Chrome now reduces it to "K", which says nothing), else "iPhone" (iOS
 * never names the model). undefined when nothing is given: never a guess.
 */
export async function modelHint(ua = navigator.userAgent): Promise<string | undefined> {
  try {
    const values = await uaData()?.getHighEntropyValues?.(['model']);
    if (values?.model) return values.model.slice(0, 80);
  } catch {
    // Refused by the browser: fall back to the user agent.
  }
  const android = /Android [\d.]+; ([^;)]+)/.exec(ua)?.[1]?.trim();
  if (android && android !== 'K') return android.replace(/ Build\/.*$/, '').slice(0, 80);
  if (/iPhone/.test(ua)) return 'iPhone';
  return undefined;
}
