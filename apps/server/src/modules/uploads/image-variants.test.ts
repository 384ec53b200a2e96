import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { IMAGE_VARIANT_WIDTHS, imageVariantUrl } from '@phonebazaar/shared';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../test/auth-helpers.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { saveWithVariants } from './image-variants.ts';
import { createLocalImageStorage } from './local-image-storage.ts';

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 200 } } })
    .webp()
    .toBuffer();

function multipart(data: Buffer) {
  const boundary = `----pb${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

describe('saveWithVariants', () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));
  const storage = async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'pb-variants-'));
    dirs.push(dir);
    return { dir, storage: createLocalImageStorage(dir) };
  };

  it('When a wide picture is stored, then each variant has its width and the picture keeps its own', async () => {
    const { dir, storage: store } = await storage();
    const url = await saveWithVariants(store, await picture(1200, 900));
    const name = path.basename(url);
    const files = (await readdir(dir)).sort();
    const expected = [
      name,
      ...IMAGE_VARIANT_WIDTHS.map((w) => path.basename(imageVariantUrl(url, w)!)),
    ];
    expect(files).toEqual(expected.sort());
    for (const width of IMAGE_VARIANT_WIDTHS) {
      const meta = await sharp(
        path.join(dir, path.basename(imageVariantUrl(url, width)!)),
      ).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, (width * 3) / 4]);
    }
    expect((await sharp(path.join(dir, name)).metadata()).width).toBe(1200);
  });

  it('When the picture is narrower than a variant, then that variant is the picture size, never enlarged', async () => {
    const { dir, storage: store } = await storage();
    const url = await saveWithVariants(store, await picture(400, 300));
    const widthOf = async (w: number) =>
      (await sharp(path.join(dir, path.basename(imageVariantUrl(url, w)!))).metadata()).width;
    expect(await widthOf(320)).toBe(320);
    expect(await widthOf(480)).toBe(400);
    expect(await widthOf(800)).toBe(400);
  });
});

describeOnEachDatabase('upload variants', (ctx) => {
  it('When an image is uploaded, then every srcset variant of its URL is served as WebP', async () => {
    const { app } = ctx();
    const { authorization } = await signedInUser(app);
    const png = await sharp({
      create: { width: 1000, height: 750, channels: 3, background: { r: 1, g: 2, b: 3 } },
    })
      .png()
      .toBuffer();
    const body = multipart(png);
    const res = await app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { authorization, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { url } = res.json().data as { url: string };
    for (const width of IMAGE_VARIANT_WIDTHS) {
      const image = await app.inject({ method: 'GET', url: imageVariantUrl(url, width)! });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
      expect((await sharp(image.rawPayload).metadata()).width).toBe(width);
    }
  });
});
