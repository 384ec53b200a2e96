import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema.ts';
import { linkIn } from './smtp-inbox.ts';

/** The newest outbox row of `kind` for `to` (MAIL_URL=outbox keeps every mail there). */
export async function latestMail(db: Db, to: string, kind: string) {
  const [row] = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.toEmail, to), eq(outbox.kind, kind)))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  if (!row) throw new Error(`no ${kind} mail for ${to} in the outbox`);
  return row;
}

/** Follows a mail's link as a browser would (the server part: path and query). */
export function followLink(app: FastifyInstance, link: string, cookie?: string) {
  const url = new URL(link);
  return app.inject({
    method: 'GET',
    url: `${url.pathname}${url.search}`,
    ...(cookie ? { headers: { cookie } } : {}),
  });
}

/** Proves `email` the way its owner would: opens the verification link the outbox holds. */
export async function verifyEmailFromOutbox(app: FastifyInstance, db: Db, email: string) {
  const row = await latestMail(db, email, 'verify-email');
  const res = await followLink(app, linkIn(row.textBody));
  if (res.statusCode !== 302)
    throw new Error(`verify link answered ${res.statusCode}: ${res.body}`);
  return res;
}
