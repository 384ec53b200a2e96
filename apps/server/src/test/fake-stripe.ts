import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the parts of Stripe's HTTP API the server calls: create, retrieve,
 * capture and cancel PaymentIntents, create refunds. Form-encoded requests and JSON replies
 * like the real API, idempotency keys honoured (a repeat answers the first reply and does
 * nothing). `succeed(id)` plays the buyer's card step in Stripe.js: a manual-capture intent
 * (issue #18) becomes requires_capture, any other succeeded.
 */
export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  amount_capturable: number;
  capture_method: 'automatic' | 'manual';
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  description: string | null;
  last_payment_error: null;
  /** The card's payment method once the card step succeeded (a retrieve may expand it). */
  payment_method: string | null;
}

export interface FakeStripe {
  url: string;
  intents: Map<string, FakeIntent>;
  /** Every create call's parsed form, in order. */
  created: Record<string, string>[];
  refunds: string[];
  /** Intents captured and cancelled, once per effect (idempotent repeats are not counted). */
  captures: string[];
  cancels: string[];
  /** Every capture and cancel request received, repeats included, in order. */
  moneyCalls: { kind: 'capture' | 'cancel'; intentId: string; key: string | undefined }[];
  /** Answer the next `n` requests with a 500 (Stripe having a bad moment). */
  failNext(n: number): void;
  /** `fingerprint` is the card's (issue #36): the same card on two intents, the same value. */
  succeed(id: string, card?: { fingerprint: string }): FakeIntent;
  /** The authorisation lapses (Stripe cancels uncaptured intents after 7 days). */
  lapse(id: string): FakeIntent;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

function send(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
  res.end(JSON.stringify(body));
}

const missing = (what: string) => ({
  error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` },
});

export async function startFakeStripe(): Promise<FakeStripe> {
  const intents = new Map<string, FakeIntent>();
  const byKey = new Map<string, unknown>();
  const created: Record<string, string>[] = [];
  const refunds: string[] = [];
  const captures: string[] = [];
  const cancels: string[] = [];
  const moneyCalls: FakeStripe['moneyCalls'] = [];
  const methods = new Map<
    string,
    { id: string; object: 'payment_method'; card: { fingerprint: string } }
  >();
  let failures = 0;

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      if (!req.headers.authorization?.startsWith('Bearer sk_test_')) {
        return send(res, 401, { error: { type: 'invalid_request_error', message: 'No API key' } });
      }
      if (failures > 0) {
        failures--;
        return send(res, 500, { error: { type: 'api_error', message: 'Something broke' } });
      }
      const form = Object.fromEntries(new URLSearchParams(raw));
      const key = req.headers['idempotency-key'];
      const action = req.url?.match(/^\/v1\/payment_intents\/([^/?]+)\/(capture|cancel)$/);
      if (req.method === 'POST' && action) {
        const kind = action[2] as 'capture' | 'cancel';
        moneyCalls.push({
          kind,
          intentId: action[1]!,
          key: typeof key === 'string' ? key : undefined,
        });
      }
      const replay = typeof key === 'string' ? byKey.get(`${req.url}:${key}`) : undefined;
      if (req.method === 'POST' && replay) return send(res, 200, replay);
      const remember = (body: unknown) => {
        if (typeof key === 'string') byKey.set(`${req.url}:${key}`, body);
        send(res, 200, body);
      };

      if (req.method === 'POST' && req.url === '/v1/payment_intents') {
        created.push(form);
        const intentId = id('pi');
        const metadata: Record<string, string> = {};
        for (const [k, v] of Object.entries(form)) {
          const m = k.match(/^metadata\[(.+)\]$/);
          if (m) metadata[m[1]!] = v;
        }
        const intent: FakeIntent = {
          id: intentId,
          object: 'payment_intent',
          amount: Number(form.amount),
          amount_received: 0,
          amount_capturable: 0,
          capture_method: form.capture_method === 'manual' ? 'manual' : 'automatic',
          currency: form.currency ?? 'usd',
          status: 'requires_payment_method',
          client_secret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
          metadata,
          description: form.description ?? null,
          last_payment_error: null,
          payment_method: null,
        };
        intents.set(intentId, intent);
        return remember(intent);
      }
      if (req.method === 'POST' && action) {
        const kind = action[2] as 'capture' | 'cancel';
        const intent = intents.get(decodeURIComponent(action[1]!));
        if (!intent) return send(res, 404, missing('payment_intent'));
        const wanted = kind === 'capture' ? 'succeeded' : 'canceled';
        if (intent.status !== 'requires_capture') {
          return send(res, 400, {
            error: {
              type: 'invalid_request_error',
              code: 'payment_intent_unexpected_state',
              message: `This PaymentIntent could not be ${kind === 'capture' ? 'captured' : 'canceled'} because it has a status of ${intent.status}.`,
              payment_intent: intent,
            },
          });
        }
        intent.status = wanted;
        if (kind === 'capture') {
          intent.amount_received = intent.amount_capturable;
          captures.push(intent.id);
        } else {
          cancels.push(intent.id);
        }
        intent.amount_capturable = 0;
        return remember({ ...intent });
      }
      const retrieve = req.url?.match(/^\/v1\/payment_intents\/([^/?]+)/);
      if (req.method === 'GET' && retrieve) {
        const intent = intents.get(decodeURIComponent(retrieve[1]!));
        if (!intent) return send(res, 404, missing('payment_intent'));
        // `expand[]=payment_method`, as Stripe answers it: the object instead of its id.
        const expand = decodeURIComponent(req.url ?? '').includes('=payment_method');
        const method = intent.payment_method ? methods.get(intent.payment_method) : undefined;
        return send(res, 200, expand && method ? { ...intent, payment_method: method } : intent);
      }
      if (req.method === 'POST' && req.url === '/v1/refunds') {
        const intentId = form.payment_intent ?? '';
        if (!intents.has(intentId)) return send(res, 404, missing('payment_intent'));
        refunds.push(intentId);
        return remember({
          id: id('re'),
          object: 'refund',
          payment_intent: intentId,
          status: 'succeeded',
        });
      }
      send(res, 404, missing('route'));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    created,
    refunds,
    captures,
    cancels,
    moneyCalls,
    failNext: (n) => {
      failures = n;
    },
    succeed(intentId, card = { fingerprint: 'fpFakeDefaultCard' }) {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`no fake intent ${intentId}`);
      const method = { id: id('pm'), object: 'payment_method' as const, card };
      methods.set(method.id, method);
      intent.payment_method = method.id;
      if (intent.capture_method === 'manual') {
        intent.status = 'requires_capture';
        intent.amount_capturable = intent.amount;
      } else {
        intent.status = 'succeeded';
        intent.amount_received = intent.amount;
      }
      return intent;
    },
    lapse(intentId) {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`no fake intent ${intentId}`);
      intent.status = 'canceled';
      intent.amount_capturable = 0;
      return intent;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
