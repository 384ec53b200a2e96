import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { TestContext } from '../../test/test-app.ts';

/**
 * A photo-like picture reproducible from `seed`: 12x9 random colours blown up smoothly to
 * 240x180, so it has shapes at the scale the hash looks at (as a photo of a phone does).
 */
export async function photoLike(seed: number): Promise<Buffer> {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % 256;
  };
  const raw = Buffer.alloc(12 * 9 * 3);
  for (let i = 0; i < raw.length; i += 1) raw[i] = next();
  return sharp(raw, { raw: { width: 12, height: 9, channels: 3 } })
    .resize(240, 180, { kernel: 'cubic' })
    .png()
    .toBuffer();
}

/**
 * Stores `picture` as an upload leaves it (a WebP under a generated-style name); `quality`
 * varies the encoding, so two calls store two files of the same picture.
 */
export async function storedPhoto(ctx: TestContext, picture: Buffer, quality = 80) {
  const name = `${randomBytes(18).toString('base64url')}.webp`;
  await writeFile(
    path.join(ctx.env.IMAGES_DIR, name),
    await sharp(picture).webp({ quality }).toBuffer(),
  );
  return `/images/${name}`;
}
