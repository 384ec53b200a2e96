import { randomBytes } from 'node:crypto';
import type { Env } from '../../env.ts';
import { createLocalImageStorage } from './local-image-storage.ts';
import { createS3ImageStorage } from './s3-image-storage.ts';

/** Where re-encoded images go. `save` either stores the whole file or throws, never half. */
export interface ImageStorage {
  readonly kind: 'local' | 's3';
  /** Stores `data` under `name` and returns the public URL of the image. */
  save(name: string, data: Buffer, contentType: string): Promise<string>;
  /**
   * Whether `url` is exactly the public URL of an image this storage holds. Anything else
   * (another host, a path that escapes the folder, a name we never generate) is false
   * without touching the store, so listings can only point at our own pictures.
   */
  hasImage(url: string): Promise<boolean>;
  /**
   * The bytes of one of our images (the review's photo hash, decision 041); undefined for a
   * URL `hasImage` would refuse or an image that is gone.
   */
  read?(url: string): Promise<Buffer | undefined>;
}

/** Unguessable, URL-safe, and never derived from anything the client sent. */
export function generateImageName(extension: string): string {
  return `${randomBytes(18).toString('base64url')}.${extension}`;
}

/** Origin images are loaded from when they are not on this server (for the CSP img-src). */
export function externalImageOrigin(env: Env): string | undefined {
  if (!env.S3_BUCKET) return undefined;
  const base = env.S3_PUBLIC_URL ?? env.S3_ENDPOINT ?? `https://s3.${env.S3_REGION}.amazonaws.com`;
  return new URL(base).origin;
}

/** S3-compatible storage when S3_BUCKET is set (product-decisions §1, §5), else local disk. */
export function createImageStorage(env: Env): ImageStorage {
  const local = createLocalImageStorage(env.IMAGES_DIR);
  if (env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY) {
    const s3 = createS3ImageStorage({
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      publicUrl: env.S3_PUBLIC_URL,
    });
    // /images is still served from disk in S3 mode (the demo pictures live there), so a
    // listing may point at either.
    return {
      ...s3,
      hasImage: async (url) => (await s3.hasImage(url)) || (await local.hasImage(url)),
    };
  }
  return local;
}
