import { MIN_PASSWORD_LENGTH, paths } from '@phonebazaar/shared';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { authAccounts, authSessions, authUsers, authVerifications } from '../../db/schema.ts';
import type { Env } from '../../env.ts';
import { isForeignKeyViolation } from '../../lib/db-errors.ts';
import { type MailContent, passwordResetMail, verificationMail } from '../mail/index.ts';
import { identityProfileRules } from './identity-profile-rules.ts';
import { passwordHashingOption } from './password-hashing.ts';
import { passwordPolicyHook } from './password-policy.ts';

/** Provider id of the generic OIDC issuer; Google keeps better-auth's own id `google`. */
export const OIDC_PROVIDER_ID = 'oidc';

/**
 * Header our Fastify route sets from `request.ip` (and strips from the client) so
 * better-auth records the same client address as the rest of the server.
 */
export const CLIENT_IP_HEADER = 'x-phonebazaar-client-ip';

export interface SocialProviderInfo {
  id: string;
  name: string;
}

/** Which social providers the configuration turns on, for the sign-in buttons. */
export function configuredSocialProviders(env: Env): SocialProviderInfo[] {
  const list: SocialProviderInfo[] = [];
  if (env.GOOGLE_CLIENT_ID) list.push({ id: 'google', name: 'Google' });
  if (env.OIDC_ISSUER) list.push({ id: OIDC_PROVIDER_ID, name: env.OIDC_NAME });
  return list;
}

/** Origins allowed as callback targets and as the Origin of cookie-bearing POSTs. */
export function trustedOrigins(env: Env): string[] {
  return [
    ...new Set([
      env.PUBLIC_URL,
      ...loopbackAliases(env),
      ...env.CORS_ORIGINS,
      ...env.AUTH_TRUSTED_ORIGINS,
    ]),
  ];
}

/**
 * A newcomer may open http://127.0.0.1:3000 while PUBLIC_URL says localhost (or the other
 * way round); outside production both loopback names of the same port are trusted.
 */
function loopbackAliases(env: Env): string[] {
  if (env.NODE_ENV === 'production') return [];
  const url = new URL(env.PUBLIC_URL);
  if (url.hostname !== 'localhost' && url.hostname !== '127.0.0.1') return [];
  return ['localhost', '127.0.0.1'].map((host) => {
    const alias = new URL(url);
    alias.hostname = host;
    return alias.origin;
  });
}

export interface IdentityHooks {
  /** Keeps the marketplace profile in step when the identity's name or photo changes. */
  onProfileChanged(email: string, change: { name: string; image: string | null }): Promise<void>;
  /** Writes a mail to the outbox (decision 021); the worker delivers it later. */
  sendMail(mail: MailContent & { to: string }): Promise<unknown>;
  /** The address was just proven (ADMIN_EMAILS applies only to proven addresses, issue #14 item 2). */
  onEmailVerified(email: string): Promise<void>;
}

/** Where the verification link lands in the app, with `?error=CODE` when it did not work. */
export const EMAIL_VERIFIED_PATH = paths.emailVerified;
/** The web page that asks for the new password; the mail's link adds `?token=`. */
export const RESET_PASSWORD_PATH = paths.resetPassword;
/** A reset link works once, within this many seconds (issue #14). */
export const RESET_TOKEN_SECONDS = 3600;

/**
 * An admin may delete an account while its sign-in is checking the password: the session
 * insert then finds its identity gone (a foreign key violation, which would be a 500). No
 * session is made instead, and better-auth answers 401 as for any failed sign-in.
 */
const SESSION_NOT_CREATED = 'Failed to create session';

function noSessionForDeletedIdentity(
  adapter: ReturnType<typeof drizzleAdapter>,
): ReturnType<typeof drizzleAdapter> {
  return (options) => {
    const base = adapter(options);
    return {
      ...base,
      async create(args) {
        try {
          return await base.create(args);
        } catch (error) {
          if (
            args.model === 'session' &&
            isForeignKeyViolation(error, 'auth_session_user_id_auth_user_id_fk')
          ) {
            return null as never;
          }
          throw error;
        }
      },
    };
  };
}

/**
 * The better-auth instance (product-decisions §2): email+password with scrypt hashes,
 * database sessions through the drizzle adapter, Google and a generic OIDC issuer when
 * configured. Sign-in/sign-up rate limits are ours (rate-limits/rate-limit-sign-in.ts), not better-auth's,
 * because they must be per email as well as per IP and live in the database.
 */
