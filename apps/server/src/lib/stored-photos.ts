import { BadRequestError } from './errors.ts';

/**
 * Photos a person attaches (a message, a decline, a dispute statement): each in its stored form,
 * only our own uploads, none twice. `ownImage` answers the stored form of an upload of ours,
 * else undefined (the uploads room's check, handed in). Throws 400 INVALID_REFERENCE.
 */
export async function storedPhotos(
  urls: readonly string[],
  ownImage: (url: string) => Promise<string | undefined>,
): Promise<string[]> {
  const stored = await Promise.all(urls.map((url) => ownImage(url)));
  const photos = stored.filter((s): s is string => s !== undefined);
  if (photos.length !== urls.length || new Set(photos).size !== photos.length) {
    throw new BadRequestError(
      'Some photos are not valid.',
      { photos: ['Upload each photo first; only uploaded images can be used, each once'] },
      'INVALID_REFERENCE',
    );
  }
  return photos;
}
