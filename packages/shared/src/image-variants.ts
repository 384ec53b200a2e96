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

/**
 * How wide a product card is at each breakpoint (the storefront grids: 1 column, 2 from md,
 * 3 from lg inside max-w-7xl), so the browser picks the variant that fills it on this screen.
 */
export const CARD_IMAGE_SIZES =
  '(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw';

/**
 * What a product card's <img> offers the browser for `url`. The card and the server's
 * preload of the first card (decision 016) both read it, so a preload is only reused when
 * it asks for exactly what the <img> asks for, and the two cannot drift apart.
 */
export function cardImageSources(url: string): { srcSet?: string; sizes?: string } {
  const srcSet = imageSrcSet(url);
  return srcSet ? { srcSet, sizes: CARD_IMAGE_SIZES } : {};
}
