import sharp from 'sharp';
import { UnsupportedMediaTypeError } from '../../lib/errors.ts';

/** product-decisions §5: what the content may be. The file name and the sent type are ignored. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_EDGE_PX = 1600;
// A 5 MB file can still decode to gigabytes (a "pixel bomb"); 40 MP covers any phone photo.
export const MAX_INPUT_PIXELS = 40_000_000;

const unsupported = () =>
  new UnsupportedMediaTypeError(
    'This file is not a supported image. Upload a JPEG, PNG, WebP, GIF or AVIF picture.',
    'UNSUPPORTED_IMAGE',
  );

/**
 * Reads the bytes, decides the type from the content alone, and re-encodes: turned
 * upright from EXIF, at most 1600 px on each side, WebP, with every metadata block (EXIF,
 * GPS, XMP, ICC comments) dropped because sharp writes none unless asked.
 */
export async function reencodeImage(input: Buffer): Promise<Buffer> {
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const };
  let format: string | undefined;
  try {
    const meta = await sharp(input, options).metadata();
    // AVIF is a HEIF container with AV1 inside; other HEIF (HEVC) is not accepted.
    format = meta.format === 'heif' && meta.compression === 'av1' ? 'avif' : meta.format;
  } catch {
    throw unsupported();
  }
  if (!format || !(ACCEPTED_FORMATS.has(format) || format === 'avif')) throw unsupported();
  try {
    return await sharp(input, options)
      .autoOrient()
      .resize({ width: MAX_EDGE_PX, height: MAX_EDGE_PX, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    // Truncated or corrupt data that passed the header check.
    throw unsupported();
  }
}
