import { AUTH_ERRORS, MAX_UPLOAD_BYTES } from '@phonebazaar/shared';

const ACCEPTED_TYPE = /^image\/(jpeg|png|webp|gif|avif)$/;

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/**
 * Whether the first bytes are one of the picture formats the server takes (JPEG, PNG, WebP,
 * GIF, AVIF). The server decides by content too (product-decisions §5); checking here first
 * tells the person at once, before anything is created (issue #23 items 1 and 5).
 */
function looksLikeImage(bytes: Uint8Array): boolean {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return true;
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return true;
  if (ascii(bytes, 0, 4) === 'GIF8') return true;
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return true;
  return ascii(bytes, 4, 8) === 'ftyp' && /^avi[fs]$/.test(ascii(bytes, 8, 12));
}

/** The file's first bytes (FileReader: Blob.arrayBuffer is missing in some engines). */
function firstBytes(file: File, count: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file.slice(0, count));
  });
}

/** Why this file cannot be a profile or listing picture, or null when it can. */
export async function imageFileProblem(file: File): Promise<string | null> {
  const errors = AUTH_ERRORS;
  if (!ACCEPTED_TYPE.test(file.type)) return errors.imageType;
  if (file.size > MAX_UPLOAD_BYTES) return errors.imageTooLarge;
  const head = await firstBytes(file, 16);
  return looksLikeImage(head) ? null : errors.imageContent;
}
