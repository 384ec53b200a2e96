import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';

/** Reviews from real deals and seller profiles (issue #19). Placeholder until the room is built. */
export function createReviews(_deps: { db: Db; env: Env; publicUrl: string }) {
  return {};
}

export async function reviewsRoutes(
  _app: FastifyInstance,
  _opts: { reviews: ReturnType<typeof createReviews> },
) {}
