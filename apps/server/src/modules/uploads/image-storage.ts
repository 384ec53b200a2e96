import { randomBytes } from 'node:crypto';
import type { Env } from '../../env.ts';
import { createLocalImageStorage } from './local-image-storage.ts';
import { createS3ImageStorage } from './s3-image-storage.ts';

/** Where re-encoded images go. `save` either stores the whole file or throws, never half. */
export interface ImageStorage {
  readonly kind: 'local' | 's3';
  /** Stores `data` under `name` and returns the public URL of the image. */
  save(name: string, data: Buffer, contentType: string): Promise<string>;
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
  if (env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY) {
    return createS3ImageStorage({
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      publicUrl: env.S3_PUBLIC_URL,
    });
  }
  return createLocalImageStorage(env.IMAGES_DIR);
}
