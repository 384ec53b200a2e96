import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalImageStorage } from './local-image-storage.ts';
import { createS3ImageStorage } from './s3-image-storage.ts';

describe('hasImage: only our own stored pictures', () => {
  let root = '';
  let dir = '';

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'pb-images-'));
    dir = path.join(root, 'images');
    await mkdir(path.join(dir, 'sub.webp'), { recursive: true });
    await writeFile(path.join(dir, 'Abc_123-x.webp'), 'webp');
    await writeFile(path.join(root, 'secret.webp'), 'outside');
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('When a local URL names a stored file, then true; escapes, folders and foreign URLs are false', async () => {
    const local = createLocalImageStorage(dir);
    expect(await local.hasImage('/images/Abc_123-x.webp')).toBe(true);
    for (const url of [
      '/images/missing.webp',
      '/images/../secret.webp',
      '/images/%2e%2e/secret.webp',
      '/images/sub.webp',
      '/images/Abc_123-x.webp/',
      'https://evil.example/images/Abc_123-x.webp',
      '/IMAGES/Abc_123-x.webp',
      'images/Abc_123-x.webp',
    ]) {
      expect(await local.hasImage(url), url).toBe(false);
    }
  });

  describe('S3', () => {
    const heads: string[] = [];
    const server = createServer((req, res) => {
      heads.push(`${req.method} ${req.url}`);
      res.statusCode = req.url === '/photos/there.webp' ? 200 : 404;
      res.end();
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

    it('When the URL is under the public base, then a signed HEAD decides', async () => {
      expect(await storage().hasImage('https://cdn.example/img/there.webp')).toBe(true);
      expect(await storage().hasImage('https://cdn.example/img/gone.webp')).toBe(false);
      expect(heads).toEqual(['HEAD /photos/there.webp', 'HEAD /photos/gone.webp']);
    });

    it('When the URL is foreign or malformed, then false without asking the store', async () => {
      heads.length = 0;
      for (const url of [
        'https://cdn.example.evil/img/there.webp',
        'https://cdn.example/img/../there.webp',
        'https://cdn.example/img/a/there.webp',
        'https://cdn.example/there.webp',
        '/images/there.webp',
      ]) {
        expect(await storage().hasImage(url), url).toBe(false);
      }
      expect(heads).toEqual([]);
    });
  });
});
