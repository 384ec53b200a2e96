/**
 * The URL an API answer gives for a stored picture (issue #14, API clients on other origins;
 * decision 025). The database keeps our uploads and icons relative (`/images/<name>`,
 * `/icons/<x>.svg`) so a change of PUBLIC_URL never rewrites rows; answers carry them on
 * PUBLIC_URL's origin, where a client on another origin can load them as they are. S3 and
 * allowed `https:` pictures are stored absolute already and pass unchanged; '' stays '' (no
 * picture). A `//host` path is not ours and is left alone (the write policy never stores one).
 */
export function absoluteImageUrl(publicUrl: string, stored: string): string {
  if (!stored.startsWith('/') || stored.startsWith('//')) return stored;
  return `${new URL(publicUrl).origin}${stored}`;
}
