import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { createFavouritesRepository } from './favourites-repository.ts';
import { favouritesRoutes as routes } from './favourites-routes.ts';
import { createFavouritesService } from './favourites-service.ts';

/** Favourites (issue #20): a signed-in person's hearts, at most 200, with each phone's state now. */
export function createFavourites(deps: {
  db: Db;
  publicUrl: string;
  /** Issue #44: a seller's relay address, the `sellerEmail` of the hearted cards. */
  relayOf: (sellerId: string) => string;
}) {
  const repository = createFavouritesRepository(deps.db);
  const view = { publicUrl: deps.publicUrl, relayOf: deps.relayOf };
  return { service: createFavouritesService({ repository, view }) };
}

export type Favourites = ReturnType<typeof createFavourites>;

export async function favouritesRoutes(app: FastifyInstance, opts: { favourites: Favourites }) {
  await app.register(routes, { favourites: opts.favourites.service });
}
