import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { OutboxRepository } from './outbox-repository.ts';
import type { OutboxWorker } from './outbox-worker.ts';

/** A mail to send, with what caused it (`kind`: 'verify-email', 'reset-password', ...). */
export interface MailRequest {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
}

/** An SMS to send (issue #36): `kind` as for mail ('phone-code'), `to` in E.164. */
export interface SmsRequest {
  kind: string;
  to: string;
  text: string;
}

/** Wake-ups after a mail written inside a transaction that has not committed yet. */
const AFTER_COMMIT_WAKES_MS = [200, 2000];

/**
 * Sending mail from any use case (decision 021): the mail is written to the outbox (inside the
 * caller's transaction when one is given, so it exists exactly when the change does) and the
 * worker delivers it later. Never blocks on, nor fails because of, the mail server.
 */
export function createMailService(deps: {
  env: Env;
  repository: OutboxRepository;
  worker: OutboxWorker;
  /** The SMS outbox's own worker (issue #36); without one, the tick finds new SMS. */
  smsWorker?: OutboxWorker | undefined;
  log: FastifyBaseLogger;
}) {
  const { env, repository, worker, smsWorker, log } = deps;
  const keep = env.MAIL_URL === 'outbox';
  const keepSms = env.SMS_URL === 'outbox';
  const wake = (target: OutboxWorker, tx: Db | undefined) => {
    if (tx) for (const ms of AFTER_COMMIT_WAKES_MS) target.wake(ms);
    else target.wake();
  };
  return {
    async enqueueMail(mail: MailRequest, tx?: Db): Promise<string> {
      const id = await repository.insert({ ...mail, status: keep ? 'kept' : 'pending' }, tx);
      if (keep) {
        // The row is the delivery; in development the log shows it too, so the link can be
        // followed from the terminal. Only at info, never at warn or error.
        if (env.NODE_ENV === 'development') {
          log.info(
            { mailId: id, kind: mail.kind, to: mail.to, subject: mail.subject, text: mail.text },
            'mail: kept in the outbox (MAIL_URL=outbox)',
          );
        }
        return id;
      }
      wake(worker, tx);
      return id;
    },

    /**
     * An SMS through the same outbox, worker rules and admin page as mail (issue #36): kept
     * with SMS_URL=outbox (and, in development, logged at info so a developer can read the
     * code in the terminal, as for mail), else delivered by the SMS worker with retries.
     */
    async enqueueSms(sms: SmsRequest, tx?: Db): Promise<string> {
      const id = await repository.insert(
        {
          kind: sms.kind,
          channel: 'sms',
          to: sms.to,
          subject: 'SMS',
          text: sms.text,
          status: keepSms ? 'kept' : 'pending',
        },
        tx,
      );
      if (keepSms) {
        if (env.NODE_ENV === 'development') {
          log.info(
            { mailId: id, channel: 'sms', kind: sms.kind, to: sms.to, text: sms.text },
            'sms: kept in the outbox (SMS_URL=outbox)',
          );
        }
        return id;
      }
      if (smsWorker) wake(smsWorker, tx);
      return id;
    },
  };
}

/** What most rooms get: mail. SMS (issue #36) are handed only to the rooms that send them. */
export type MailService = Pick<ReturnType<typeof createMailService>, 'enqueueMail'>;
export type SmsService = Pick<ReturnType<typeof createMailService>, 'enqueueSms'>;
