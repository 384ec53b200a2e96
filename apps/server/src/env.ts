import path from 'node:path';
import { z } from 'zod';
import { parseTwilioUrl } from './lib/twilio-url.ts';
import { DEFAULT_WEB_DIST, DEFAULT_WEB_SSR } from './paths.ts';

/** Exported for the bench, which runs search as the server does by default. */
export const SEARCH_SAMPLE_SECONDS_DEFAULT = 20;

/**
 * The only place that reads process.env (product-decisions §1). A bad value stops the
 * server with a message naming the variable.
 */
const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const csv = z.string().transform((v) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);

const emailList = csv.transform((list) => list.map((e) => e.toLowerCase()));

/** Requests allowed per window by one rate limit. */
const limit = z.coerce.number().int().min(1);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  // Who may set X-Forwarded-For: 'false' (default: nobody, the client IP is the socket's),
  // 'true' (any hop), or comma-separated proxy addresses/CIDRs.
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v): boolean | string[] =>
      v === 'true' ? true : v === 'false' ? false : v.split(',').map((s) => s.trim()),
    ),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  // The PostgreSQL pool (issue #8): a full pool or a slow database answers a fast 503, never
  // a request that hangs. Connect timeout also bounds the wait for a free connection.
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  DATABASE_POOL_MAX_WAITING: z.coerce.number().int().min(0).max(10_000).default(100),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(2000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(10_000),
  DATA_DIR: z.string().default('./data'),
  DEMO_DATA: bool.optional(),
  WEB_DIST_DIR: z.string().default(DEFAULT_WEB_DIST),
  // Storefront pages are sent prerendered when <dir>/entry-server.js exists (decision 018).
  WEB_SSR_DIR: z.string().default(DEFAULT_WEB_SSR),
  // Days a previous release's hashed assets stay served after an upgrade (decision 028); 0: none.
  ASSET_RETENTION_DAYS: z.coerce.number().min(0).max(365).default(7),
  CORS_ORIGINS: csv.default([]),
  BOOKING_HOLD_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 30)
    .default(24),
  // Issue #18 (decision 032): hours a held payment waits for the handoff code before it is
  // given back. Card authorisations last about 7 days; 120 h leaves a margin.
  HANDOFF_WINDOW_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 7)
    .default(120),
  // Issue #18: hours the seller has to answer a buyer's decline before an admin decides.
  // At most two weeks (336 h).
  DECLINE_ANSWER_HOURS: z.coerce.number().positive().max(336).default(48),
  // Issue #46 (decision 059): hours each party has to give their side of a dispute, and how
  // long before that deadline a party who has not is reminded.
  DISPUTE_STATEMENT_HOURS: z.coerce.number().positive().max(336).default(48),
  DISPUTE_REMINDER_HOURS: z.coerce.number().positive().max(336).default(12),
  // Issue #14 finding 7: open (unpaid, live) bookings one buyer may hold at once.
  MAX_OPEN_BOOKINGS_PER_BUYER: z.coerce.number().int().min(1).max(1_000_000).default(3),
  // Issue #36 (the hoarding finding): the cap of an account without a verified phone (free
  // accounts are free to make; a verified number is not). MAX_OPEN_BOOKINGS_PER_BUYER is the
  // cap of verified ones; the lower of the two applies.
  MAX_OPEN_BOOKINGS_UNVERIFIED_PHONE: z.coerce.number().int().min(1).max(1_000_000).default(1),
  // Issue #36: creating a listing needs a verified phone (403 PHONE_NOT_VERIFIED).
  REQUIRE_VERIFIED_PHONE_TO_SELL: bool.default(false),
  // Hot public lists answered from memory, invalidated by every write (decision 014). The
  // max age bounds staleness should an invalidation ever be missed (a write made outside the app).
  RESPONSE_CACHE: bool.default(true),
  RESPONSE_CACHE_MAX_AGE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  RESPONSE_CACHE_MAX_ENTRIES: z.coerce.number().int().min(1).max(100_000).default(2000),
  // Seconds a search over 2,000 matches reuses its sampled facets (decision 045; 0: never).
  SEARCH_SAMPLE_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(600)
    .default(SEARCH_SAMPLE_SECONDS_DEFAULT),
  // Identity (issue: identity). The public origin is the base of every auth URL and the JWT issuer.
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  // No default from source code (issue #14 finding 3): unset, lib/secrets.ts generates one in
  // DATA_DIR on first start (decision 022).
  AUTH_SECRET: z.string().min(32).optional(),
  AUTH_TRUSTED_ORIGINS: csv.default([]),
  JWT_SECRET: z.string().min(32).optional(),
  // Issue #16: the key of stored IMEIs (keyed hash and encryption). Unset, lib/secrets.ts
  // generates one in DATA_DIR on first start (decision 022); losing it orphans every stored IMEI.
  IMEI_KEY: z.string().min(32).optional(),
  // Decision 048: the test suites' password hashes. `scrypt` is better-auth's own (N=16384,
  // r=16: ~100-200 ms of CPU each); `scrypt-low-cost-test-only` (N=1024, r=8) makes the
  // thousands of sign-ups in the API suites cheap and is refused outside NODE_ENV=test.
  PASSWORD_HASHING: z.enum(['scrypt', 'scrypt-low-cost-test-only']).default('scrypt'),
  // Issue #14 finding 8: how long a bearer token's session is known live without asking the
  // database again on PostgreSQL, the bound while its LISTEN connection is down (decision 049;
  // deletes are heard through it, and PGlite hears every delete).
  TOKEN_SESSION_RECHECK_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  // Decision 049: on PostgreSQL, the longest an account (role, verified, deleted) is kept in
  // memory by an instance; changes are heard at once through LISTEN, this bounds the time a
  // silently broken connection could hide one. 0 reads the account on every request.
  ACCOUNT_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
  JWT_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(90 * 24 * 3600)
    .default(7 * 24 * 3600),
  ADMIN_EMAILS: emailList.default([]),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(15 * 60),
  AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(50),
  AUTH_RATE_LIMIT_PER_EMAIL: z.coerce.number().int().min(1).default(10),
  // Abuse limits on the other costly writes (decision 011): per client IP and per account
  // within one window. Generous for people, tight for scripts; tests raise them.
  RATE_LIMIT_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(60 * 60),
  TOKEN_RATE_LIMIT_PER_IP: limit.default(300),
  TOKEN_RATE_LIMIT_PER_ACCOUNT: limit.default(60),
  UPLOAD_RATE_LIMIT_PER_IP: limit.default(300),
  UPLOAD_RATE_LIMIT_PER_ACCOUNT: limit.default(60),
  BOOKING_RATE_LIMIT_PER_IP: limit.default(300),
  BOOKING_RATE_LIMIT_PER_ACCOUNT: limit.default(30),
  REPORT_RATE_LIMIT_PER_IP: limit.default(100),
  REPORT_RATE_LIMIT_PER_ACCOUNT: limit.default(20),
  // Issue #14 finding 13: profile writes (each one empties the account caches) and new listings.
  PROFILE_RATE_LIMIT_PER_IP: limit.default(300),
  PROFILE_RATE_LIMIT_PER_ACCOUNT: limit.default(60),
  LISTING_RATE_LIMIT_PER_IP: limit.default(150),
  LISTING_RATE_LIMIT_PER_ACCOUNT: limit.default(30),
  // Issue #23 item 3: Contact Us is open to visitors, so only the IP can be counted; each
  // message is stored and mailed to every admin.
  CONTACT_RATE_LIMIT_PER_IP: limit.default(5),
  // Issue #36 N6: GET /api/check/:code and its report, per IP per window (a self-test run
  // opens its page a few times; a code guesser needs ~8,900 tries per hit at 100k listings).
  CHECK_RATE_LIMIT_PER_IP: limit.default(120),
  // Issue #36 N3: "mark as read" and "mark all as read" (a person clicks them a few times an hour).
  NOTIFICATION_READ_RATE_LIMIT_PER_IP: limit.default(600),
  NOTIFICATION_READ_RATE_LIMIT_PER_ACCOUNT: limit.default(120),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  OIDC_ISSUER: z.url({ protocol: /^https?$/ }).optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_NAME: z.string().max(60).default('Single sign-on'),
  // Images: S3-compatible storage when S3_BUCKET is set, local disk otherwise.
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  // Issue #14 finding 5: https origins a stored profile picture may point at, besides our own
  // uploads (and Google's avatar host while Google sign-in is on).
  IMAGE_ORIGINS: csv
    .pipe(z.array(z.url({ protocol: /^https$/ }).transform((u) => new URL(u).origin)))
    .default([]),
  // Issue #44: the domain of the relay addresses public answers give in place of a seller's
  // email. `sellers.invalid` can never receive mail (RFC 2606); set a real relay's domain only
  // when mail to it is forwarded.
  SELLER_RELAY_DOMAIN: z
    .string()
    .regex(
      /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/i,
      'must be a domain name',
    )
    .default('sellers.invalid'),
  // Payments (buying issue): Stripe when its keys are set, the built-in sandbox otherwise.
  PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe']).optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_... or rk_...)')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_\w+$/, 'must be a Stripe publishable key (pk_...)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, 'must be a Stripe webhook signing secret (whsec_...)')
    .optional(),
  // Where the Stripe API lives; only tests (a local fake) and proxies need to change it.
  STRIPE_API_BASE: z.url({ protocol: /^https?$/ }).optional(),
  // How often unrecorded intents are checked with the provider (a crash after the charge,
  // no webhook, no retry); 0 turns it off. Also once shortly after start. Default 300, but
  // off under NODE_ENV=test so a background sweep never races a suite's own steps.
  PAYMENT_RECONCILE_INTERVAL_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 3600)
    .optional(),
  // Mail (issue #14, decision 021): `outbox` keeps every mail in the database (the default
  // outside production; admins read it on the Outbox page), or an smtp:// / smtps:// URL.
  MAIL_URL: z
    .string()
    .refine((v) => v === 'outbox' || /^smtps?:\/\/[^/]/i.test(v), {
      message: 'must be outbox or an smtp:// or smtps:// URL',
    })
    .optional(),
  MAIL_FROM: z.string().min(3).max(200).optional(),
  // The outbox worker: attempts before a mail is marked failed, the first retry's delay
  // (doubled each time, at most an hour), and the safety-net poll for rows other instances wrote.
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(6),
  MAIL_RETRY_BASE_SECONDS: z.coerce.number().min(0.01).max(3600).default(30),
  MAIL_POLL_SECONDS: z.coerce.number().min(0.05).max(3600).default(10),
  // Mails a stranger can make us send (verification resend, password reset) per window.
  MAIL_RATE_LIMIT_PER_IP: limit.default(30),
  MAIL_RATE_LIMIT_PER_ACCOUNT: limit.default(5),
  // Issue #36: SMS (phone codes). `outbox` keeps them in the outbox (admins see that a code was
  // sent, never the code; development logs it), or Twilio's REST API:
  // twilio://ACCOUNT_SID:AUTH_TOKEN@api.twilio.com?from=%2B15005550006. `twilio+http://` (a
  // local fake) is for NODE_ENV=test only.
  SMS_URL: z
    .string()
    .refine((v) => v === 'outbox' || /^twilio(\+http)?:\/\/[^/]/i.test(v), {
      message: 'must be outbox or twilio://ACCOUNT_SID:AUTH_TOKEN@api.twilio.com?from=+1...',
    })
    .default('outbox'),
  // SMS cost money: codes asked for per IP / per account per RATE_LIMIT_WINDOW_SECONDS.
  SMS_RATE_LIMIT_PER_IP: limit.default(10),
  SMS_RATE_LIMIT_PER_ACCOUNT: limit.default(5),
  // Issue #21 (decision 041): a listing photo that looks like another seller's holds the
  // listing for review. The test suites turn it off (their sellers share fixture pictures) and
  // the review suites back on.
  LISTING_REVIEW_PHOTO_MATCH: bool.default(true),
  // The share of listings no rule picked that still wait in the queue (checked after).
  LISTING_REVIEW_SAMPLE_PERCENT: z.coerce.number().min(0).max(100).default(10),
  // Issue #40 (decision 063): backups of the embedded database and the pictures. The folder
  // defaults to DATA_DIR/backups; the server takes one every BACKUP_INTERVAL_HOURS (0: never)
  // and keeps the newest BACKUP_KEEP.
  BACKUP_DIR: z.string().optional(),
  BACKUP_INTERVAL_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 365)
    .default(24),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(10_000).default(7),
  // Issue #40: GET /metrics wants `Authorization: Bearer METRICS_TOKEN` when set; in
  // production it is off (404) unless set.
  METRICS_TOKEN: z.string().min(16).optional(),
  // Issue #40: traces go to this OTLP/HTTP collector (e.g. http://otel:4318); unset, the
  // tracing SDK is never loaded.
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  OTEL_SERVICE_NAME: z.string().default('phonebazaar'),
  // Issue #39 (decision 064): Web Push's VAPID key pair (base64url, as web-push prints them).
  // Unset, lib/secrets.ts generates a pair in DATA_DIR on first start (decision 022).
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a base64url P-256 public key (87 characters)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url P-256 private key (43 characters)')
    .optional(),
  // Who push services contact about our pushes: mailto: or https:. Unset: MAIL_FROM's address.
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/[^\s/]+.*)$/, 'must be a mailto: or https:// URL')
    .optional(),
  // Issue #39: origins besides the known push services' a subscription's endpoint may be on
  // (tests start their own); https only, except http under NODE_ENV=test.
  PUSH_ENDPOINT_ORIGINS: csv
    .pipe(z.array(z.url({ protocol: /^https?$/ }).transform((u) => new URL(u).origin)))
    .default([]),
});

