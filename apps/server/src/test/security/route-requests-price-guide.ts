import { randomUUID } from 'node:crypto';
import type { RouteCase } from './route-requests.ts';

/**
 * Issue #20 (price-guide) routes for the authorization matrix, merged into ROUTE_CASES.
 * Public: any caller (none included) reads the guide of any model; an unknown model is simply
 * "Not enough sales yet".
 */
export const PRICE_GUIDE_ROUTE_CASES: Record<string, RouteCase> = {
  'GET /api/price-guide': {
    build: () => ({ url: `/api/price-guide?model=${randomUUID()}&storage=128&condition=Good` }),
  },
};
