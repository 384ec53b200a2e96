import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { renderImages } from './images.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'pb-images-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const square =
  '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="#0369a1"/></svg>';

it('When the build pre-rendered a picture, then the seed copies it instead of drawing, and draws the rest', async () => {
  const prerendered = path.join(dir, 'prerendered');
  const target = path.join(dir, 'images');
  await mkdir(prerendered, { recursive: true });
  await writeFile(path.join(prerendered, 'a.webp'), 'built');
  const drawn: string[] = [];
  const job = (file: string) => ({
    file,
    svg: () => {
      drawn.push(file);
      return square;
    },
  });

  const result = await renderImages(target, [job('a.webp'), job('b.webp')], prerendered);

  expect(result).toEqual({ written: 2, skipped: 0 });
  expect(drawn).toEqual(['b.webp']);
  expect(await readFile(path.join(target, 'a.webp'), 'utf8')).toBe('built');
  expect((await readFile(path.join(target, 'b.webp'))).subarray(8, 12).toString()).toBe('WEBP');
  expect((await readdir(target)).sort()).toEqual(['a.webp', 'b.webp']);
});
