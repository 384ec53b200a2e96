import { randomBytes } from 'node:crypto';
import { access, copyFile, mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

export interface ImageJob {
  /** File name inside the images folder, served at /images/<file>. */
  file: string;
  /** Built lazily: a file that already exists costs one stat, not a drawing. */
  svg: () => string;
  /** A card-size variant (decision 016): drawn this wide, never wider than the drawing. */
  width?: number;
}

// Four at a time keeps libuv's default thread pool busy without queueing behind it.
const CONCURRENCY = 4;

/**
 * Renders SVG drawings to WebP in `dir`, skipping files that already exist. Each file
 * is written under a temporary name and renamed, so a crash never leaves a truncated
 * picture that later runs would skip, and two servers rendering at once do not clash.
 * A file found in `prerendered` (the build's dist/demo-images) is copied instead of drawn.
 */
export async function renderImages(
  dir: string,
  jobs: readonly ImageJob[],
  prerendered?: string,
): Promise<{ written: number; skipped: number }> {
  await mkdir(dir, { recursive: true });
  let written = 0;
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++]!;
      const target = path.join(dir, job.file);
      if (await exists(target)) continue;
      const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        const copy = prerendered ? path.join(prerendered, job.file) : undefined;
        if (copy && (await exists(copy))) await copyFile(copy, temp);
        else await draw(job).toFile(temp);
        await rename(temp, target);
        written++;
      } finally {
        await rm(temp, { force: true });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, jobs.length) }, worker));
  return { written, skipped: jobs.length - written };
}

function draw(job: ImageJob) {
  const image = sharp(Buffer.from(job.svg()));
  if (!job.width) return image.webp({ quality: 82 });
  // The same size and quality as an upload's variants (modules/uploads/image-variants.ts).
  return image.resize({ width: job.width, withoutEnlargement: true }).webp({ quality: 78 });
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}