/** Settings that only make sense together, and the production-only rules. */
function crossCheck(env: z.infer<typeof envSchema>): string[] {
  const problems: string[] = [];
  const pairs = [
    ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
    ['OIDC_ISSUER', 'OIDC_CLIENT_ID'],
    ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'],
  ] as const;
  for (const [a, b] of pairs) {
    if (Boolean(env[a]) !== Boolean(env[b])) problems.push(`  ${a}/${b}: set both or neither`);
  }
  problems.push(...paymentProblems(env));
  problems.push(...smsProblems(env));
  if (env.PASSWORD_HASHING !== 'scrypt' && env.NODE_ENV !== 'test') {
    problems.push('  PASSWORD_HASHING: a low-cost hash is for NODE_ENV=test only; leave it unset');
  }
  if (env.NODE_ENV !== 'test' && env.PUSH_ENDPOINT_ORIGINS.some((o) => o.startsWith('http:'))) {
    problems.push('  PUSH_ENDPOINT_ORIGINS: http:// origins are for NODE_ENV=test only');
  }
  if (env.S3_BUCKET && !(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY)) {
    problems.push('  S3_ACCESS_KEY_ID/S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set');
  }
  if (env.NODE_ENV === 'production') {
    problems.push(...productionProblems(env));
    if (!env.MAIL_URL) {
      problems.push(
        '  MAIL_URL: required in production (an smtp:// or smtps:// URL, or MAIL_URL=outbox to keep mail in the database on purpose)',
      );
    }
  }
  return problems;
}

