import { IMAGE_VARIANT_WIDTHS, imageVariantUrl } from '@phonebazaar/shared';
import sharp from 'sharp';
import { generateImageName, type ImageStorage } from './image-storage.ts';

export interface ImageVariant {
  width: number;
  data: Buffer;
}

/**
 * The narrower copies cards load through srcset (decision 016). Made from our own
 * re-encoded WebP, never from the upload, so a hostile file is decoded only once. A
 * variant is never wider than the picture: a small upload gets copies of its own size,
 * so every name in a srcset exists.
 */
export async function renderImageVariants(webp: Buffer): Promise<ImageVariant[]> {
  const source = sharp(webp);
  return Promise.all(
    IMAGE_VARIANT_WIDTHS.map(async (width) => ({
      width,
      data: await source
        .clone()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 78 })
        .toBuffer(),
    })),
  );
}

/** `name`'s file name for the `width` variant (`abc.webp` -> `abc-w320.webp`). */
export function variantFileName(name: string, width: number): string {
  const url = imageVariantUrl(`/${name}`, width);
  if (!url) throw new Error(`no variants for image name ${name}`);
  return url.slice(1);
}

/**
 * Stores the picture and its variants under a new name and returns the picture's URL.
 * Variants go first: once the URL is handed out, every srcset entry for it exists.
 */
export async function saveWithVariants(storage: ImageStorage, webp: Buffer): Promise<string> {
  const name = generateImageName('webp');
  const variants = await renderImageVariants(webp);
  await Promise.all(
    variants.map((v) => storage.save(variantFileName(name, v.width), v.data, 'image/webp')),
  );
  return storage.save(name, webp, 'image/webp');
}
