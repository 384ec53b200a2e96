import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authUsers, users } from '../../db/schema.ts';
import { loadEnv } from '../../env.ts';
import { createImageUrlPolicy, GOOGLE_AVATAR_ORIGIN } from '../../lib/image-url.ts';
import { requireGivenSecrets } from '../../lib/secrets.ts';
import { identityProfileRules } from '../../modules/auth/identity-profile-rules.ts';
import { PASSWORD, recordUser, signUp, TEST_ORIGIN, uniqueEmail } from '../auth-helpers.ts';
import { describeOnEachDatabase } from '../test-app.ts';
import { type HardeningFigure, writeHardeningFigures } from './hardening-figures.ts';

/**
 * Issue #14 findings 5 and 6: `photoURL` took `/images/../api/jwt` (every visitor's browser
 * then called the API with its own cookies), and sign-up skipped the name and photo limits
 * (a 60,000-character name, `data:` and `javascript:` pictures, copied into every listing).
 */
const NAME = `${randomBytes(18).toString('base64url')}.webp`;
const PUBLIC_URL = 'https://shop.example';

/** Every spelling here must be refused wherever a picture URL is stored. */
const HOSTILE = [
  '/images/../api/jwt',
  '/images/%2e%2e/api/jwt',
  '/images/%2E%2E/api/jwt',
  '/images/..%2fapi%2fjwt',
  '/images/%252e%252e%252fapi%252fjwt',
  '/images\\..\\api\\jwt',
  '\\\\evil.example/x.webp',
  '//evil.example/x.webp',
  '/\\evil.example/x.webp',
  'javascript:alert(1)',
  'JAVASCRIPT:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:image/png;base64,iVBORw0KGgo=',
  'DATA:image/svg+xml,<svg onload=alert(1)>',
  'vbscript:msgbox(1)',
  'http://evil.example/a.webp',
  'HTTP://lh3.googleusercontent.com/a/x',
  'https://evil.example/a.webp',
  'https://lh3.googleusercontent.com.evil.example/a',
  'https://user:pw@lh3.googleusercontent.com/a',
  `/images/${NAME}?next=/api/jwt`,
  `/images/${NAME}#x`,
  `/images/\u2024\u2024/api/jwt`,
  `/images/\uff0e\uff0e/api/jwt`,
  '/images/a.b.webp',
  '/images/sub/a.webp',
  '/images/.webp',
  `/images/${NAME}.png`,
  '/api/jwt',
  `${PUBLIC_URL}/api/jwt`,
  `${PUBLIC_URL}/images/../api/jwt`,
  `${PUBLIC_URL}/images/${NAME}?x=1`,
  'x'.repeat(3000),
];

/** Our own uploads in the spellings a client may echo back, and what is stored. */
const OWN = [
  [`/images/${NAME}`, `/images/${NAME}`],
  [`${PUBLIC_URL}/images/${NAME}`, `/images/${NAME}`],
  [`${PUBLIC_URL.toUpperCase()}/images/${NAME}`, `/images/${NAME}`],
  [`/images/${encodeURIComponent(NAME).replace('w', '%77')}`, `/images/${NAME}`],
  [`  /images/${NAME}  `, `/images/${NAME}`],
  ['', ''],
] as const;

const env = (extra: Record<string, string> = {}) =>
  requireGivenSecrets(
    loadEnv({
      NODE_ENV: 'test',
      PUBLIC_URL,
      AUTH_SECRET: 'x'.repeat(40),
      IMEI_KEY: 'i'.repeat(43),
      ...extra,
    }),
  );

describe('hardening: the picture URL policy (issue #14, 5)', () => {
  const policy = createImageUrlPolicy(env({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's' }));

  it('When a picture URL is hostile in any spelling, then it is refused after normalising', () => {
    const accepted = HOSTILE.filter((url) => policy.canonical(url) !== undefined);
    expect(accepted).toEqual([]);
  });

  it('When a picture is one of our uploads in any accepted spelling, then the relative form is stored', () => {
    for (const [input, stored] of OWN) expect(policy.canonical(input), input).toBe(stored);
  });

  it('When an https picture is on an allowed origin, then it is kept; Google only while Google sign-in is on', () => {
    const avatar = `${GOOGLE_AVATAR_ORIGIN}/a/ACg8ocK-x=s96-c`;
    expect(policy.canonical(avatar)).toBe(avatar);
    expect(policy.canonical('HTTPS://LH3.GOOGLEUSERCONTENT.COM/a/x')).toBe(
      `${GOOGLE_AVATAR_ORIGIN}/a/x`,
    );
    expect(createImageUrlPolicy(env()).canonical(avatar)).toBeUndefined();
    const configured = createImageUrlPolicy(env({ IMAGE_ORIGINS: 'https://cdn.example' }));
    expect(configured.canonical('https://cdn.example/p/a.jpg?s=80')).toBe(
      'https://cdn.example/p/a.jpg?s=80',
    );
    expect(configured.canonical('http://cdn.example/p/a.jpg')).toBeUndefined();
  });

  it('When S3 serves the uploads, then <S3_PUBLIC_URL>/<name> is ours and nothing else under it', () => {
    const s3 = createImageUrlPolicy(
      env({
        S3_BUCKET: 'b',
        S3_ACCESS_KEY_ID: 'k',
        S3_SECRET_ACCESS_KEY: 's',
        S3_PUBLIC_URL: 'https://cdn.example/pics',
      }),
    );
    expect(s3.canonical(`https://cdn.example/pics/${NAME}`)).toBe(
      `https://cdn.example/pics/${NAME}`,
    );
    expect(s3.canonical('https://cdn.example/pics/../api/jwt')).toBeUndefined();
    expect(s3.canonical(`https://cdn.example/other/${NAME}`)).toBeUndefined();
  });

  it('When a social provider sends a long, control-laden name and a picture we do not allow, then it is cleaned, not refused', () => {
    const rules = identityProfileRules(env());
    const { data } = rules.create(
      {
        email: 'a@example.com',
        name: `  Ann\u0000\u202e ${'x'.repeat(500)}`,
        image: 'javascript:alert(1)',
      },
      '/callback/google',
    );
    expect(data.name).toMatch(/^Ann x+$/);
    expect(Array.from(data.name).length).toBeLessThanOrEqual(100);
    expect(data.image).toBeNull();
    expect(() =>
      rules.create(
        { email: 'a@example.com', name: 'x'.repeat(101), image: null },
        '/sign-up/email',
      ),
    ).toThrow(/at most 100/);
  });
});

