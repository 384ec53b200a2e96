/**
 * The message limits of messaging.ts, without zod, for texts the listing page shows (issue #22
 * item 4: its first load carries no schema library). messaging.ts re-exports them.
 */
export const MESSAGE_TEXT_MAX = 2000;
export const MESSAGE_PHOTOS_MAX = 3;
