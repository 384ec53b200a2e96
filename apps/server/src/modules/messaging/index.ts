import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { ImageStorage } from '../uploads/index.ts';

/** Conversations on a listing (issue #19). Placeholder until the room is built. */
export function createMessaging(_deps: {
  database: Database;
  env: Env;
  storage: ImageStorage;
  publicUrl: string;
}) {
  return {};
}

export async function messagingRoutes(
  _app: FastifyInstance,
  _opts: { messaging: ReturnType<typeof createMessaging> },
) {}
