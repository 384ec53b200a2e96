import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';

/** Favourites (issue #20): a signed-in person's hearts, at most 200, with each phone's state now. */
export function createFavourites(deps: { db: Db }) {
  void deps;
  return {};
}

export type Favourites = ReturnType<typeof createFavourites>;

export async function favouritesRoutes(app: FastifyInstance, opts: { favourites: Favourites }) {
  void app;
  void opts;
}