/** Issue #14 findings 1, 3 and 15: nothing of development's comfort survives into production. */
function productionProblems(env: z.infer<typeof envSchema>): string[] {
  const problems: string[] = [];
  if (env.DEMO_DATA === true) {
    problems.push(
      '  DEMO_DATA: demo accounts have public passwords; production refuses DEMO_DATA=true',
    );
  }
  // Instances sharing one database must share one key; a per-instance generated key would
  // sign each instance out of the others' sessions (decision 022).
  if (env.DATABASE_URL && !env.AUTH_SECRET) {
    problems.push(
      '  AUTH_SECRET: required in production with DATABASE_URL (the same value on every instance)',
    );
  }
  // The same for the IMEI key: each instance must hash and read IMEIs alike (issue #16).
  if (env.DATABASE_URL && !env.IMEI_KEY) {
    problems.push(
      '  IMEI_KEY: required in production with DATABASE_URL (the same value on every instance)',
    );
  }
  // And for Web Push (issue #39): a subscription made through one instance is pushed by another.
  if (env.DATABASE_URL && !env.VAPID_PUBLIC_KEY) {
    problems.push(
      '  VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY: required in production with DATABASE_URL (the same pair on every instance)',
    );
  }
  if (!env.PUBLIC_URL) problems.push('  PUBLIC_URL: required in production');
  else if (new URL(env.PUBLIC_URL).protocol === 'http:' && !isLoopbackHost(env.PUBLIC_URL)) {
    problems.push(
      '  PUBLIC_URL: must be https:// in production (http:// only for localhost, 127.0.0.0/8 or [::1]); cookies would go without Secure while HSTS is on',
    );
  }
  return problems;
}

