import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { STORED_IMAGE_NAME } from './image-name.ts';
import type { ImageStorage } from './image-storage.ts';

const PREFIX = '/images/';

/**
 * Images on local disk under IMAGES_DIR, served at /images by modules/storefront/static-files.ts.
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
      return `${PREFIX}${name}`;
    },

    async hasImage(url) {
      if (!url.startsWith(PREFIX)) return false;
      const name = url.slice(PREFIX.length);
      if (!STORED_IMAGE_NAME.test(name)) return false;
      try {
        return (await stat(path.join(dir, name))).isFile();
      } catch {
        return false;
      }
    },

    async read(url) {
      if (!url.startsWith(PREFIX)) return undefined;
      const name = url.slice(PREFIX.length);
      if (!STORED_IMAGE_NAME.test(name)) return undefined;
      try {
        return await readFile(path.join(dir, name));
      } catch {
        return undefined;
      }
    },
  };
}
