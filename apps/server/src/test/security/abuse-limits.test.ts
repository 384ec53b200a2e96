import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiblingApp, createTestContext, databaseKinds } from '../test-app.ts';
import {
  type Caller,
  freshIp,
  LIMITED_ACTIONS,
  limitedCalls,
  smallLimits,
} from './abuse-limit-calls.ts';
import { writeFigures } from './figures.ts';

const PER_ACCOUNT = 3;
const PER_IP = 5;

/**
 * Issue #7 item 5: token, upload, booking and report are limited per client IP and per
 * account, with 429 + Retry-After, and the counters live in the database, so a second
 * instance on the same database enforces the same limit.
 */
for (const kind of databaseKinds) {
  describe(`abuse limits [${kind}]`, () => {
    let ctx: Awaited<ReturnType<typeof createTestContext>>;
    let sibling: Awaited<ReturnType<typeof createSiblingApp>>;
    let calls: Awaited<ReturnType<typeof limitedCalls>>;
    const figures: Record<string, Record<string, unknown>> = {};

    beforeAll(async () => {
      ctx = await createTestContext(kind, smallLimits(PER_ACCOUNT, PER_IP));
      sibling = await createSiblingApp(ctx);
      calls = await limitedCalls(ctx);
    });
    afterAll(async () => {
      writeFigures(`rate-limits-${kind}`, {
        perAccount: PER_ACCOUNT,
        perIp: PER_IP,
        instances: 2,
        actions: figures,
      });
      await sibling?.close();
      await ctx?.close();
    });

    /** Statuses of `count` attempts; `app`, `who` and `ip` may change per attempt. */
    async function attempts(
      count: number,
      pick: (i: number) => {
        app: FastifyInstance;
        who: Awaited<ReturnType<typeof calls.caller>>;
        ip: string;
      },
      action: (typeof LIMITED_ACTIONS)[number],
    ) {
      const replies = [];
      for (let i = 0; i < count; i += 1) {
        const { app, who, ip } = pick(i);
        replies.push(await calls.send(app, action, who, ip));
      }
      return replies;
    }

    for (const action of LIMITED_ACTIONS) {
      it(`When a caller exceeds the ${action} limit, then 429 with Retry-After and a clear message`, async () => {
        const who = await calls.caller(action);
        const ip = freshIp();
        const replies = await attempts(PER_ACCOUNT + 1, () => ({ app: ctx.app, who, ip }), action);
        for (const reply of replies.slice(0, PER_ACCOUNT)) {
          expect(reply.statusCode, reply.body).not.toBe(429);
        }
        const limited = replies.at(-1)!;
        expect(limited.statusCode, limited.body).toBe(429);
        expect(limited.json()).toEqual({
          message: expect.stringMatching(
            /^Too many .+ Try again in \d+ (seconds?|minutes?|hours)\.$/,
          ),
          code: 'RATE_LIMITED',
        });
        const retryAfter = Number(limited.headers['retry-after']);
        expect(retryAfter).toBeGreaterThan(0);
        expect(retryAfter).toBeLessThanOrEqual(ctx.env.RATE_LIMIT_WINDOW_SECONDS);
      });

      it(`When one account spreads ${action} calls over many IPs, then the per-account limit still holds`, async () => {
        const who = await calls.caller(action);
        const replies = await attempts(
          PER_ACCOUNT + 2,
          () => ({ app: ctx.app, who, ip: freshIp() }),
          action,
        );
        expect(replies.map((r) => r.statusCode === 429)).toEqual([
          ...Array(PER_ACCOUNT).fill(false),
          true,
          true,
        ]);
      });

      it(`When one IP spreads ${action} calls over many accounts, then the per-IP limit still holds`, async () => {
        const ip = freshIp();
        const callers: Caller[] = [];
        for (let i = 0; i <= PER_IP; i += 1) callers.push(await calls.caller(action));
        const replies = await attempts(
          PER_IP + 1,
          (i) => ({ app: ctx.app, who: callers[i]!, ip }),
          action,
        );
        expect(replies.map((r) => r.statusCode === 429)).toEqual([
          ...Array(PER_IP).fill(false),
          true,
        ]);
        // Another address for the same last account is still served.
        const other = await calls.send(ctx.app, action, callers[0]!, freshIp());
        expect(other.statusCode, other.body).not.toBe(429);
      });

      it(`When ${action} requests alternate between two server instances, then the limit still holds`, async () => {
        const who = await calls.caller(action);
        const ip = freshIp();
        const sent = PER_ACCOUNT * 2 + 2;
        const replies = await attempts(
          sent,
          (i) => ({ app: i % 2 === 0 ? ctx.app : sibling.app, who, ip }),
          action,
        );
        const first429 = replies.findIndex((r) => r.statusCode === 429) + 1;
        const served = replies.filter((r) => r.statusCode !== 429).length;
        figures[action] = {
          perAccount: PER_ACCOUNT,
          sentOverTwoInstances: sent,
          first429AtRequest: first429,
          servedBeforeLimit: served,
        };
        expect(first429).toBe(PER_ACCOUNT + 1);
        expect(served).toBe(PER_ACCOUNT);
      });
    }
  });
}
