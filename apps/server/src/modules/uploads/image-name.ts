/**
 * The names this server stores images under: `generateImageName` in image-storage.ts and
 * the demo seed both fit. No dots, slashes or escapes, so a name can never leave the folder.
 */
export const STORED_IMAGE_NAME = /^[A-Za-z0-9_-]{1,128}\.webp$/;
