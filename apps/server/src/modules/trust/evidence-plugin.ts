import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { deviceCookie, deviceIdIn, newDeviceId } from './device-cookie.ts';
import type { NetworkContext } from './evidence-repository.ts';
import { networkPrefix } from './network-prefix.ts';

/** What the plugin records through the trust room's door. */
export interface EvidenceRecorder {
  see(sighting: {
    email: string;
    deviceId: string;
    prefix: string | undefined;
    context: NetworkContext | undefined;
  }): Promise<void>;
}

/**
 * The calls that see a person's device (and at sign-up and checkout, their network): by
 * method and route, what network context they are, and whose account it is once they worked.
 */
type Moment = {
  context: NetworkContext | undefined;
  email(request: FastifyRequest, payload: unknown): string | undefined;
};

const caller = (request: FastifyRequest) => request.user?.email;
/** better-auth's sign-up and sign-in answer `{ user: { email } }` (tokens already stripped). */
function identityEmail(_request: FastifyRequest, payload: unknown): string | undefined {
  try {
    const text = Buffer.isBuffer(payload) ? payload.toString('utf8') : String(payload);
    const email = (JSON.parse(text) as { user?: { email?: unknown } } | null)?.user?.email;
    return typeof email === 'string' ? email : undefined;
  } catch {
    return undefined;
  }
}

const MOMENTS: Record<string, Moment> = {
  'POST /api/auth/sign-up/email': { context: 'sign-up', email: identityEmail },
  'POST /api/auth/sign-in/email': { context: undefined, email: identityEmail },
  // Every sign-in in the app ends with its token (social sign-ins included).
  'GET /api/jwt': { context: undefined, email: (request) => request.identitySession?.email },
  'POST /api/booking': { context: 'checkout', email: caller },
  'POST /api/create-payment-intent': { context: 'checkout', email: caller },
  'POST /api/payments': { context: 'checkout', email: caller },
  'POST /api/sandbox/confirm': { context: 'checkout', email: caller },
};

function momentOf(request: FastifyRequest): Moment | undefined {
  const path = request.url.split('?')[0]!.replace(/\/+$/, '');
  return MOMENTS[`${request.method} ${path}`];
}

/**
 * Issue #36 (decision 055): the evidence that two accounts are one person, gathered where a
 * person signs up, signs in, books and pays. The device cookie is set on the first of those
 * calls a browser makes; once the call worked (2xx), its account is recorded as seen on the
 * device and, at sign-up and checkout, on the request's network (Fastify's `request.ip`, which
 * honours TRUST_PROXY). Never in the way: a failure to record is logged, the call goes on.
 */
export const trustEvidence = fp(
  async (app: FastifyInstance, opts: { evidence: EvidenceRecorder; secureCookie: boolean }) => {
    app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload) => {
      const moment = momentOf(request);
      if (!moment) return payload;
      let deviceId = deviceIdIn(request.headers.cookie);
      if (!deviceId) {
        deviceId = newDeviceId();
        reply.header('set-cookie', deviceCookie(deviceId, opts.secureCookie));
      }
      if (reply.statusCode < 200 || reply.statusCode >= 300) return payload;
      const email = moment.email(request, payload)?.trim().toLowerCase();
      if (!email) return payload;
      try {
        await opts.evidence.see({
          email,
          deviceId,
          prefix: moment.context ? networkPrefix(request.ip) : undefined,
          context: moment.context,
        });
      } catch (err) {
        request.log.warn({ err }, 'trust: evidence not recorded; the call goes on');
      }
      return payload;
    });
  },
  { name: 'trust-evidence', dependencies: ['authenticate'] },
);