export function createIdentity(env: Env, db: Db, hooks: IdentityHooks, log?: FastifyBaseLogger) {
  const oidcIssuer = env.OIDC_ISSUER?.replace(/\/+$/, '');
  const profileRules = identityProfileRules(env);
  return betterAuth({
    appName: 'PhoneBazaar',
    baseURL: env.PUBLIC_URL,
    basePath: '/api/auth',
    secret: env.AUTH_SECRET,
    trustedOrigins: trustedOrigins(env),
    database: noSessionForDeletedIdentity(
      drizzleAdapter(db, {
        provider: 'pg',
        schema: {
          user: authUsers,
          session: authSessions,
          account: authAccounts,
          verification: authVerifications,
        },
      }),
    ),
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 128,
      ...passwordHashingOption(env),
      // Forgot password (issue #14): a single-use link to our reset page; better-auth's own
      // POST /reset-password consumes it, so its password checks apply, then every session ends.
      resetPasswordTokenExpiresIn: RESET_TOKEN_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        const link = `${env.PUBLIC_URL}${RESET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`;
        await hooks.sendMail({ to: user.email, ...passwordResetMail(user.name, link) });
      },
    },
    // Sign-up is unchanged (signed in at once); the mail proves the address afterwards.
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: 24 * 3600,
      // Our own link: the landing page is fixed, whatever callbackURL a sign-up body carried.
      sendVerificationEmail: async ({ user, token }) => {
        const link = `${env.PUBLIC_URL}/api/auth/verify-email?token=${encodeURIComponent(token)}&callbackURL=${encodeURIComponent(EMAIL_VERIFIED_PATH)}`;
        await hooks.sendMail({ to: user.email, ...verificationMail(user.name, link) });
      },
      afterEmailVerification: async (user) => {
        await hooks.onEmailVerified(user.email.toLowerCase());
      },
    },
    socialProviders: {
      ...(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? {
            google: {
              clientId: env.GOOGLE_CLIENT_ID,
              clientSecret: env.GOOGLE_CLIENT_SECRET,
              prompt: 'select_account' as const,
            },
          }
        : {}),
    },
    plugins: oidcIssuer
      ? [
          genericOAuth({
            config: [
              {
                providerId: OIDC_PROVIDER_ID,
                name: env.OIDC_NAME,
                discoveryUrl: `${oidcIssuer}/.well-known/openid-configuration`,
                clientId: env.OIDC_CLIENT_ID ?? '',
                // client_secret_basic is the OIDC default registration; every issuer supports it.
                ...(env.OIDC_CLIENT_SECRET
                  ? { clientSecret: env.OIDC_CLIENT_SECRET, authentication: 'basic' as const }
                  : {}),
                scopes: ['openid', 'email', 'profile'],
                pkce: true,
              },
            ],
          }),
        ]
      : [],
    account: { encryptOAuthTokens: true },
    // Sessions are read from the database on every request so sign-out is immediate.
    session: { cookieCache: { enabled: false } },
    // Issue #14 finding 14: sign-up, change and reset refuse a weak or common new password.
    hooks: { before: passwordPolicyHook },
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    advanced: {
      // Explicit, so the checks also run under NODE_ENV=test (better-auth skips them there).
      disableOriginCheck: false,
      disableCSRFCheck: false,
      useSecureCookies: env.PUBLIC_URL.startsWith('https://'),
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    databaseHooks: {
      user: {
        // The same rules as PATCH /api/users/me on every path that writes a profile (issue #14
        // findings 5 and 6): sign-up refuses, a social profile is cleaned.
        create: {
          before: async (user, context) => profileRules.create(user, context?.path),
        },
        update: {
          before: async (data) => profileRules.update(data),
          after: async (user) => {
            await hooks.onProfileChanged(user.email, {
              name: user.name,
              image: user.image ?? null,
            });
          },
        },
      },
    },
    // 4xx outcomes (wrong password, bad origin) are normal traffic: debug, not console noise.
    onAPIError: {
      onError: (error) => {
        const status = (error as { statusCode?: number } | null)?.statusCode ?? 500;
        if (status >= 500) log?.error({ err: error }, 'better-auth: request failed');
        else log?.debug({ err: error }, 'better-auth: request refused');
      },
    },
    logger: {
      disabled: !log,
      level: 'warn',
      log: (level, message, ...args) => {
        // better-auth reports a session insert that gave nothing back as an error; the only
        // way that happens is noSessionForDeletedIdentity's expected race (a refused sign-in).
        const expected = message === SESSION_NOT_CREATED;
        const fn =
          level === 'error' && !expected ? log?.error : level === 'info' ? log?.info : log?.warn;
        fn?.call(log, { args: args.length > 0 ? args : undefined }, `better-auth: ${message}`);
      },
    },
  });
}

export type Identity = ReturnType<typeof createIdentity>;
