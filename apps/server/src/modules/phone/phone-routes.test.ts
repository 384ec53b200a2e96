import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { phoneCodes, users } from '../../db/schema.ts';
import { type Actor, actorFor } from '../../test/buying-helpers.ts';
import { createFixtures } from '../../test/fixtures.ts';
import {
  freshPhone,
  latestPhoneCode,
  latestSms,
  verifyPhoneThroughApi,
} from '../../test/phone-helpers.ts';
import { describeOnEachDatabase, type TestContext } from '../../test/test-app.ts';

function phoneCalls(ctx: () => TestContext) {
  const call = (url: string, who: Actor | undefined, payload: object) =>
    ctx().app.inject({ method: 'POST', url, headers: who?.headers ?? {}, payload });
  return {
    start: (who: Actor | undefined, phone: string) => call('/api/phone/start', who, { phone }),
    confirm: (who: Actor | undefined, phone: string, code: string) =>
      call('/api/phone/confirm', who, { phone, code }),
    status: (who: Actor) =>
      ctx().app.inject({ method: 'GET', url: '/api/phone', headers: who.headers }),
    person: async () => actorFor(ctx(), await createFixtures(ctx().database.db).buyer()),
  };
}

/** A wrong code for `code`: the same length, never equal. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describeOnEachDatabase('phone numbers verified by an SMS code (issue #36 item 1)', (ctx) => {
  const calls = phoneCalls(ctx);
  const db = () => ctx().database.db;

  it('When a person asks for a code and confirms it, then the number is stored verified in E.164 and the code is gone', async () => {
    const who = await calls.person();
    const phone = freshPhone();
    const start = await calls.start(who, phone);
    expect(start.statusCode).toBe(200);
    expect(start.json().phone).toBe(phone);
    const minutes = (Date.parse(start.json().expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9);
    expect(minutes).toBeLessThanOrEqual(10.1);
    const sms = await latestSms(db(), phone);
    expect(sms).toMatchObject({ channel: 'sms', kind: 'phone-code', status: 'kept' });
    const code = await latestPhoneCode(db(), phone);
    // Stored hashed: neither the code nor anything containing it is in the row.
    const [pending] = await db().select().from(phoneCodes).where(eq(phoneCodes.userId, who.row.id));
    expect(pending!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(pending)).not.toContain(code);

    const confirm = await calls.confirm(who, phone, code);
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toEqual({ phoneVerified: true, phone });
    const [row] = await db().select().from(users).where(eq(users.id, who.row.id));
    expect(row!.phone).toBe(phone);
    expect(row!.phoneVerifiedAt).toBeInstanceOf(Date);
    expect((await calls.status(who)).json()).toEqual({ phone, phoneVerified: true });
    // Single use: the same code again finds nothing to confirm.
    const again = await calls.confirm(who, phone, code);
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe('PHONE_CODE_MISSING');
  });

  it('When a Bangladeshi mobile is typed in any common form, then it is stored as one E.164 number; other countries need their +', async () => {
    const forms = [
      '01712-345678',
      '+880 1712 345678',
      '8801712345678',
      '01712345678',
      '+880-1712-345678',
      '(+880) 1712 345 678',
    ];
    for (const form of forms) {
      const who = await calls.person();
      const res = await calls.start(who, form);
      expect(res.statusCode, form).toBe(200);
      expect(res.json().phone, form).toBe('+8801712345678');
    }
    const abroad = await calls.start(await calls.person(), '+49 1512 3456789');
    expect(abroad.statusCode).toBe(200);
    expect(abroad.json().phone).toBe('+4915123456789');
    for (const bad of [
      '12345',
      '0171234567',
      '01212345678',
      'call me',
      '+880 1712 34567890',
      '1512 3456789',
    ]) {
      const res = await calls.start(await calls.person(), bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().code, bad).toBe('PHONE_INVALID');
      expect(res.json().fieldErrors.phone[0], bad).toMatch(/valid mobile number/);
    }
  });

  it('When a wrong code is typed 5 times, then each says the tries left, the 5th makes the person wait with 429 and Retry-After, and even the right code waits', async () => {
    const who = await calls.person();
    const phone = freshPhone();
    await calls.start(who, phone);
    const code = await latestPhoneCode(db(), phone);
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(await calls.confirm(who, phone, wrong(code)));
    expect(answers.slice(0, 4).map((r) => [r.statusCode, r.json().code])).toEqual(
      Array(4).fill([422, 'PHONE_CODE_WRONG']),
    );
    expect(answers[0]!.json().message).toMatch(/4 tries left/);
    expect(answers[3]!.json().message).toMatch(/1 try left/);
    expect(answers[4]!.statusCode).toBe(429);
    expect(answers[4]!.json().code).toBe('PHONE_CODE_LOCKED');
    expect(answers[4]!.json().message).toMatch(/Try again in 15 minutes/);
    expect(Number(answers[4]!.headers['retry-after'])).toBeGreaterThan(14 * 60);
    const right = await calls.confirm(who, phone, code);
    expect(right.statusCode).toBe(429);
    // A new code does not lift the wait.
    const restart = await calls.start(who, phone);
    expect(restart.statusCode).toBe(429);
    expect(restart.json().code).toBe('PHONE_CODE_LOCKED');
    // Once the wait is over, a new code works.
    await db()
      .update(phoneCodes)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(phoneCodes.userId, who.row.id));
    expect((await calls.start(who, phone)).statusCode).toBe(200);
    const fresh = await latestPhoneCode(db(), phone);
    expect((await calls.confirm(who, phone, fresh)).statusCode).toBe(200);
  });

  it('When a code is older than 10 minutes, then it is refused as expired', async () => {
    const who = await calls.person();
    const phone = freshPhone();
    await calls.start(who, phone);
    const code = await latestPhoneCode(db(), phone);
    await db()
      .update(phoneCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(phoneCodes.userId, who.row.id));
    const res = await calls.confirm(who, phone, code);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('PHONE_CODE_EXPIRED');
  });

  it('When a number is verified on another live account, then start and confirm answer 409 PHONE_IN_USE; once that account is deleted it is free', async () => {
    const [first, second] = [await calls.person(), await calls.person()];
    const phone = freshPhone();
    // The second asks first, then the first verifies: the second's confirm is refused.
    await calls.start(second, phone);
    const secondCode = await latestPhoneCode(db(), phone);
    await verifyPhoneThroughApi(ctx().app, db(), first.headers, phone);
    const confirm = await calls.confirm(second, phone, secondCode);
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json().code).toBe('PHONE_IN_USE');
    const start = await calls.start(second, phone);
    expect(start.statusCode).toBe(409);
    expect(start.json().code).toBe('PHONE_IN_USE');
    // The owner asking again for the number already verified is told so.
    expect((await calls.start(first, phone)).json().code).toBe('PHONE_ALREADY_VERIFIED');
    await db().update(users).set({ deletedAt: new Date() }).where(eq(users.id, first.row.id));
    expect((await calls.start(second, phone)).statusCode).toBe(200);
  });

  it('When the code was sent for another number, then confirming this one is refused', async () => {
    const who = await calls.person();
    const [one, other] = [freshPhone(), freshPhone()];
    await calls.start(who, one);
    const code = await latestPhoneCode(db(), one);
    const res = await calls.confirm(who, other, code);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('PHONE_CODE_MISSING');
  });

  it('When nobody is signed in, then every phone route answers 401', async () => {
    expect((await calls.start(undefined, freshPhone())).statusCode).toBe(401);
    expect((await calls.confirm(undefined, freshPhone(), '123456')).statusCode).toBe(401);
    expect((await ctx().app.inject({ method: 'GET', url: '/api/phone' })).statusCode).toBe(401);
  });
});

describe('phone code limits (issue #36: SMS cost money)', () => {
  describeOnEachDatabase(
    'with SMS_RATE_LIMIT_PER_ACCOUNT=2 and SMS_RATE_LIMIT_PER_IP=3',
    (ctx) => {
      const calls = phoneCalls(ctx);
      let a: Actor;
      let b: Actor;
      beforeAll(async () => {
        [a, b] = [await calls.person(), await calls.person()];
      });

      it('When one account asks for a third code within the window, then it is 429 RATE_LIMITED; from one IP the fourth is refused for anyone', async () => {
        const statuses = [];
        for (let i = 0; i < 3; i += 1)
          statuses.push((await calls.start(a, freshPhone())).statusCode);
        expect(statuses).toEqual([200, 200, 429]);
        // The same IP (the suites' injected address) has used 3: another account is refused too.
        const other = await calls.start(b, freshPhone());
        expect(other.statusCode).toBe(429);
        expect(other.json().code).toBe('RATE_LIMITED');
        expect(Number(other.headers['retry-after'])).toBeGreaterThan(0);
      });
    },
    { SMS_RATE_LIMIT_PER_ACCOUNT: '2', SMS_RATE_LIMIT_PER_IP: '3' },
  );
});
