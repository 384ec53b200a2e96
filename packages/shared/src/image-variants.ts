/**
 * Narrower copies of every stored picture, so a product card downloads about the size it
 * shows (issue #8, docs/decisions/016-lean-pages.md). The server writes them beside the
 * picture as `<name>-w<width>.webp`, never wider than the picture itself.
 */
export const IMAGE_VARIANT_WIDTHS = [320, 480, 640, 800] as const;

// Only names this server gives its WebP files (letters, digits, _ and -) get variants.
const STORED_WEBP = /^(.*\/[A-Za-z0-9_-]{1,128})\.webp$/;

/** The URL of the `width` variant of `url`, or undefined when `url` is not one of ours. */
export function imageVariantUrl(url: string, width: number): string | undefined {
  const match = STORED_WEBP.exec(url);
  return match ? `${match[1]}-w${width}.webp` : undefined;
}

/** A `srcset` listing every variant of `url`, or undefined when it has none. */
export function imageSrcSet(url: string): string | undefined {
  if (!STORED_WEBP.test(url)) return undefined;
  return IMAGE_VARIANT_WIDTHS.map((w) => `${imageVariantUrl(url, w)} ${w}w`).join(', ');
}
