/** Business constants from spec §9 and product-decisions. */
export const PRODUCT_NAME = 'PhoneBazaar';

export const AREAS = ['Dhaka', 'Chittagong', 'Khulna', 'Rajshahi'] as const;
export type Area = (typeof AREAS)[number];

/** Condition slider positions 1..3 map to these labels, in order. */
export const CONDITIONS = ['Fair', 'Good', 'Excellent'] as const;
export type Condition = (typeof CONDITIONS)[number];

export const ROLES = ['', 'seller', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const MIN_PASSWORD_LENGTH = 6;
/**
 * spec §5's strength pattern ("loosely meant to need an uppercase letter, a digit and one of
 * !@#$&*"): the sign-up form and the server (sign-up, reset, change) apply this one rule.
 */
export const STRONG_PASSWORD = /^(?=.*[A-Z])(?=.*\d)(?=.*[!@#$&*])/;
export const TOKEN_STORAGE_KEY = 'geniusToken';

/** product-decisions §5: the largest image POST /api/upload accepts. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** List endpoints page with keyset cursors (product-decisions §6). */
export const PAGE_SIZE_DEFAULT = 50;
export const PAGE_SIZE_MAX = 100;
export const NEXT_CURSOR_HEADER = 'x-next-cursor';
/** Storefront grids fetch this many cards per "Load more" (divisible by 1, 2 and 3 columns). */
export const STOREFRONT_PAGE_SIZE = 12;

/** spec §9: toast timings and limit. */
export const TOAST_DURATION_MS = { blank: 4000, error: 4000, success: 2000 } as const;
export const TOAST_LIMIT = 20;

/** spec §9: data-fetching defaults. */
export const QUERY_RETRY = 3;
export const QUERY_RETRY_BASE_MS = 1000;
export const QUERY_RETRY_CAP_MS = 30000;
export const QUERY_GC_TIME_MS = 5 * 60 * 1000;
export const CHUNK_LOAD_TIMEOUT_MS = 120000;

/** spec §9: the home banner carousel has exactly 4 slides. */
export const CAROUSEL_SLIDE_COUNT = 4;

export const COPYRIGHT_YEAR = 2022;