describeOnEachDatabase('hardening: profile writes (issue #14, 5 and 6)', (ctx) => {
  const figures: HardeningFigure[] = [];
  let cookie: string;
  let email: string;
  const patchMe = (payload: object) =>
    ctx().app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers: { cookie, origin: TEST_ORIGIN },
      payload,
    });
  const signUpWith = (payload: object) =>
    ctx().app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: {
        origin: TEST_ORIGIN,
        'x-forwarded-for': `10.9.${randomBytes(1)[0]}.${randomBytes(1)[0]}`,
      },
      payload: { email: uniqueEmail('hp'), password: PASSWORD, name: 'Ann', ...payload },
    });
  const profile = async () => {
    const [row] = await ctx()
      .database.db.select({ name: users.name, photoUrl: users.photoUrl })
      .from(users)
      .where(eq(users.email, email));
    const [identity] = await ctx()
      .database.db.select({ name: authUsers.name, image: authUsers.image })
      .from(authUsers)
      .where(eq(authUsers.email, email));
    return { ...row, identity };
  };

  beforeAll(async () => {
    email = uniqueEmail('profile');
    cookie = await signUp(ctx().app, { email });
    expect((await recordUser(ctx().app, cookie, { email })).statusCode).toBe(200);
  });
  afterAll(() => writeHardeningFigures('profiles', ctx().kind, figures));

  it('When a hostile picture URL is sent to POST /api/users, PATCH /api/users/me, sign-up or update-user, then every one is refused with 400', async () => {
    const paths = {
      'POST /api/users': (photoURL: string) => recordUser(ctx().app, cookie, { email, photoURL }),
      'PATCH /api/users/me': (photoURL: string) => patchMe({ photoURL }),
      'sign-up': (image: string) => signUpWith({ image }),
      'update-user': (image: string) =>
        ctx().app.inject({
          method: 'POST',
          url: '/api/auth/update-user',
          headers: { cookie, origin: TEST_ORIGIN },
          payload: { image },
        }),
    };
    const before = await profile();
    const leaks: string[] = [];
    let refused = 0;
    for (const [name, send] of Object.entries(paths)) {
      for (const url of HOSTILE) {
        const res = await send(url);
        if (res.statusCode === 400) refused++;
        else leaks.push(`${name} ${JSON.stringify(url)} -> ${res.statusCode}`);
      }
    }
    expect(leaks).toEqual([]);
    expect(await profile()).toEqual(before);
    figures.push({
      item: '5',
      what: `Hostile picture URLs (${HOSTILE.length}: ../, %2e%2e, \\\\, //evil, javascript:, data:, http:, unicode dots, queries...) on 4 profile paths`,
      figure: `${refused} of ${HOSTILE.length * 4} refused with 400; profile unchanged`,
    });
  }, 180_000);

  it('When our upload comes back as an absolute or percent-encoded URL, then the canonical /images/<name> is stored in profile and identity', async () => {
    const absolute = `${ctx().env.PUBLIC_URL}/images/${NAME}`;
    expect((await patchMe({ photoURL: absolute })).statusCode).toBe(200);
    const after = await profile();
    expect(after.photoUrl).toBe(`/images/${NAME}`);
    expect(after.identity?.image).toBe(`/images/${NAME}`);
    expect((await patchMe({ photoURL: '' })).statusCode).toBe(200);
  });

  it('When sign-up or a profile write carries a 60,000-character, blank or control-character name, then 400 on every path', async () => {
    const names = [
      'x'.repeat(60_000),
      'x'.repeat(101),
      '   ',
      'Ann\u0000',
      'Ann\u202eevil',
      'A\nB',
    ];
    let refused = 0;
    for (const name of names) {
      const answers = [
        await signUpWith({ name }),
        await recordUser(ctx().app, cookie, { email, name }),
        await patchMe({ name }),
        await ctx().app.inject({
          method: 'POST',
          url: '/api/auth/update-user',
          headers: { cookie, origin: TEST_ORIGIN },
          payload: { name },
        }),
      ];
      for (const res of answers) {
        expect(res.statusCode, `${name.slice(0, 20)}: ${res.body.slice(0, 200)}`).toBe(400);
        refused++;
      }
    }
    const ok = await signUpWith({ name: '  Ann Lee  ' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().user.name).toBe('Ann Lee');
    figures.push({
      item: '6',
      what: 'Names of 60,000 / 101 characters, blank, NUL, RLO, newline on sign-up, POST /api/users, PATCH /api/users/me, update-user',
      figure: `${refused} of ${names.length * 4} refused with 400; a trimmed 'Ann Lee' accepted`,
    });
  });
});
