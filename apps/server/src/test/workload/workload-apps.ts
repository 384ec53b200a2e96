import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp } from '../../app.ts';
import { createDatabase } from '../../db/client.ts';
import { createTestContext, type DatabaseKind } from '../test-app.ts';

/** Error lines the servers logged: a 5xx's cause, which its reply rightly hides. */
export interface ServerErrors {
  lines: { instance: number; msg: string; err?: { type?: string; message?: string } }[];
}

function errorLogger(errors: ServerErrors, instance: number) {
  return pino(
    { level: 'error' },
    {
      write(line: string) {
        const { msg, err } = JSON.parse(line);
        errors.lines.push({ instance, msg, err: err && { type: err.type, message: err.message } });
      },
    },
  );
}

/**
 * Two instances of the app on one database, as createSiblingApp builds them (the second
 * with its own pool on PostgreSQL), but each logging its errors into `errors`, so a failed
 * run says what went wrong inside the server.
 */
export async function twoInstances(kind: DatabaseKind, overrides: Record<string, string>) {
  const errors: ServerErrors = { lines: [] };
  const ctx = await createTestContext(kind, overrides, { logger: errorLogger(errors, 0) });
  const database =
    kind === 'postgres'
      ? await createDatabase({ url: ctx.env.DATABASE_URL, pgliteDir: 'memory://', poolSize: 20 })
      : ctx.database;
  const sibling: FastifyInstance = await buildApp({
    env: ctx.env,
    database,
    logger: errorLogger(errors, 1),
  });
  await sibling.ready();
  return {
    ctx,
    apps: [ctx.app, sibling],
    errors,
    close: async () => {
      await sibling.close();
      if (database !== ctx.database) await database.close();
      await ctx.close();
    },
  };
}
