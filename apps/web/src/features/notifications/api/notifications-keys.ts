/** Everything about the signed-in person's notifications is cached under this root. */
export const NOTIFICATIONS_KEY = ['notifications'] as const;

/** The bell asks again this often (and when the window regains focus). */
export const NOTIFICATIONS_POLL_MS = 60_000;
