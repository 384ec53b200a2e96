import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import { pushEndpointAllowed } from './push-endpoints.ts';
import type { PushRepository } from './push-repository.ts';

/** A push job (issue #39): one notice for one subscription. */
export interface PushJob {
  subscriptionId: string;
  payload: { title: string; body: string; url: string; kind: string };
}

export interface PushSenderOptions {
  repository: PushRepository;
  vapid: { subject: string; publicKey: string; privateKey: string };
  extraOrigins: readonly string[];
  /**
   * NODE_ENV=test: post only to `extraOrigins` (the tests' local push service). Suites
   * subscribe with real push services' addresses to test what is accepted; nothing they do
   * may leave the machine.
   */
  onlyExtraOrigins?: boolean;
  log: FastifyBaseLogger;
  /** Longest wait for a push service's answer. */
  timeoutMs?: number;
}

/** A push service that did not take the push now, but may later: the job runner retries. */
export class PushRetryableError extends Error {}

/** How long a push service keeps a push for a browser that is offline (a day). */
const TTL_SECONDS = 24 * 3600;

/**
 * Sends one push (decision 064): web-push encrypts the payload (RFC 8291, aes128gcm) and
 * signs the VAPID header; the POST itself is ours, so it never follows a redirect and gives
 * up after a timeout. 404/410 delete the subscription; 429 and 5xx (and a network failure)
 * throw, so the job runner retries with backoff; any other refusal is logged and dropped.
 */
export function createPushSender(opts: PushSenderOptions) {
  const { repository, log } = opts;
  return async function send(job: PushJob): Promise<void> {
    const sub = await repository.byId(job.subscriptionId);
    if (!sub) return;
    // Checked again here: PUSH_ENDPOINT_ORIGINS may have changed since it was accepted.
    if (!pushEndpointAllowed(sub.endpoint, opts.extraOrigins)) {
      await repository.remove(sub.id);
      return;
    }
    if (opts.onlyExtraOrigins && !opts.extraOrigins.includes(new URL(sub.endpoint).origin)) return;
    const details = webpush.generateRequestDetails(
      { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
      JSON.stringify(job.payload),
      {
        vapidDetails: opts.vapid,
        TTL: TTL_SECONDS,
        contentEncoding: 'aes128gcm',
      },
    );
    let status: number;
    try {
      const res = await fetch(details.endpoint, {
        method: details.method,
        headers: details.headers as Record<string, string>,
        body: details.body as Buffer,
        redirect: 'manual',
        signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
      });
      status = res.status;
      await res.body?.cancel();
    } catch (err) {
      await repository.markFailed(sub.id);
      throw new PushRetryableError(`push: the push service could not be reached (${String(err)})`);
    }
    if (status >= 200 && status < 300) {
      await repository.markSucceeded(sub.id);
      return;
    }
    if (status === 404 || status === 410) {
      await repository.remove(sub.id);
      return;
    }
    await repository.markFailed(sub.id);
    // Never the endpoint (a capability URL) nor the payload: what identifies the row only.
    if (status === 429 || status >= 500) {
      throw new PushRetryableError(`push: the push service answered ${status}`);
    }
    log.warn({ subscriptionId: sub.id, status }, 'push: refused by the push service; dropped');
  };
}
