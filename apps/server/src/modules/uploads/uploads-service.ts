import { absoluteImageUrl } from '../../lib/absolute-image-url.ts';
import { inspectImage } from './image-inspection.ts';
import { reencodeImage } from './image-processing.ts';
import type { ImageStorage } from './image-storage.ts';
import { saveWithVariants } from './image-variants.ts';

/**
 * The upload use case: nothing touches storage until the image has been fully decoded
 * and re-encoded, so a refused or broken file leaves nothing behind. The answer names the
 * picture on PUBLIC_URL (decision 025); writes that echo it back store it relative again.
 */
export function createUploadsService(storage: ImageStorage, publicUrl: string) {
  return {
    async store(input: Buffer): Promise<string> {
      await inspectImage(input);
      const webp = await reencodeImage(input);
      return absoluteImageUrl(publicUrl, await saveWithVariants(storage, webp));
    },
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
