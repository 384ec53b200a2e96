import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { notifications, outbox } from '../../db/schema.ts';
import type { Actor } from '../../test/buying-helpers.ts';
import type { TestContext } from '../../test/test-app.ts';
import type { MailService } from '../mail/index.ts';
import { createNotifications } from '../notifications/index.ts';
import { createAlertsJob } from './alerts-job.ts';
import { createAlertsRepository } from './alerts-repository.ts';
import { createUnsubscribeTokens } from './unsubscribe-token.ts';

/** The saved-searches calls of issue #20, bound to a suite's app getter. */
export function savedSearchCalls(app: () => FastifyInstance) {
  return {
    list: (who: Actor) =>
      app().inject({ method: 'GET', url: '/api/saved-searches', headers: who.headers }),
    create: (who: Actor, body: object) =>
      app().inject({
        method: 'POST',
        url: '/api/saved-searches',
        headers: who.headers,
        payload: { name: 'Phones', frequency: 'instant', query: '', ...body },
      }),
    patch: (who: Actor, id: string, body: object) =>
      app().inject({
        method: 'PATCH',
        url: `/api/saved-searches/${id}`,
        headers: who.headers,
        payload: body,
      }),
    remove: (who: Actor, id: string) =>
      app().inject({ method: 'DELETE', url: `/api/saved-searches/${id}`, headers: who.headers }),
    unsubscribe: (token: string) =>
      app().inject({ method: 'POST', url: '/api/alerts/unsubscribe', payload: { token } }),
  };
}

/** The alerts job on the suite's app (the recurring runs are off in tests). */
export function alertsJobOf(ctx: TestContext) {
  const tokens = createUnsubscribeTokens(ctx.env.AUTH_SECRET);
  // As the app's mail does with MAIL_URL=outbox (the suites'): the row in the caller's
  // transaction is the delivery.
  const mail = {
    async enqueueMail(m, tx) {
      const [row] = await (tx ?? ctx.database.db)
        .insert(outbox)
        .values({
          kind: m.kind,
          toEmail: m.to,
          subject: m.subject,
          textBody: m.text,
          htmlBody: m.html ?? null,
          status: 'kept',
        })
        .returning({ id: outbox.id });
      return row!.id;
    },
  } as Pick<MailService, 'enqueueMail'> as MailService;
  const { userNotices } = createNotifications({
    db: ctx.database.db,
    mail,
    publicUrl: ctx.env.PUBLIC_URL,
  });
  const job = createAlertsJob({
    repository: createAlertsRepository(ctx.database.db),
    userNotices,
    tokens,
    publicUrl: ctx.env.PUBLIC_URL,
  });
  return { job, tokens };
}

/** A person's notices of one kind, oldest first. */
export async function noticesOf(ctx: TestContext, userId: string, kind: string) {
  return ctx.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)))
    .orderBy(notifications.createdAt);
}

/** A person's mails of one kind in the outbox. */
export async function mailsOf(ctx: TestContext, email: string, kind: string) {
  return ctx.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.toEmail, email), eq(outbox.kind, kind)));
}
