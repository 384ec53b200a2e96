import sharp, { type Metadata } from 'sharp';
import { PayloadTooLargeError, UnsupportedMediaTypeError } from '../../lib/errors.ts';
import { MAX_INPUT_PIXELS } from './image-processing.ts';
import { checkStructure, type SniffedFormat, sniffFormat } from './image-structure.ts';

/** An animation is stored as its first frame; thousands of frames are only a cost to parse. */
export const MAX_FRAMES = 300;

const unsupported = () =>
  new UnsupportedMediaTypeError(
    'This file is not a supported image. Upload a JPEG, PNG, WebP, GIF or AVIF picture.',
    'UNSUPPORTED_IMAGE',
  );

const tooManyPixels = (width?: number, height?: number) =>
  new PayloadTooLargeError(
    `The picture is ${width} × ${height} pixels. Upload one of at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`,
    'IMAGE_DIMENSIONS_TOO_LARGE',
  );

/**
 * The checks an upload passes before any decoder runs (issue #7 item 4). Only the five
 * accepted formats reach sharp at all, so libvips' other loaders (SVG, PDF, TIFF...) never
 * see client bytes; the container must end exactly where the image ends (no polyglots, no
 * truncation); and the declared size must fit before a single pixel is decoded.
 */
export async function inspectImage(input: Buffer): Promise<SniffedFormat> {
  const format = sniffFormat(input);
  if (!format) throw unsupported();
  const { problem, frames, declaredPixels } = checkStructure(format, input);
  if (problem === 'truncated') {
    throw new UnsupportedMediaTypeError(
      'The image is incomplete: the file ends before the picture does. Upload the whole file.',
      'IMAGE_TRUNCATED',
    );
  }
  if (problem === 'trailing-data') {
    throw new UnsupportedMediaTypeError(
      'The file holds something besides the picture. Upload a plain JPEG, PNG, WebP, GIF or AVIF image.',
      'IMAGE_TRAILING_DATA',
    );
  }
  if (problem) throw unsupported();
  if (declaredPixels > MAX_INPUT_PIXELS)
    throw tooManyPixels(input.readUInt16LE(6), input.readUInt16LE(8));
  if (frames > MAX_FRAMES) {
    throw new PayloadTooLargeError(
      `The animation has more than ${MAX_FRAMES} frames. Upload a still picture.`,
      'IMAGE_TOO_MANY_FRAMES',
    );
  }

  let meta: Metadata;
  try {
    // Reads the header only, no pixels, so the pixel limit is checked below with a clear
    // message instead of sharp's own refusal.
    meta = await sharp(input, { limitInputPixels: false, failOn: 'error' }).metadata();
  } catch {
    throw unsupported();
  }
  const decoded =
    meta.format === 'heif' ? (meta.compression === 'av1' ? 'avif' : 'heic') : meta.format;
  if (decoded !== format) throw unsupported();
  const pixels = (meta.width ?? 0) * (meta.height ?? 0);
  if (!pixels) throw unsupported();
  if (pixels > MAX_INPUT_PIXELS) throw tooManyPixels(meta.width, meta.height);
  if ((meta.pages ?? 1) > MAX_FRAMES) {
    throw new PayloadTooLargeError(
      `The animation has more than ${MAX_FRAMES} frames. Upload a still picture.`,
      'IMAGE_TOO_MANY_FRAMES',
    );
  }
  return format;
}
