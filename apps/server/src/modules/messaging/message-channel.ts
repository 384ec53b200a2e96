/**
 * The PostgreSQL channel on which a committed message is announced to every instance. Writers
 * NOTIFY inside their own transaction, so an announcement exists exactly when the message does
 * and arrives after its commit, in commit order; each instance hears it on its own LISTEN
 * connection (db/listen-channel.ts).
 */
export const MESSAGES_CHANNEL = 'phonebazaar_messages';
