import { inspectImage } from './image-inspection.ts';
import { reencodeImage } from './image-processing.ts';
import type { ImageStorage } from './image-storage.ts';
import { saveWithVariants } from './image-variants.ts';

/**
 * The upload use case: nothing touches storage until the image has been fully decoded
 * and re-encoded, so a refused or broken file leaves nothing behind.
 */
export function createUploadsService(storage: ImageStorage) {
  return {
    async store(input: Buffer): Promise<string> {
      await inspectImage(input);
      const webp = await reencodeImage(input);
      return saveWithVariants(storage, webp);
    },
  };
}
