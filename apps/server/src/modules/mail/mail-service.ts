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
  log: FastifyBaseLogger;
}) {
  const { env, repository, worker, log } = deps;
  const keep = env.MAIL_URL === 'outbox';
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
      if (tx) for (const ms of AFTER_COMMIT_WAKES_MS) worker.wake(ms);
      else worker.wake();
      return id;
    },
  };
}

export type MailService = ReturnType<typeof createMailService>;
