import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import { STORED_IMAGE_NAME } from './image-name.ts';
import type { ImageStorage } from './image-storage.ts';

export interface S3Options {
  bucket: string;
  region: string;
  /** e.g. https://<account>.r2.cloudflarestorage.com or http://127.0.0.1:9000; AWS when unset. */
  endpoint?: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
  /** Base URL the browser loads images from (a CDN or public bucket URL). */
  publicUrl?: string | undefined;
}

const YEAR = 31536000;

/**
 * Any S3-compatible store through one signed PUT (SigV4 via aws4fetch, no SDK). Path-style
 * URLs (`<endpoint>/<bucket>/<key>`) because every S3-compatible service accepts them.
 * A PUT is atomic: the object exists whole or not at all.
 */
export function createS3ImageStorage(options: S3Options): ImageStorage {
  const endpoint = (options.endpoint ?? `https://s3.${options.region}.amazonaws.com`).replace(
    /\/+$/,
    '',
  );
  const publicBase = (options.publicUrl ?? `${endpoint}/${options.bucket}`).replace(/\/+$/, '');
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    region: options.region,
    service: 's3',
  });

  return {
    kind: 's3',
    async save(name, data, contentType) {
      const key = encodeURIComponent(name);
      const response = await client.fetch(`${endpoint}/${options.bucket}/${key}`, {
        method: 'PUT',
        body: data,
        headers: {
          'content-type': contentType,
          'cache-control': `public, max-age=${YEAR}, immutable`,
          // Signed payload hash (aws4fetch defaults to UNSIGNED-PAYLOAD for S3): the store
          // rejects a body altered in transit.
          'x-amz-content-sha256': createHash('sha256').update(data).digest('hex'),
        },
      });
      if (!response.ok) {
        const detail = (await response.text()).slice(0, 300);
        throw new Error(`S3 PUT ${key} failed with ${response.status}: ${detail}`);
      }
      return `${publicBase}/${key}`;
    },

    async hasImage(url) {
      const prefix = `${publicBase}/`;
      if (!url.startsWith(prefix)) return false;
      const name = url.slice(prefix.length);
      if (!STORED_IMAGE_NAME.test(name)) return false;
      const response = await client.fetch(`${endpoint}/${options.bucket}/${name}`, {
        method: 'HEAD',
      });
      // Without ListBucket permission S3 answers 403 for a missing key instead of 404.
      if (response.status === 404 || response.status === 403) return false;
      if (!response.ok) throw new Error(`S3 HEAD ${name} failed with ${response.status}`);
      return true;
    },

    async read(url) {
      const prefix = `${publicBase}/`;
      if (!url.startsWith(prefix)) return undefined;
      const name = url.slice(prefix.length);
      if (!STORED_IMAGE_NAME.test(name)) return undefined;
      const response = await client.fetch(`${endpoint}/${options.bucket}/${name}`);
      if (response.status === 404 || response.status === 403) return undefined;
      if (!response.ok) throw new Error(`S3 GET ${name} failed with ${response.status}`);
      return Buffer.from(await response.arrayBuffer());
    },
  };
}
