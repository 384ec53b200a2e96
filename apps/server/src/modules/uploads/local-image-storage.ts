import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ImageStorage } from './image-storage.ts';

/**
 * Images on local disk under IMAGES_DIR, served at /images by plugins/static-files.ts.
 * Written to a dot-file first and renamed, so a crash or a full disk never leaves a
 * half-written image under its public name.
 */
export function createLocalImageStorage(dir: string): ImageStorage {
  return {
    kind: 'local',
    async save(name, data) {
      if (name !== path.basename(name) || name.startsWith('.')) {
        throw new Error(`refusing unsafe image name ${name}`);
      }
      await mkdir(dir, { recursive: true });
      const finalPath = path.join(dir, name);
      const tempPath = path.join(dir, `.${name}.${process.pid}.tmp`);
      try {
        await writeFile(tempPath, data, { flag: 'wx' });
        await rename(tempPath, finalPath);
      } catch (error) {
        await rm(tempPath, { force: true });
        throw error;
      }
      return `/images/${name}`;
    },
  };
}
