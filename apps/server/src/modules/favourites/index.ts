import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { createFavouritesRepository } from './favourites-repository.ts';
import { favouritesRoutes as routes } from './favourites-routes.ts';
import { createFavouritesService } from './favourites-service.ts';

/** Favourites (issue #20): a signed-in person's hearts, at most 200, with each phone's state now. */
export function createFavourites(deps: { db: Db; publicUrl?: string }) {
  const repository = createFavouritesRepository(deps.db);
  return { service: createFavouritesService({ repository, publicUrl: deps.publicUrl ?? '' }) };
}

export type Favourites = ReturnType<typeof createFavourites>;

export async function favouritesRoutes(app: FastifyInstance, opts: { favourites: Favourites }) {
  await app.register(routes, { favourites: opts.favourites.service });
}
