import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3ImageStorage } from './s3-image-storage.ts';

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

describe('S3 image storage', () => {
  const received: Received[] = [];
  let status = 200;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks),
      });
      res.statusCode = status;
      res.end(status === 200 ? '' : '<Error><Code>AccessDenied</Code></Error>');
    });
  });
  let endpoint = '';

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const storage = () =>
    createS3ImageStorage({
      bucket: 'photos',
      region: 'auto',
      endpoint,
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'secret-example',
      publicUrl: 'https://cdn.example/img/',
    });

  it('When an image is saved, then one SigV4-signed PUT carries it and the public URL is returned', async () => {
    status = 200;
    const data = Buffer.from('webp bytes');
    const url = await storage().save('abc_DEF-1.webp', data, 'image/webp');
    expect(url).toBe('https://cdn.example/img/abc_DEF-1.webp');
    const put = received.at(-1)!;
    expect(put.method).toBe('PUT');
    expect(put.url).toBe('/photos/abc_DEF-1.webp');
    expect(put.body.equals(data)).toBe(true);
    expect(put.headers['content-type']).toBe('image/webp');
    expect(put.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/auto\/s3\/aws4_request, SignedHeaders=[^,]*host[^,]*, Signature=[0-9a-f]{64}$/,
    );
    expect(put.headers['x-amz-content-sha256']).toMatch(/^[0-9a-f]{64}$/);
  });

  it('When the store refuses, then save throws so the upload fails instead of returning a dead URL', async () => {
    status = 403;
    await expect(storage().save('x.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/403/);
  });
});
