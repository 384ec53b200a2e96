import { randomInt } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { outbox, users } from '../db/schema.ts';

/** A Bangladeshi mobile no other test uses, in E.164 (+88017XXXXXXXX). */
export function freshPhone(): string {
  return `+88017${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

/** Marks an account's phone verified directly (suites that need one, not the SMS flow). */
export async function markPhoneVerified(db: Db, userId: string, phone = freshPhone()) {
  await db.update(users).set({ phone, phoneVerifiedAt: new Date() }).where(eq(users.id, userId));
  return phone;
}

/** The newest SMS to `phone` of `kind` (SMS_URL=outbox keeps each one in the outbox). */
export async function latestSms(db: Db, phone: string, kind = 'phone-code') {
  const [row] = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.channel, 'sms'), eq(outbox.toEmail, phone), eq(outbox.kind, kind)))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  if (!row) throw new Error(`no ${kind} SMS to ${phone} in the outbox`);
  return row;
}

/** The 6-digit code of the newest phone-code SMS to `phone`. */
export async function latestPhoneCode(db: Db, phone: string): Promise<string> {
  const code = /\b(\d{6})\b/.exec((await latestSms(db, phone)).textBody)?.[1];
  if (!code) throw new Error('no code in the SMS');
  return code;
}

/** Verifies `phone` for the caller the way a person does: start, read the SMS, confirm. */
export async function verifyPhoneThroughApi(
  app: FastifyInstance,
  db: Db,
  headers: Record<string, string>,
  phone = freshPhone(),
) {
  const start = await app.inject({
    method: 'POST',
    url: '/api/phone/start',
    headers,
    payload: { phone },
  });
  if (start.statusCode !== 200)
    throw new Error(`start answered ${start.statusCode}: ${start.body}`);
  const code = await latestPhoneCode(db, phone);
  const confirm = await app.inject({
    method: 'POST',
    url: '/api/phone/confirm',
    headers,
    payload: { phone, code },
  });
  if (confirm.statusCode !== 200) {
    throw new Error(`confirm answered ${confirm.statusCode}: ${confirm.body}`);
  }
  return phone;
}
