import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { DealNotify } from '../notifications/index.ts';
import { type DealEvents, settlementEffects } from './deal-events.ts';
import { createHandoffCodes } from './handoff-code.ts';
import { createSettlementService } from './settlement-service.ts';
import { createSettlementSweeps } from './settlement-sweeps.ts';
import { createSettlementMover, type MoneyProvider } from './settlement-transition.ts';

// Decision 051: a deal's steps, heard by the listeners the composition root adds by name.
export {
  auditEntryOf,
  createDealEvents,
  type DealEvents,
  type DealMoved,
  noticesOf,
} from './deal-events.ts';
export { createDealListeners, type DealListeners } from './deal-listeners.ts';
export { type ContestStatements, declineRoutes } from './decline-routes.ts';
// The buyer's decline, the seller's answer and the admins' disputes (settle-decline's part).
export { createDeclines, type Declines } from './decline-setup.ts';
export type { DisputeService } from './dispute-service.ts';
export type { HandoffCodes } from './handoff-code.ts';
export type { Tx as SettlementTx } from './settlement-repository.ts';
export { settlementRoutes } from './settlement-routes.ts';
export {
  assertSettlement,
  canSettle,
  SETTLEMENT_REFUSALS,
  SETTLEMENT_TRANSITIONS,
  type SettlementAction,
  type SettlementState,
} from './settlement-state.ts';
export type { SettlementSweepResult, SettlementSweeps } from './settlement-sweeps.ts';
export type {
  CheckResult,
  MoneyProvider,
  SettlementEffects,
  SettlementEvent,
  SettlementMover,
  TransitionOptions,
} from './settlement-transition.ts';

export interface SettlementDeps {
  db: Db;
  env: Env;
  log: FastifyBaseLogger;
  provider: MoneyProvider;
  dealEvents: DealEvents;
  notify: DealNotify;
}

/**
 * The money of paid bookings (issue #18): the handoff code, the safe money transitions
 * (`mover`, which the decline and dispute services use too), and the sweeps.
 */
export function createSettlement({ db, env, log, provider, dealEvents, notify }: SettlementDeps) {
  const codes = createHandoffCodes(env.IMEI_KEY);
  const effects = settlementEffects(dealEvents);
  const mover = createSettlementMover({ db, provider, effects, log });
  return {
    codes,
    mover,
    effects,
    service: createSettlementService({ db, mover, codes, notify }),
    sweeps: createSettlementSweeps({ db, mover, notify, log }),
    /** HANDOFF_WINDOW_HOURS: how long a payment is held for the handoff. */
    windowHours: env.HANDOFF_WINDOW_HOURS,
  };
}

export type Settlement = ReturnType<typeof createSettlement>;