/** localhost, 127.0.0.0/8 and ::1: the only hosts where plain http never leaves the machine. */
export function isLoopbackHost(url: string): boolean {
  const host = new URL(url).hostname;
  return host === 'localhost' || host === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/** Stripe keys go together; production never takes fake payments without being told to. */
function paymentProblems(env: z.infer<typeof envSchema>): string[] {
  const problems: string[] = [];
  if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_PUBLISHABLE_KEY)) {
    problems.push('  STRIPE_SECRET_KEY/STRIPE_PUBLISHABLE_KEY: set both or neither');
  }
  const stripe = resolvePaymentProvider(env) === 'stripe';
  if (env.PAYMENT_PROVIDER === 'stripe' && !env.STRIPE_SECRET_KEY) {
    problems.push('  STRIPE_SECRET_KEY: required when PAYMENT_PROVIDER is stripe');
  }
  if (env.NODE_ENV === 'production') {
    if (stripe && !env.STRIPE_WEBHOOK_SECRET) {
      problems.push('  STRIPE_WEBHOOK_SECRET: required in production with Stripe');
    }
    if (!stripe && env.PAYMENT_PROVIDER !== 'sandbox') {
      problems.push(
        '  PAYMENT_PROVIDER: production needs the Stripe keys, or PAYMENT_PROVIDER=sandbox to accept test payments on purpose',
      );
    }
  }
  return problems;
}

