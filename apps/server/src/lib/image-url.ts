import { photoUrlRefusal, STORED_IMAGE_NAME } from '@phonebazaar/shared';
import type { Env } from '../env.ts';

/** Google's avatar host: the pictures Google sign-in hands us live there. */
export const GOOGLE_AVATAR_ORIGIN = 'https://lh3.googleusercontent.com';

const MAX_LENGTH = 2048;
// Controls, spaces and the characters browsers silently drop or rewrite inside URLs.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const UNSAFE = /[\u0000-\u0020\u007f-\u00a0\u2028\u2029\ufeff]/;

type ImageEnv = Pick<
  Env,
  | 'PUBLIC_URL'
  | 'IMAGE_ORIGINS'
  | 'GOOGLE_CLIENT_ID'
  | 'S3_BUCKET'
  | 'S3_PUBLIC_URL'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
>;

/** Percent-decodes until nothing changes (at most 3 rounds); undefined if it is malformed. */
function decodeFully(value: string): string | undefined {
  let current = value;
  for (let round = 0; round < 3; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return undefined;
    }
    if (next === current) return current;
    current = next;
  }
  return current.includes('%') ? undefined : current;
}

/**
 * Where a stored picture may point (issue #14 finding 5): one of our uploads, or an https URL
 * of an allowed origin. A picture URL is rendered into every visitor's page (listings,
 * bookings, the profile), so `/images/../api/jwt` made each visitor's browser call the API
 * with its own cookies. Everything is normalised first (URL parsing resolves `..` and its
 * percent-encoded spellings, backslashes become slashes, scheme and host lose their case) and
 * only then checked; the answer is the canonical form to store:
 *
 * - our uploads in any spelling (`/images/<name>`, `<PUBLIC_URL>/images/<name>`, percent-
 *   encoded) -> `/images/<name>`, where <name> is exactly the generated pattern;
 * - with S3, `<S3_PUBLIC_URL>/<name>` -> that URL;
 * - `https:` on IMAGE_ORIGINS (or Google's avatar host while Google sign-in is on), without
 *   credentials or a fragment -> the parsed URL;
 * - '' -> '' (no picture). Anything else -> undefined (refused).
 */
export function createImageUrlPolicy(env: ImageEnv) {
  const own = new URL(env.PUBLIC_URL);
  const s3Base = env.S3_BUCKET
    ? (
        env.S3_PUBLIC_URL ??
        `${env.S3_ENDPOINT ?? `https://s3.${env.S3_REGION}.amazonaws.com`}/${env.S3_BUCKET}`
      ).replace(/\/+$/, '')
    : undefined;
  const s3 = s3Base ? new URL(`${s3Base}/`) : undefined;
  const origins = new Set([
    ...env.IMAGE_ORIGINS,
    ...(env.GOOGLE_CLIENT_ID ? [GOOGLE_AVATAR_ORIGIN] : []),
  ]);

  /** The upload name under `prefix`, if `pathname` is exactly prefix + a generated name. */
  const uploadName = (pathname: string, prefix: string) => {
    if (!pathname.startsWith(prefix)) return undefined;
    const name = decodeFully(pathname.slice(prefix.length));
    return name !== undefined && STORED_IMAGE_NAME.test(name) ? name : undefined;
  };

  return {
    /** What a refused picture is told (issue #44): our uploads, or these sites. */
    refusal: photoUrlRefusal([...origins]),

    /** The canonical form to store, or undefined when the URL is not allowed. */
    canonical(input: string): string | undefined {
      const raw = input.trim();
      if (raw === '') return '';
      if (raw.length > MAX_LENGTH || UNSAFE.test(raw)) return undefined;
      let url: URL;
      try {
        // Relative spellings resolve against our own origin, as a browser on our page would.
        url = new URL(raw.replaceAll('\\', '/'), own);
      } catch {
        return undefined;
      }
      if (url.username || url.password || url.hash || raw.includes('#')) return undefined;

      if (url.origin === own.origin) {
        if (url.search || raw.includes('?')) return undefined;
        const name = uploadName(url.pathname, '/images/');
        return name ? `/images/${name}` : undefined;
      }
      if (s3 && url.origin === s3.origin) {
        if (url.search || raw.includes('?')) return undefined;
        const name = uploadName(url.pathname, s3.pathname);
        return name ? `${s3Base}/${name}` : undefined;
      }
      if (url.protocol !== 'https:' || !origins.has(url.origin)) return undefined;
      // The path of an allowed host still may not climb or hide separators.
      const path = decodeFully(url.pathname);
      if (path === undefined || /\/\.\.?(\/|$)|\\/.test(path)) return undefined;
      return url.href;
    },
  };
}

export type ImageUrlPolicy = ReturnType<typeof createImageUrlPolicy>;
