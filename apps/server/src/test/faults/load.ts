import { type Actor, bookingPayload } from '../buying-helpers.ts';

/** One reply seen by a load worker. */
export interface Sample {
  op: 'browse' | 'book' | 'report';
  status: number;
  ms: number;
  startedAt: number;
  endedAt: number;
  code?: string;
  message?: string;
  retryAfter?: string;
  /** The booking id, or `product:reporter`, of a write the server acknowledged with 2xx. */
  acked?: string;
}

export interface Reply {
  status: number;
  json: () => unknown;
  header: (name: string) => string | undefined;
}

interface Target {
  send: (method: string, url: string, token?: string, body?: object) => Promise<Reply>;
  products: { id: string }[];
  buyers: Actor[];
}

/**
 * Concurrent clients browsing, booking and reporting until `stop()`: what a marketplace sees
 * while its database fails. Every reply is kept, so a suite can judge each one.
 */
export function startLoad(target: Target, workers: number) {
  const samples: Sample[] = [];
  let running = true;
  let n = 0;
  async function one(): Promise<void> {
    const i = n++;
    const buyer = target.buyers[i % target.buyers.length]!;
    const product = target.products[(i * 7) % target.products.length]!;
    const op = (['browse', 'book', 'report'] as const)[i % 3]!;
    const token = buyer.headers.authorization;
    const startedAt = performance.now();
    let reply: Reply;
    try {
      reply =
        op === 'browse'
          ? await target.send('GET', '/api/allproducts')
          : op === 'book'
            ? await target.send('POST', '/api/booking', token, bookingPayload(product.id, buyer))
            : await target.send('PUT', `/api/report/${product.id}`, token, { reason: 'load' });
    } catch {
      // A refused connection (a server that stopped accepting) is recorded as status 0.
      const endedAt = performance.now();
      samples.push({ op, status: 0, ms: endedAt - startedAt, startedAt, endedAt });
      return;
    }
    const endedAt = performance.now();
    const body = (reply.json() ?? {}) as { code?: string; message?: string; insertedId?: string };
    const ok = reply.status >= 200 && reply.status < 300;
    samples.push({
      op,
      status: reply.status,
      ms: endedAt - startedAt,
      startedAt,
      endedAt,
      ...(body.code ? { code: body.code } : {}),
      ...(body.message ? { message: body.message } : {}),
      ...(reply.header('retry-after') ? { retryAfter: reply.header('retry-after') } : {}),
      ...(ok && op === 'book' ? { acked: body.insertedId } : {}),
      ...(ok && op === 'report' ? { acked: `${product.id}:${buyer.row.id}` } : {}),
    });
  }
  const loops = Array.from({ length: workers }, async () => {
    while (running) await one();
  });
  return {
    samples,
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return samples;
    },
  };
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)]! : 0;
};

export const byStatus = (samples: Sample[]) =>
  samples.reduce<Record<string, number>>((acc, s) => {
    acc[s.status] = (acc[s.status] ?? 0) + 1;
    return acc;
  }, {});
