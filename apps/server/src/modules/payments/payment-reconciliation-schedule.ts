import type { FastifyInstance } from 'fastify';
import type { PaymentReconciler } from './payment-reconciler.ts';

/**
 * Runs the reconciler on the job runner (decision 033): once soon after start (the crash this
 * guards against ended the last process) and then every `seconds`, on one instance per tick;
 * 0 turns it off. In the background: a slow provider or a database that is down never delays
 * start-up, and a failed sweep is simply tried again at the next tick.
 */
export function schedulePaymentReconciliation(
  app: FastifyInstance,
  reconciler: PaymentReconciler,
  seconds: number,
): void {
  app.jobs.every('payment-reconcile', seconds, async () => {
    try {
      const result = await reconciler.sweep();
      // A sale recorded outside a request: no onSend hook bumps the catalogue, so cached
      // lists would keep the listing on the market until their max age (decision 014).
      // A refunded deal (window expired) puts its listing back on the market likewise.
      const relisted = result.settlement?.expired || result.settlement?.finished;
      if (result.recorded || result.refused || relisted) await app.catalogVersion.changed();
    } catch (err) {
      app.log.warn({ err }, 'payment reconciliation failed; will retry');
    }
  });
}
