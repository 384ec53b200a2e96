import { customType, timestamp } from 'drizzle-orm/pg-core';

/**
 * Timestamps keep millisecond precision so a keyset cursor built from a JS Date
 * compares exactly with the stored value.
 */
export const ts = (name: string) =>
  timestamp(name, { precision: 3, withTimezone: true, mode: 'date' });

/** A full-text document (issue #17): only the database reads it, so its text form is enough. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
