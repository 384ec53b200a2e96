import type { FastifyInstance } from 'fastify';
import { categoriesRoutes } from './categories/categories-routes.ts';
import { healthRoutes } from './health/health-routes.ts';
import { productsRoutes } from './products/products-routes.ts';

/** Every API module, mounted under /api by app.ts. */
export async function registerModules(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(categoriesRoutes);
  await app.register(productsRoutes);
}
