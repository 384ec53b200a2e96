import type { FastifyInstance } from 'fastify';
import type { PaymentReconciler } from './payment-reconciler.ts';

/**
 * Runs the reconciler once soon after start (the crash this guards against ended the last
 * process) and then every `seconds`; 0 turns it off. In the background: a slow provider or a
 * database that is down never delays start-up, and a failed sweep is simply tried again.
 */
export function schedulePaymentReconciliation(
  app: FastifyInstance,
  reconciler: PaymentReconciler,
  seconds: number,
): void {
  if (seconds <= 0) return;
  let running = false;
  let closing = false;
  const timers: NodeJS.Timeout[] = [];
  const sweep = async () => {
    if (running || closing) return;
    running = true;
    try {
      const result = await reconciler.sweep();
      // A sale recorded outside a request: no onSend hook bumps the catalogue, so cached
      // lists would keep the listing on the market until their max age (decision 014).
      if (result.recorded || result.refused) await app.catalogVersion.changed();
    } catch (err) {
      app.log.warn({ err }, 'payment reconciliation failed; will retry');
    } finally {
      running = false;
    }
  };
  app.addHook('onReady', async () => {
    timers.push(setTimeout(sweep, 1000).unref(), setInterval(sweep, seconds * 1000).unref());
  });
  app.addHook('onClose', async () => {
    closing = true;
    for (const timer of timers) clearTimeout(timer);
  });
}
