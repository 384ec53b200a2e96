import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DatabaseUnavailableError, isDatabaseUnavailable } from '../lib/db-errors.ts';
import { AppError } from '../lib/errors.ts';

const REFUSALS: Record<number, string> = {
  401: 'authentication failed',
  403: 'authorization denied',
  429: 'rate limited',
};

/**
 * Refusals that matter for security (issue #7 item 9) are logged at warn with the request id
 * (the child logger's reqId), the route pattern and the stable reason code. Never the URL's
 * query, a header or the body: those may carry credentials.
 */
export function logRefusal(request: FastifyRequest, statusCode: number, code: string): void {
  const what = REFUSALS[statusCode];
  if (!what) return;
  request.log.warn(
    { statusCode, code, method: request.method, route: request.routeOptions.url },
    what,
  );
}

/**
 * The one place errors become HTTP replies: `{ message, code, fieldErrors? }`.
 * A 5xx never carries internals; the details go to the log with the request id.
 */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((thrown: FastifyError, request, reply) => {
    // A database that is down, restarting or too slow is a 503 to retry, wherever it surfaced.
    const unavailable = isDatabaseUnavailable(thrown);
    const error: FastifyError | AppError = unavailable ? new DatabaseUnavailableError() : thrown;
    if (error instanceof AppError) {
      // The driver's error goes to the log; the process stays up and recovers by itself.
      if (unavailable) request.log.warn({ err: thrown }, 'database unavailable');
      else if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
      else logRefusal(request, error.statusCode, error.code);
      const retryAfter = (error as { retryAfterSeconds?: number }).retryAfterSeconds;
      if (retryAfter) reply.header('retry-after', String(retryAfter));
      return reply.status(error.statusCode).send({
        message: error.message,
        code: error.code,
        ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        fieldErrors[field] = [...(fieldErrors[field] ?? []), issue.message ?? 'Invalid value'];
      }
      const summary = Object.entries(fieldErrors)
        .map(([f, m]) => `${f}: ${m.join(', ')}`)
        .join('; ');
      return reply.status(400).send({
        message: `Invalid request. ${summary}`,
        code: 'VALIDATION_FAILED',
        fieldErrors,
      });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      return reply
        .status(status)
        .send({ message: error.message, code: error.code ?? 'BAD_REQUEST' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' });
  });
});
