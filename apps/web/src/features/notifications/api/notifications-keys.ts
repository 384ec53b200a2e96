/** The bell asks again this often (and when the window regains focus). */
export const NOTIFICATIONS_POLL_MS = 60_000;