/** SMS_URL names a whole Twilio target; a plain-http API only for a test's local fake. */
function smsProblems(env: z.infer<typeof envSchema>): string[] {
  if (env.SMS_URL === 'outbox') return [];
  if (!parseTwilioUrl(env.SMS_URL)) {
    return [
      '  SMS_URL: twilio://ACCOUNT_SID:AUTH_TOKEN@api.twilio.com?from=%2B15005550006 (account, token, host and a from number)',
    ];
  }
  if (/^twilio\+http:/i.test(env.SMS_URL) && env.NODE_ENV !== 'test') {
    return ['  SMS_URL: twilio+http:// (no TLS) is for NODE_ENV=test only; use twilio://'];
  }
  return [];
}

function resolvePaymentProvider(env: z.infer<typeof envSchema>): 'sandbox' | 'stripe' {
  return env.PAYMENT_PROVIDER ?? (env.STRIPE_SECRET_KEY ? 'stripe' : 'sandbox');
}

export type Env = Omit<
  z.infer<typeof envSchema>,
  | 'AUTH_SECRET'
  | 'IMEI_KEY'
  | 'DEMO_DATA'
  | 'PUBLIC_URL'
  | 'PAYMENT_PROVIDER'
  | 'PAYMENT_RECONCILE_INTERVAL_SECONDS'
  | 'MAIL_URL'
  | 'MAIL_FROM'
  | 'BACKUP_DIR'
  | 'VAPID_PUBLIC_KEY'
  | 'VAPID_PRIVATE_KEY'
  | 'VAPID_SUBJECT'
