import type { FastifyInstance } from 'fastify';
import { parseTwilioUrl } from '../../lib/twilio-url.ts';
import type { JobRunner } from '../jobs/index.ts';
import { createOutboxSender } from './mail-sender.ts';
import { createMailService, type MailService, type SmsService } from './mail-service.ts';
import { createOutboxRepository, type OutboxRepository } from './outbox-repository.ts';
import { createOutboxService, type OutboxService } from './outbox-service.ts';
import { createOutboxWorker } from './outbox-worker.ts';
import { createSmtpSender } from './smtp-sender.ts';
import { createTwilioSender } from './twilio-sender.ts';

export type { MailService, SmsRequest, SmsService } from './mail-service.ts';
export { type MailContent, passwordResetMail, verificationMail } from './mail-templates.ts';
export type { OutboxService } from './outbox-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** `app.mail.enqueueMail(...)`: mail (and later notifications) for every module. */
    mail: MailService;
  }
}

/**
 * Mail for the whole app (decision 021): the outbox, its worker (started when the app is
 * ready, stopped when it closes, after the mail in hand; swept on the job runner's recurring
 * `mail-outbox` job, decision 033) and the service use cases call.
 */
export function createMail(
  app: FastifyInstance,
  jobs: JobRunner,
): {
  mail: MailService;
  sms: SmsService;
  outbox: OutboxService;
  backlog: OutboxRepository['backlog'];
} {
  const { env, database } = app;
  const repository = createOutboxRepository(database.db);
  const sender =
    env.MAIL_URL === 'outbox'
      ? createOutboxSender()
      : createSmtpSender(env.MAIL_URL, env.MAIL_FROM);
  const worker = createOutboxWorker({
    repository,
    sender,
    maxAttempts: env.MAIL_MAX_ATTEMPTS,
    retryBaseSeconds: env.MAIL_RETRY_BASE_SECONDS,
    pollSeconds: env.MAIL_POLL_SECONDS,
    log: app.log,
  });
  // Issue #36: SMS share the table, the retries and the tick; their own worker and sender.
  const twilio = env.SMS_URL === 'outbox' ? null : parseTwilioUrl(env.SMS_URL);
  const smsWorker = createOutboxWorker({
    repository,
    sender: twilio ? createTwilioSender(twilio) : createOutboxSender(),
    channel: 'sms',
    maxAttempts: env.MAIL_MAX_ATTEMPTS,
    retryBaseSeconds: env.MAIL_RETRY_BASE_SECONDS,
    pollSeconds: env.MAIL_POLL_SECONDS,
    log: app.log,
  });
  app.addHook('onReady', async () => {
    worker.start();
    smsWorker.start();
  });
  jobs.every('mail-outbox', env.MAIL_POLL_SECONDS, async () => {
    await Promise.all([worker.drain(), smsWorker.drain()]);
  });
  app.addHook('onClose', async () => {
    await Promise.all([worker.stop(), smsWorker.stop()]);
  });
  const service = createMailService({ env, repository, worker, smsWorker, log: app.log });
  const mail: MailService = { enqueueMail: service.enqueueMail };
  app.decorate('mail', mail);
  return {
    mail,
    sms: { enqueueSms: service.enqueueSms },
    outbox: createOutboxService(repository),
    // Issue #40: what waits to be sent, for GET /metrics.
    backlog: repository.backlog,
  };
}
