import type { LightMyRequestResponse } from 'fastify';
import { afterAll, expect, it } from 'vitest';
import {
  cookieFrom,
  PASSWORD,
  recordUser,
  requestToken,
  signInRequest,
  signUp,
  signUpRequest,
  TEST_ORIGIN,
  uniqueEmail,
} from '../auth-helpers.ts';
import { account, addProduct, category, productBody, storedImage } from '../selling-helpers.ts';
import { describeOnEachDatabase, type TestContext } from '../test-app.ts';
import { freshIp } from './abuse-limit-calls.ts';
import { type HardeningFigure, writeHardeningFigures } from './hardening-figures.ts';

const PER_EMAIL = 10;
const WRITES = 3;
const WRONG = 'Wrong!pass1';

/** A raw sign-in POST: the bytes and content type exactly as given. */
function rawSignIn(ctx: TestContext, payload: Buffer | string, contentType: string, ip: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: TEST_ORIGIN, 'content-type': contentType, 'x-forwarded-for': ip },
    payload,
  });
}

const hasToken = (res: LightMyRequestResponse) => /"token"\s*:/.test(res.body);

/**
 * Issue #14 findings 4, 5 (second half), 10, 13 and 15 (duplicate sign-up, tokens in JSON):
 * what the identity service reads is what the limits count; the token budget is spent only
 * by the account's own requests; no stranger can lock an account; profile writes and new
 * listings are limited; session tokens stay in the cookie.
 */
