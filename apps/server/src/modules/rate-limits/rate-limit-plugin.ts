import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { LimitedAction, RateLimitService } from './rate-limit-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A preHandler counting one `action` against the client IP and the signed-in account;
     * 429 with Retry-After when either is over its limit (decision 011). Runs after
     * authentication and validation, so only well-formed calls by known accounts count.
     */
    rateLimit(action: LimitedAction): preHandlerAsyncHookHandler;
  }
}

export interface RateLimitPluginOptions {
  service: RateLimitService;
  /**
   * The signed-in caller's email, or undefined for a visitor (only the IP is counted then):
   * auth's, handed in so this room does not reach into auth.
   */
  callerEmail(request: FastifyRequest): string | undefined;
}

// Marks the preHandler `rateLimit` gives, so the API reference can tell a limited route
// (its 429) from the route itself (issue #40).
const LIMITED_ACTION = Symbol('limitedAction');

/** The action a route's preHandler(s) count, when one of them is `app.rateLimit(action)`. */
export function limitedActionOf(preHandler: unknown): LimitedAction | undefined {
  const handlers = Array.isArray(preHandler) ? preHandler : [preHandler];
  for (const handler of handlers) {
    const action = (handler as { [LIMITED_ACTION]?: LimitedAction } | undefined)?.[LIMITED_ACTION];
    if (action) return action;
  }
  return undefined;
}

export const rateLimit = fp(
  async (app: FastifyInstance, opts: RateLimitPluginOptions) => {
    app.decorate('rateLimit', (action: LimitedAction) =>
      Object.assign(
        async (request: FastifyRequest) => {
          await opts.service.check(action, request.ip, opts.callerEmail(request));
        },
        { [LIMITED_ACTION]: action },
      ),
    );
  },
  { name: 'rate-limit', dependencies: ['authenticate'] },
);
