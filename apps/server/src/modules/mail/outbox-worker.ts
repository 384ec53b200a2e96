import type { FastifyBaseLogger } from 'fastify';
import type { MailSender } from './mail-sender.ts';
import type { OutboxChannel, OutboxRepository, OutboxRow } from './outbox-repository.ts';

export interface OutboxWorkerOptions {
  repository: OutboxRepository;
  sender: MailSender;
  /** The rows this worker delivers (issue #36: SMS have their own worker); 'mail' when absent. */
  channel?: OutboxChannel;
  /** Attempts before a row is marked `failed`. */
  maxAttempts: number;
  /** Delay before the first retry; doubled for each later one, at most an hour. */
  retryBaseSeconds: number;
  /**
   * The job runner's tick (decision 033) sweeps every this many seconds, for whichever
   * instance it falls to: rows written by other instances are found by then. In between, this
   * process only wakes itself for a row written here or a retry due sooner than the tick.
   */
  pollSeconds: number;
  log: FastifyBaseLogger;
}

const BATCH = 20;
const MAX_BACKOFF_SECONDS = 3600;

/** Seconds to wait after the `attempts`-th failed attempt: base, 2x base, 4x base, ... */
export function backoffSeconds(attempts: number, baseSeconds: number): number {
  return Math.min(baseSeconds * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_SECONDS);
}

/**
 * Delivers the outbox (decision 021). One sweep at a time per process; several processes on
 * one PostgreSQL share the rows through claimDue's SKIP LOCKED and lease. The job runner's
 * recurring `mail-outbox` job sweeps every poll interval (`drain`); between ticks it sleeps
 * until a retry due sooner, and `wake` runs it at once for a row just written.
 * Nothing here ever throws into a request: a failed sweep is logged and tried again later.
 */
export function createOutboxWorker(opts: OutboxWorkerOptions) {
  const { repository, sender, log } = opts;
  const channel = opts.channel ?? 'mail';
  // Log lines say which outbox they are about: 'mail: ...' or 'sms: ...'.
  const tag = channel === 'sms' ? 'sms' : 'mail';
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = true;

  async function deliver(row: OutboxRow) {
    try {
      await sender.send({
        to: row.toEmail,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
      });
      await repository.markDelivered(row.id, sender.mode === 'outbox' ? 'kept' : 'sent');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const last = row.attempts >= opts.maxAttempts;
      const retryIn = last ? null : backoffSeconds(row.attempts, opts.retryBaseSeconds);
      await repository.markAttemptFailed(row.id, message.slice(0, 500), retryIn);
      // Never the body (it holds single-use links), only what identifies the row.
      log.warn(
        {
          mailId: row.id,
          kind: row.kind,
          attempts: row.attempts,
          retryInSeconds: retryIn,
          err: message,
        },
        last ? `${tag}: delivery failed for good` : `${tag}: delivery failed; will retry`,
      );
    }
  }

  async function sweep() {
    for (;;) {
      const rows = await repository.claimDue(BATCH, channel);
      for (const row of rows) await deliver(row);
      if (rows.length < BATCH || stopped) return;
    }
  }

  function schedule(seconds: number | null) {
    clearTimeout(timer);
    if (stopped || seconds === null) return;
    timer = setTimeout(run, Math.max(0, seconds) * 1000);
    timer.unref();
  }

  /** A retry due before the next tick; null: the tick will find whatever is due. */
  async function nextDelay(): Promise<number | null> {
    const due = await repository.secondsToNextDue(channel);
    return due !== null && due < opts.pollSeconds ? due : null;
  }

  function run(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let delay: number | null = null;
      try {
        do {
          again = false;
          await sweep();
        } while (again && !stopped);
        if (!stopped) delay = await nextDelay();
      } catch (err) {
        log.warn({ err }, `${tag}: outbox sweep failed; the next tick retries`);
      } finally {
        running = undefined;
        schedule(delay);
      }
    })();
    return running;
  }

  return {
    /** Starts sweeping; rows left pending by an earlier process are sent now. */
    start() {
      stopped = false;
      void run();
    },
    /** A row was just written: sweep now (or after `delayMs`, for a transaction yet to commit). */
    wake(delayMs = 0) {
      if (stopped) return;
      if (delayMs === 0) void run();
      else setTimeout(() => void run(), delayMs).unref();
    },
    /** Runs one sweep to completion (tests, and the last step before stop). */
    drain: () => run(),
    /** Stops after the mail in hand; pending rows wait for the next start. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      await sender.close();
    },
  };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
