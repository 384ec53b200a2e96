import { json } from './mock-api';

type Role = '' | 'seller' | 'admin';

export interface FakeAccount {
  email: string;
  password?: string;
  name?: string;
  image?: string;
  role?: Role;
}

/** A JWT-shaped token whose claims the app can read (it never verifies them). */
/**
 * A person's marketplace id (the access token's subject, what `sellerId` names): on purpose
 * not the identity session's user id (`id-<email>`), as on the real server.
 */
export const marketplaceIdOf = (email: string) => `mp-${email}`;

export function fakeToken(email: string): string {
  const payload = btoa(JSON.stringify({ email, sub: marketplaceIdOf(email), exp: 4102444800 }));
  return `header.${payload.replace(/=+$/, '')}.signature`;
}

const bodyOf = (init: RequestInit) =>
  typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};

/**
 * The identity part of the server in memory: accounts, the one signed-in session, tokens
 * and role checks. `calls` logs "METHOD /path" (with the JSON body) in order, so tests can
 * assert the sequence of spec §4 flows. Spread `handlers` into mockApi.
 */
export function fakeIdentityServer(accounts: FakeAccount[], signedIn: string | null = null) {
  const byEmail = new Map(accounts.map((a) => [a.email, { ...a }]));
  let current = signedIn;
  const calls: { call: string; body: Record<string, unknown>; auth: string | null }[] = [];
  const log = (method: string, url: URL, init: RequestInit) =>
    calls.push({
      call: `${method} ${url.pathname}`,
      body: bodyOf(init),
      auth: new Headers(init.headers).get('authorization'),
    });

  const handlers: Record<string, (url: URL, init: RequestInit) => Response> = {
    '/api/auth/get-session': (url, init) => {
      log('GET', url, init);
      const account = current ? byEmail.get(current) : undefined;
      if (!account) return json(null);
      const { email, name = 'Test User', image = null } = account;
      return json({ session: { id: 's1' }, user: { id: `id-${email}`, email, name, image } });
    },
    '/api/auth/sign-in/email': (url, init) => {
      log('POST', url, init);
      const { email, password } = bodyOf(init);
      const account = byEmail.get(String(email));
      if (!account || account.password !== password) {
        return json(
          { message: 'Invalid email or password', code: 'INVALID_EMAIL_OR_PASSWORD' },
          { status: 401 },
        );
      }
      current = account.email;
      return json({ redirect: false, token: 't' });
    },
    '/api/auth/sign-up/email': (url, init) => {
      log('POST', url, init);
      const { email, name, password } = bodyOf(init);
      if (byEmail.has(String(email))) {
        return json(
          { message: 'User already exists.', code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL' },
          { status: 422 },
        );
      }
      byEmail.set(String(email), {
        email: String(email),
        name: String(name),
        password: String(password),
      });
      current = String(email);
      return json({ token: 't' });
    },
    '/api/auth/sign-out': (url, init) => {
      log('POST', url, init);
      current = null;
      return json({ success: true });
    },
    '/api/jwt': (url, init) => {
      log('GET', url, init);
      const email = url.searchParams.get('email') ?? '';
      if (email !== current) return json({ message: 'no', code: 'UNAUTHORIZED' }, { status: 401 });
      return json({ geniusToken: fakeToken(email) });
    },
    '/api/users': (url, init) => {
      log('POST', url, init);
      const { email, role } = bodyOf(init);
      const account = byEmail.get(String(email));
      if (account && role === 'seller' && account.role !== 'admin') account.role = 'seller';
      return json({ acknowledged: true, insertedId: 'profile-1' });
    },
    '/api/users/me': (url, init) => {
      log('PATCH', url, init);
      const account = current ? byEmail.get(current) : undefined;
      const { name, photoURL } = bodyOf(init);
      if (account && typeof name === 'string') account.name = name;
      if (account && typeof photoURL === 'string') account.image = photoURL;
      return json({ acknowledged: true, modifiedCount: 1 });
    },
  };
  for (const email of byEmail.keys()) {
    const path = encodeURIComponent(email);
    const role = () => byEmail.get(email)?.role ?? '';
    handlers[`/api/users/admin/${path}`] = (url, init) => {
      log('GET', url, init);
      return json({ isAdmin: role() === 'admin' });
    };
    handlers[`/api/users/seller/${path}`] = (url, init) => {
      log('GET', url, init);
      return json({ isSellerOrAdmin: role() === 'seller' || role() === 'admin' });
    };
  }
  return {
    handlers,
    calls,
    /** The logged calls as "METHOD /path" strings. */
    sequence: () => calls.map((c) => c.call),
    account: (email: string) => byEmail.get(email),
    /** A sign-in that happened elsewhere (the social popup shares the session cookie). */
    signInAs: (email: string) => {
      current = email;
    },
  };
}

/** Handlers for the data pages around the identity screens. */
export const pageData = {
  '/api/auth-config': () => json({ emailPassword: true, social: [] }),
  '/api/allproducts': () => json([]),
  '/api/advertisement': () => json([]),
  '/api/categories': () => json([]),
  '/api/stats': () => json({ listings: 0, sellers: 0, verifiedSellers: 0, sales: 0 }),
  // The navbar's bell (issue #18) asks for the unread count on every signed-in page.
  '/api/notifications': () => json({ items: [], nextCursor: null, unread: 0 }),
  // The profile's notification choices (issue #39): everything on, as before anyone chooses.
  '/api/notification-preferences': (_url: URL, init: RequestInit) =>
    json(
      init.method === 'PUT'
        ? withBell(JSON.parse(String(init.body)))
        : withBell(
            Object.fromEntries(
              ['messages', 'offers', 'deals', 'alerts', 'reviews'].map((g) => [
                g,
                { mail: true, push: true },
              ]),
            ),
          ),
    ),
};

function withBell(groups: Record<string, { mail: boolean; push: boolean }>) {
  return Object.fromEntries(
    Object.entries(groups).map(([g, channels]) => [g, { inApp: true, ...channels }]),
  );
}
