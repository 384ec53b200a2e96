/** Without server-sent events, an open conversation asks for newer messages this often. */
export const MESSAGES_POLL_MS = 3_000;
/** With server-sent events connected, a slow safety net in case an event is missed. */
export const MESSAGES_SAFETY_POLL_MS = 30_000;
/** The Messages list and its unread count refresh this often while open. */
export const CONVERSATIONS_POLL_MS = 30_000;
