import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  at: number;
}

/**
 * A real SMTP server on a free loopback port for tests (npm smtp-server): every mail it
 * accepts is parsed (mailparser) and kept. `refuse` makes it answer 451 for the mails it
 * matches (a mail server having trouble), to exercise the outbox's retries.
 */
export async function startSmtpInbox() {
  const mails: ReceivedMail[] = [];
  const attempts: Array<{ at: number; refused: boolean }> = [];
  let refuse: (count: number) => boolean = () => false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const refused = refuse(attempts.length + 1);
      attempts.push({ at: Date.now(), refused });
      simpleParser(stream)
        .then((parsed) => {
          if (refused) {
            const error = new Error('Try again later') as Error & { responseCode: number };
            error.responseCode = 451;
            callback(error);
            return;
          }
          const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
          mails.push({
            to: to?.value[0]?.address ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            at: Date.now(),
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;

  async function waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs = 10_000) {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const found = mails.find(match);
      if (found) return found;
      if (Date.now() > until) throw new Error('no matching mail arrived in time');
      await new Promise((r) => setTimeout(r, 25));
    }
  }

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    mails,
    attempts,
    /** Refuse the n-th data transfer (1-based, counted over the server's life) when true. */
    setRefuse(fn: (count: number) => boolean) {
      refuse = fn;
    },
    waitFor,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpInbox = Awaited<ReturnType<typeof startSmtpInbox>>;

/** The first http(s) link of a mail's text. */
export function linkIn(text: string): string {
  const match = text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`no link in mail: ${text}`);
  return match[0];
}
