import type { TwilioTarget } from '../../lib/twilio-url.ts';
import type { MailSender } from './mail-sender.ts';

/**
 * SMS through Twilio's REST API (issue #36): `POST /2010-04-01/Accounts/{sid}/Messages.json`,
 * form-encoded To, From, Body, basic auth. A refusal or a network error throws, and the outbox
 * worker retries as it does mail. Short timeout: a hung API must not hold the worker.
 */
export function createTwilioSender(target: TwilioTarget): MailSender {
  const endpoint = `${target.apiBase}/2010-04-01/Accounts/${encodeURIComponent(target.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${target.accountSid}:${target.authToken}`).toString('base64')}`;
  return {
    mode: 'twilio',
    async send(sms) {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ To: sms.to, From: target.from, Body: sms.text }).toString(),
        signal: AbortSignal.timeout(15_000),
      });
      if (response.ok) {
        await response.body?.cancel();
        return;
      }
      // Twilio's error body is { code, message, more_info, status }; never echo our own text.
      const detail = (await response.json().catch(() => null)) as {
        code?: number;
        message?: string;
      } | null;
      throw new Error(
        `twilio answered ${response.status}${detail?.code ? ` (code ${detail.code})` : ''}${
          detail?.message ? `: ${String(detail.message).slice(0, 200)}` : ''
        }`,
      );
    },
    async close() {},
  };
}
