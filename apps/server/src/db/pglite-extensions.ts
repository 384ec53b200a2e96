import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

/**
 * The PostgreSQL extensions search needs (issue #17, migration 0013). PGlite loads an
 * extension only when it is named at creation, so every `PGlite.create` that opens the
 * application's database passes these (also the bench's tools on a data set).
 */
export const PGLITE_EXTENSIONS = { pg_trgm, unaccent, btree_gin, fuzzystrmatch };
