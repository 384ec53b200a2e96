import type { Env } from '../../env.ts';
import { createImageStorage } from './image-storage.ts';
import { createUploadsService } from './uploads-service.ts';

export { externalImageOrigin, type ImageStorage } from './image-storage.ts';
// The seed names its demo pictures' variants the way uploads do.
export { variantFileName } from './image-variants.ts';
export {
  bandProbes,
  hashBands,
  isPlainHash,
  PHOTO_MATCH_MAX_DISTANCE,
  photoHash,
} from './photo-hash.ts';
export { uploadsRoutes } from './uploads-routes.ts';

/** Picture uploads (spec §7 POST /upload, product-decisions §5). */
export function createUploads(env: Env) {
  // One storage for uploads and for checking that a listing's picture is one of ours.
  const storage = createImageStorage(env);
  return { storage, service: createUploadsService(storage, env.PUBLIC_URL) };
}
