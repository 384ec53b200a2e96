import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema.ts';
import { loadEnv } from '../../env.ts';
import { parseTwilioUrl } from '../../lib/twilio-url.ts';
import { actorFor } from '../../test/buying-helpers.ts';
import { createFixtures } from '../../test/fixtures.ts';
import { freshPhone } from '../../test/phone-helpers.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';

interface Received {
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  form: Record<string, string>;
}

/** A local stand-in for Twilio's Messages API: records each POST; fails the first `failures`. */
async function startFakeTwilio() {
  const received: Received[] = [];
  let failures = 0;
  const read = async (req: IncomingMessage) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    return body;
  };
  const server = createServer(async (req, res) => {
    const form = Object.fromEntries(new URLSearchParams(await read(req)));
    received.push({
      path: req.url ?? '',
      authorization: req.headers.authorization,
      contentType: req.headers['content-type'],
      form,
    });
    res.setHeader('content-type', 'application/json');
    if (failures > 0) {
      failures -= 1;
      res.statusCode = 503;
      res.end(JSON.stringify({ code: 20503, message: 'Service unavailable', status: 503 }));
      return;
    }
    res.statusCode = 201;
    res.end(JSON.stringify({ sid: `SM${received.length}`, status: 'queued' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    received,
    failNext: (n: number) => {
      failures = n;
    },
    url: `twilio+http://ACtest123:secret-token@127.0.0.1:${port}?from=+15005550006`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const fake = await startFakeTwilio();
afterAll(() => fake.close());

describe('SMS_URL (issue #36)', () => {
  it('When SMS_URL is unset, then SMS are kept in the outbox', () => {
    expect(loadEnv({}).SMS_URL).toBe('outbox');
  });

  it('When SMS_URL names Twilio, then the account, token, API host and from number are read; a + typed unescaped stays a +', () => {
    expect(parseTwilioUrl('twilio://AC1:tok@api.twilio.com?from=+15005550006')).toEqual({
      accountSid: 'AC1',
      authToken: 'tok',
      apiBase: 'https://api.twilio.com',
      from: '+15005550006',
    });
    expect(parseTwilioUrl('twilio://AC1:tok@api.twilio.com?from=%2B8801712345678')?.from).toBe(
      '+8801712345678',
    );
  });

  it('When SMS_URL is malformed, or plain http outside tests, then the variable is named', () => {
    for (const bad of [
      'sms',
      'twilio://api.twilio.com?from=+1555',
      'twilio://AC1:tok@api.twilio.com',
      'https://api.twilio.com',
    ]) {
      expect(() => loadEnv({ SMS_URL: bad }), bad).toThrow(/SMS_URL/);
    }
    expect(() => loadEnv({ SMS_URL: fake.url })).toThrow(/SMS_URL: twilio\+http/);
    expect(loadEnv({ SMS_URL: fake.url, NODE_ENV: 'test' }).SMS_URL).toBe(fake.url);
  });
});

describeOnEachDatabase(
  "SMS through Twilio's REST API, against a local fake (issue #36)",
  (ctx) => {
    const sent = async () => {
      const who = await actorFor(ctx(), await createFixtures(ctx().database.db).buyer());
      const phone = freshPhone();
      const res = await ctx().app.inject({
        method: 'POST',
        url: '/api/phone/start',
        headers: who.headers,
        payload: { phone },
      });
      expect(res.statusCode, res.body).toBe(200);
      return phone;
    };
    const rowTo = async (phone: string) =>
      (await ctx().database.db.select().from(outbox).where(eq(outbox.toEmail, phone)))[0]!;

    it('When a code is asked for, then one form-encoded POST with basic auth reaches Messages.json and the row is sent', async () => {
      const phone = await sent();
      await expect.poll(async () => (await rowTo(phone)).status, { timeout: 10_000 }).toBe('sent');
      const request = fake.received.find((r) => r.form.To === phone);
      expect(request).toBeDefined();
      expect(request!.path).toBe('/2010-04-01/Accounts/ACtest123/Messages.json');
      expect(request!.contentType).toBe('application/x-www-form-urlencoded');
      expect(request!.authorization).toBe(
        `Basic ${Buffer.from('ACtest123:secret-token').toString('base64')}`,
      );
      expect(request!.form.From).toBe('+15005550006');
      expect(request!.form.Body).toMatch(/^PhoneBazaar code: \d{6}\./);
      expect(fake.received.filter((r) => r.form.To === phone)).toHaveLength(1);
    });

    it('When Twilio refuses twice, then the worker retries as it does mail and the third attempt is sent', async () => {
      fake.failNext(2);
      const phone = await sent();
      await expect
        .poll(async () => (await rowTo(phone)).status, { timeout: 15_000, interval: 100 })
        .toBe('sent');
      const row = await rowTo(phone);
      expect(row.attempts).toBe(3);
      expect(fake.received.filter((r) => r.form.To === phone)).toHaveLength(3);
    });
  },
  { SMS_URL: fake.url, MAIL_RETRY_BASE_SECONDS: '0.05', MAIL_POLL_SECONDS: '0.2' },
);