describeOnEachDatabase(
  'hardening: identity limits and tokens (issue #14)',
  (ctx) => {
    const figures: HardeningFigure[] = [];
    afterAll(() => writeHardeningFigures('identity-limits', ctx().kind, figures));

    it('When a sign-in body has a BOM, bad UTF-8, another content type or is not a JSON object, then 400/415 before the identity service', async () => {
      const email = uniqueEmail('bom');
      await signUp(ctx().app, { email, ip: freshIp() });
      const json = JSON.stringify({ email, password: WRONG });
      const unreadable: Array<[Buffer | string, string]> = [
        [Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(json)]), 'application/json'],
        [`\uFEFF${json}`, 'application/json; charset=utf-8'],
        [
          Buffer.concat([Buffer.from(json.slice(0, -2)), Buffer.from([0xff, 0x22, 0x7d])]),
          'application/json',
        ],
        [json, 'text/plain'],
        [json, 'application/json; charset=iso-8859-1'],
        [`email=${encodeURIComponent(email)}&password=x`, 'application/x-www-form-urlencoded'],
        [`[${json}]`, 'application/json'],
        [`${json} trailing`, 'application/json'],
        ['null', 'application/json'],
        [JSON.stringify({ email: [email], password: WRONG }), 'application/json'],
        // Longer than any address: it would only ever be a huge counter key.
        [
          JSON.stringify({ email: `${'a'.repeat(300)}@example.com`, password: WRONG }),
          'application/json',
        ],
      ];
      // INVALID_BODY and JSON_REQUIRED are our reader's codes: better-auth never saw these
      // (it read the BOM body as JSON and answered 401, uncounted, before this fix).
      let refused = 0;
      for (const [payload, type] of unreadable) {
        const res = await rawSignIn(ctx(), payload, type, freshIp());
        expect([400, 415], `${type} ${String(payload).slice(0, 20)}: ${res.body}`).toContain(
          res.statusCode,
        );
        expect(['INVALID_BODY', 'JSON_REQUIRED']).toContain(res.json().code);
        refused += 1;
      }
      figures.push({
        item: '4',
        what: 'Sign-in bodies with a UTF-8 BOM, bad UTF-8, another content type or not a JSON object',
        figure: `${refused} of ${unreadable.length} refused before the identity service`,
      });
    });

    it('When wrong passwords come in every spelling of one email (case, spaces, NFKC, duplicate keys), then one limit counts them all', async () => {
      const email = uniqueEmail('spell');
      await signUp(ctx().app, { email, ip: freshIp() });
      const [local, domain] = email.split('@') as [string, string];
      const fullwidth = [...local].map((c) =>
        /[a-z]/.test(c) ? String.fromCharCode(c.charCodeAt(0) + 0xfee0) : c,
      );
      const spellings = [
        JSON.stringify({ email: email.toUpperCase(), password: WRONG }),
        JSON.stringify({ email: `  ${email}\t`, password: WRONG }),
        JSON.stringify({ email: `${fullwidth.join('')}@${domain}`, password: WRONG }),
        `{"email":"decoy-${local}@${domain}","password":"${WRONG}","email":"${email}"}`,
        JSON.stringify({
          email: `${local[0]!.toUpperCase()}${local.slice(1)}@${domain.toUpperCase()}`,
          password: WRONG,
        }),
      ];
      const ip = freshIp();
      const statuses: number[] = [];
      for (let i = 0; i < PER_EMAIL; i += 1) {
        statuses.push(
          (await rawSignIn(ctx(), spellings[i % spellings.length]!, 'application/json', ip))
            .statusCode,
        );
      }
      expect(
        statuses.every((s) => s === 401),
        statuses.join(),
      ).toBe(true);
      const next = await rawSignIn(ctx(), spellings[2]!, 'application/json', ip);
      expect(next.statusCode, next.body).toBe(429);
      figures.push({
        item: '4',
        what: `${PER_EMAIL} wrong passwords in 5 spellings of one email from one IP, then one more`,
        figure: `${statuses.filter((s) => s === 401).length} answered, the next ${next.statusCode}`,
      });
    });

    it("When another account's token is asked for with a victim's session, then the victim's own token budget is untouched", async () => {
      const email = uniqueEmail('victim');
      const cookie = await signUp(ctx().app, { email, ip: freshIp() });
      const recorded = await recordUser(ctx().app, cookie, { email });
      expect(recorded.statusCode, recorded.body).toBe(200);
      const forged: number[] = [];
      for (let i = 0; i < WRITES * 3; i += 1) {
        forged.push((await requestToken(ctx().app, cookie, uniqueEmail('other'))).statusCode);
      }
      expect(
        forged.every((s) => s === 401),
        forged.join(),
      ).toBe(true);
      const own = await requestToken(ctx().app, cookie, email);
      expect(own.statusCode, own.body).toBe(200);
      figures.push({
        item: '5',
        what: `${forged.length} /api/jwt calls for another email with the victim's session (limit ${WRITES})`,
        figure: `victim's own token: ${own.statusCode}`,
      });
    });

    it('When a stranger sends 10 wrong passwords from one IP, then that IP is refused and the owner signs in at once from theirs', async () => {
      const email = uniqueEmail('owner');
      const ownerIp = freshIp();
      await signUp(ctx().app, { email, ip: ownerIp });
      const attacker = freshIp();
      for (let i = 0; i < PER_EMAIL; i += 1) {
        const res = await signInRequest(ctx().app, {
          email,
          password: `${WRONG}${i}`,
          ip: attacker,
        });
        expect(res.statusCode).toBe(401);
      }
      const rotated = await signInRequest(ctx().app, {
        email,
        password: 'Guess!11x',
        ip: attacker,
      });
      expect(rotated.statusCode).toBe(429);
      const owner = await signInRequest(ctx().app, { email, ip: ownerIp });
      expect(owner.statusCode, owner.body).toBe(200);
      figures.push({
        item: '10',
        what: `${PER_EMAIL} wrong passwords from an attacker IP, then the attacker and the owner`,
        figure: `attacker ${rotated.statusCode}, owner from own IP ${owner.statusCode}`,
      });
    });

    it('When the owner signs in successfully 11 times in a row, then every one succeeds', async () => {
      const email = uniqueEmail('often');
      await signUp(ctx().app, { email, ip: freshIp() });
      const ip = freshIp();
      const statuses: number[] = [];
      for (let i = 0; i <= PER_EMAIL; i += 1) {
        statuses.push((await signInRequest(ctx().app, { email, ip })).statusCode);
      }
      expect(statuses).toEqual(Array(PER_EMAIL + 1).fill(200));
      figures.push({
        item: '10',
        what: `${PER_EMAIL + 1} successful sign-ins in a row from one IP`,
        figure: `${statuses.filter((s) => s === 200).length} of ${statuses.length} succeeded`,
      });
    });

    it('When wrong passwords come from many IPs against one email, then unknown devices are slowed, and the owner’s device still signs in', async () => {
      const email = uniqueEmail('spread');
      const cookie = await signUp(ctx().app, { email, ip: freshIp() });
      for (let i = 0; i < PER_EMAIL; i += 1) {
        const res = await signInRequest(ctx().app, { email, password: WRONG, ip: freshIp() });
        expect(res.statusCode).toBe(401);
      }
      const after: LightMyRequestResponse[] = [];
      for (let i = 0; i < 3; i += 1) {
        after.push(await signInRequest(ctx().app, { email, password: WRONG, ip: freshIp() }));
      }
      const slowed = after.filter((r) => r.statusCode === 429);
      expect(slowed.length).toBeGreaterThanOrEqual(2);
      for (const r of slowed) {
        expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
        expect(Number(r.headers['retry-after'])).toBeLessThanOrEqual(60);
      }
      // The owner's browser carries the known-device mark from the sign-up: a new address is fine.
      const device = cookie.split('; ').find((c) => c.startsWith('pb_known='));
      expect(device).toBeDefined();
      const owner = await ctx().app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: TEST_ORIGIN, 'x-forwarded-for': freshIp(), cookie: device! },
        payload: { email, password: PASSWORD },
      });
      expect(owner.statusCode, owner.body).toBe(200);
      figures.push({
        item: '10',
        what: `${PER_EMAIL} wrong passwords from ${PER_EMAIL} IPs, then 3 more from new IPs and the owner's device`,
        figure: `${slowed.length} of 3 slowed (Retry-After ≤ 60 s), owner ${owner.statusCode}`,
      });
    });

    it('When an account writes its profile or adds listings past the limit, then 429 on every path', async () => {
      const seller = await account(ctx(), 'seller');
      const patch = () =>
        ctx().app.inject({
          method: 'PATCH',
          url: '/api/users/me',
          headers: { ...seller.headers, 'x-forwarded-for': freshIp() },
          payload: { name: 'Renamed' },
        });
      const record = () =>
        recordUser(ctx().app, seller.cookie, { email: seller.email, role: 'seller' });
      const updateUser = () =>
        ctx().app.inject({
          method: 'POST',
          url: '/api/auth/update-user',
          headers: { origin: TEST_ORIGIN, cookie: seller.cookie, 'x-forwarded-for': freshIp() },
          payload: { name: 'Renamed Again' },
        });
      // The profile budget is shared by the three ways to write a profile.
      const profile: number[] = [];
      for (const call of [patch, record, updateUser, patch, record, updateUser]) {
        profile.push((await call()).statusCode);
      }
      // recordUser during account() already spent one.
      expect(profile.filter((s) => s === 429).length, profile.join()).toBeGreaterThanOrEqual(3);
      expect(profile.at(-1)).toBe(429);

      const body = productBody({
        categoriesId: await category(ctx()),
        productImg: await storedImage(ctx()),
      });
      const listings: number[] = [];
      for (let i = 0; i <= WRITES; i += 1)
        listings.push((await addProduct(ctx().app, seller, body)).statusCode);
      expect(listings).toEqual([...Array(WRITES).fill(200), 429]);
      figures.push({
        item: '13',
        what: `6 profile writes (PATCH /users/me, POST /users, update-user) and ${WRITES + 1} new listings, limit ${WRITES} each`,
        figure: `profile: ${profile.filter((s) => s === 429).length} of 6 refused; listings: the ${WRITES + 1}th ${listings.at(-1)}`,
      });
    });

    it('When a seller edits and advertises listings past the limit, then 429 (every listing write empties the cached lists)', async () => {
      const seller = await account(ctx(), 'seller');
      const body = productBody({
        categoriesId: await category(ctx()),
        productImg: await storedImage(ctx()),
      });
      const added = await addProduct(ctx().app, seller, body);
      expect(added.statusCode, added.body).toBe(200);
      const id = added.json().insertedId as string;
      const write = (method: 'PATCH' | 'PUT') =>
        ctx().app.inject({
          method,
          url: `/api/product/${id}`,
          headers: { ...seller.headers, 'x-forwarded-for': freshIp() },
          ...(method === 'PATCH' ? { payload: { description: 'Still fine.' } } : {}),
        });
      const statuses: number[] = [];
      for (const method of ['PATCH', 'PUT', 'PATCH', 'PUT'] as const) {
        statuses.push((await write(method)).statusCode);
      }
      expect(statuses, statuses.join()).toEqual([200, 200, 429, 429]);
      figures.push({
        item: '13',
        what: `1 new listing, then edits and advertise toggles (listing limit ${WRITES})`,
        figure: `${statuses.filter((s) => s === 429).length} of ${statuses.length} writes past the limit refused`,
      });
    });

    it("When a cross-site page posts update-user with a victim's cookie, then the victim's profile budget is untouched", async () => {
      const victim = await account(ctx(), '');
      const forged: number[] = [];
      for (let i = 0; i < WRITES * 2; i += 1) {
        const res = await ctx().app.inject({
          method: 'POST',
          url: '/api/auth/update-user',
          headers: {
            origin: 'http://evil.example',
            cookie: victim.cookie,
            'x-forwarded-for': freshIp(),
          },
          payload: { name: 'Forged' },
        });
        forged.push(res.statusCode);
      }
      expect(
        forged.every((s) => s === 403),
        forged.join(),
      ).toBe(true);
      // account() recorded the profile once; the victim's own writes still go through.
      const own = await ctx().app.inject({
        method: 'PATCH',
        url: '/api/users/me',
        headers: { ...victim.headers, 'x-forwarded-for': freshIp() },
        payload: { name: 'Mine' },
      });
      expect(own.statusCode, own.body).toBe(200);
      figures.push({
        item: '5',
        what: `${forged.length} forged cross-site update-user calls with the victim's cookie (profile limit ${WRITES})`,
        figure: `victim's own profile write: ${own.statusCode}`,
      });
    });

    it('When someone signs up with a taken email, then 409 with the taken code; sign-up, sign-in and get-session answers carry no session token', async () => {
      const email = uniqueEmail('dup');
      const first = await signUpRequest(ctx().app, { email, ip: freshIp() });
      expect(first.statusCode, first.body).toBe(200);
      const again = await signUpRequest(ctx().app, {
        email: email.toUpperCase(),
        password: 'Other!pass2',
        ip: freshIp(),
      });
      expect(again.statusCode, again.body).toBe(409);
      expect(again.json().code).toMatch(/^USER_ALREADY_EXISTS/);
      const signIn = await signInRequest(ctx().app, { email, ip: freshIp() });
      const session = await ctx().app.inject({
        method: 'GET',
        url: '/api/auth/get-session',
        headers: { cookie: cookieFrom(signIn) },
      });
      expect(session.json().user.email).toBe(email);
      const answers = [first, signIn, session];
      expect(answers.filter(hasToken)).toHaveLength(0);
      expect(cookieFrom(signIn)).toContain('session_token');
      figures.push({
        item: '15',
        what: 'Duplicate sign-up; session token in the JSON of sign-up, sign-in and get-session',
        figure: `duplicate ${again.statusCode}; token in ${answers.filter(hasToken).length} of ${answers.length} answers`,
      });
    });
  },
  {
    AUTH_RATE_LIMIT_PER_EMAIL: String(PER_EMAIL),
    AUTH_RATE_LIMIT_PER_IP: '1000',
    TOKEN_RATE_LIMIT_PER_ACCOUNT: String(WRITES),
    PROFILE_RATE_LIMIT_PER_ACCOUNT: String(WRITES),
    LISTING_RATE_LIMIT_PER_ACCOUNT: String(WRITES),
  },
);
