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
  return `${originOf(publicUrl)}${stored}`;
}

// A page of 20 listings names 60 or more pictures, and parsing PUBLIC_URL for each was a
// tenth of a seller's list (issue #22); a process has one PUBLIC_URL, so one entry suffices.
let lastUrl = '';
let lastOrigin = '';
function originOf(publicUrl: string): string {
  if (publicUrl !== lastUrl) {
    lastOrigin = new URL(publicUrl).origin;
    lastUrl = publicUrl;
  }
  return lastOrigin;
}