> & {
  /** BACKUP_DIR resolved: DATA_DIR/backups unless given. */
  BACKUP_DIR: string;
  /** Given, or generated in DATA_DIR by lib/secrets.ts (decision 064): Web Push's VAPID pair. */
  VAPID_PUBLIC_KEY: string;
  VAPID_PRIVATE_KEY: string;
  /** VAPID_SUBJECT, or `mailto:` MAIL_FROM's address. */
  VAPID_SUBJECT: string;
  /** Given, or generated in DATA_DIR by lib/secrets.ts (never from source code, decision 022). */
  AUTH_SECRET: string;
  /** Given, or generated in DATA_DIR by lib/secrets.ts (decision 022): the stored IMEIs' key. */
  IMEI_KEY: string;
  /** `outbox` (mail kept in the database) or the SMTP URL. */
  MAIL_URL: string;
  /** Sender of every mail, e.g. `PhoneBazaar <no-reply@example.com>`. */
  MAIL_FROM: string;
  DEMO_DATA: boolean;
  /** The payment provider in use, resolved from PAYMENT_PROVIDER and the Stripe keys. */
  PAYMENT_PROVIDER: 'sandbox' | 'stripe';
  PAYMENT_RECONCILE_INTERVAL_SECONDS: number;
  /** Origin the browser uses, without a trailing slash. */
  PUBLIC_URL: string;
  PGLITE_DIR: string;
  IMAGES_DIR: string;
};

/**
 * The configuration as read, before lib/secrets.ts has filled a missing AUTH_SECRET (and
 * JWT_SECRET) from DATA_DIR; only `withSecrets` or `requireGivenSecrets` turn it into an Env.
 */
export type LoadedEnv = Omit<
  Env,
  'AUTH_SECRET' | 'IMEI_KEY' | 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY'
> & {
  AUTH_SECRET?: string | undefined;
  IMEI_KEY?: string | undefined;
  VAPID_PUBLIC_KEY?: string | undefined;
  VAPID_PRIVATE_KEY?: string | undefined;
};

export class ConfigError extends Error {}

/** `Name <a@b>` or `a@b`: the address alone. */
function mailAddressOf(from: string): string {
  return (/<([^>]+)>/.exec(from)?.[1] ?? from).trim();
}

export function loadEnv(source: Record<string, string | undefined> = process.env): LoadedEnv {
  // Empty strings mean "unset": a blank line in a .env file should not defeat a default.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const problems = crossCheck(env);
  if (problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const dataDir = path.resolve(env.DATA_DIR);
  const publicUrl = new URL(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`);
  const mailFrom = env.MAIL_FROM ?? `PhoneBazaar <no-reply@${publicUrl.hostname}>`;
  return {
    ...env,
    MAIL_URL: env.MAIL_URL ?? 'outbox',
    MAIL_FROM: mailFrom,
    VAPID_SUBJECT: env.VAPID_SUBJECT ?? `mailto:${mailAddressOf(mailFrom)}`,
    DATA_DIR: dataDir,
    PUBLIC_URL: new URL(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).origin,
    // Demo data is on by default only in embedded mode (issue #2), never in production
    // (issue #14 finding 1: its accounts have a published password).
    DEMO_DATA: env.DEMO_DATA ?? (!env.DATABASE_URL && env.NODE_ENV !== 'production'),
    PAYMENT_PROVIDER: resolvePaymentProvider(env),
    PAYMENT_RECONCILE_INTERVAL_SECONDS:
      env.PAYMENT_RECONCILE_INTERVAL_SECONDS ?? (env.NODE_ENV === 'test' ? 0 : 300),
    PGLITE_DIR: path.join(dataDir, 'pglite'),
    IMAGES_DIR: path.join(dataDir, 'images'),
    BACKUP_DIR: env.BACKUP_DIR ? path.resolve(env.BACKUP_DIR) : path.join(dataDir, 'backups'),
  };
}
