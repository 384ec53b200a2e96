import { PASSWORD_STRENGTH_TEXTS } from '@phonebazaar/shared';
import { describe, expect, it } from 'vitest';
import { passwordProblem, passwordRefusal } from '../../modules/auth/password-policy.ts';
import {
  cookieFrom,
  PASSWORD,
  signUp,
  signUpRequest,
  TEST_ORIGIN,
  uniqueEmail,
} from '../auth-helpers.ts';
import { latestMail } from '../mail-helpers.ts';
import { linkIn } from '../smtp-inbox.ts';
import { describeOnEachDatabase } from '../test-app.ts';
import { freshIp } from './abuse-limit-calls.ts';
import { writeHardeningFigures } from './hardening-figures.ts';

/** Weak or common passwords a real attacker list starts with. */
const WEAK = [
  '123456',
  'password',
  'abcdef',
  'Abcdef',
  'Abc123',
  'qwerty123',
  'P@ssw0rd',
  'Password1!',
];
/**
 * Issue #36 N8: passwords that pass the spec's pattern (an upper case letter, a digit, one of
 * !@#$&*) and are not on the common list as typed, yet are guessed early.
 */
const PATTERN_ONLY = ['Password1!', 'Qwerty123!', 'Welcome@2024', 'N3w&Stronger', 'Summer2024!'];
const STRONG_NEW = 'Kite!Harbor-Plum-72';

describe('password policy', () => {
  // The demo accounts' password is public (README) and written without the policy.
  it('When the password is a fixture or helper password, then it passes', () => {
    for (const ok of [PASSWORD, STRONG_NEW, 'Other!pass2', 'Wrong!pass1', 'Demo!pass1']) {
      expect(passwordProblem(ok), ok).toBeNull();
    }
  });

  it('When a password passes the pattern but the estimator scores it under 3, then PASSWORD_TOO_WEAK with its advice', () => {
    for (const weak of PATTERN_ONLY) {
      const refusal = passwordRefusal(weak);
      expect(refusal?.code, weak).toBe('PASSWORD_TOO_WEAK');
      expect(refusal?.message.startsWith(PASSWORD_STRENGTH_TEXTS.tooGuessable)).toBe(true);
      expect(refusal!.message.length).toBeGreaterThan(PASSWORD_STRENGTH_TEXTS.tooGuessable.length);
    }
    expect(passwordRefusal('Password1!')?.message).toContain('commonly used password');
  });

  it('When the password is built from the email or name being signed up with, then it counts as guessable', () => {
    const strongAlone = 'Kamrulzaman$5';
    expect(passwordProblem(strongAlone)).toBeNull();
    expect(
      passwordRefusal(strongAlone, ['kamrulzaman@example.com', 'Kamrulzaman Ahmed'])?.code,
    ).toBe('PASSWORD_TOO_WEAK');
  });

  it('When the password is short, has no upper case, digit or symbol, or is common, then it is named', () => {
    expect(passwordProblem('A1!')).toBe('PASSWORD_TOO_SHORT');
    expect(passwordProblem('abcdef1!')).toBe('PASSWORD_TOO_WEAK');
    expect(passwordProblem('Abcdefg!')).toBe('PASSWORD_TOO_WEAK');
    expect(passwordProblem('P@ssw0rd')).toBe('PASSWORD_TOO_COMMON');
  });
});

describeOnEachDatabase('hardening: server-side password strength (issue #14 finding 14)', (ctx) => {
  it('When sign-up or change-password sets a weak or common password, then 400 with a field message and nothing changes', async () => {
    const { app } = ctx();
    let refused = 0;
    let tried = 0;
    for (const password of WEAK) {
      const res = await signUpRequest(app, { email: uniqueEmail('weak'), password, ip: freshIp() });
      tried += 1;
      if (res.statusCode === 400 && res.json().fieldErrors?.password?.length === 1) refused += 1;
      expect(res.statusCode, `${password}: ${res.body}`).toBe(400);
      expect(res.json().code).toMatch(/^PASSWORD_TOO_(SHORT|WEAK|COMMON)$/);
      // No session; a first-party device id cookie (issue #36 item 2) may be set on any answer.
      const cookies = [res.headers['set-cookie'] ?? []].flat();
      expect(cookies.filter((c) => !c.startsWith('pb_device='))).toEqual([]);
    }

    const email = uniqueEmail('change');
    const cookie = await signUp(app, { email, ip: freshIp() });
    for (const newPassword of WEAK) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: { origin: TEST_ORIGIN, cookie },
        payload: { currentPassword: PASSWORD, newPassword },
      });
      tried += 1;
      if (res.statusCode === 400 && res.json().fieldErrors?.password?.length === 1) refused += 1;
      expect(res.statusCode, `${newPassword}: ${res.body}`).toBe(400);
    }
    // The old password still signs in: nothing was written.
    const again = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN, 'x-forwarded-for': freshIp() },
      payload: { email, password: PASSWORD },
    });
    expect(again.statusCode, again.body).toBe(200);
    // A strong new password is accepted.
    const strong = await app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { origin: TEST_ORIGIN, cookie: cookieFrom(again) },
      payload: { currentPassword: PASSWORD, newPassword: STRONG_NEW },
    });
    expect(strong.statusCode, strong.body).toBe(200);

    writeHardeningFigures('passwords', ctx().kind, [
      {
        item: '14',
        what: 'Weak or common passwords (123456, P@ssw0rd...) at sign-up and change-password',
        figure: `${refused} of ${tried} refused with a field message`,
      },
    ]);
  });
});

describeOnEachDatabase('hardening: the strength estimator (issue #36 N8)', (ctx) => {
  it('When sign-up, change-password or reset-password sets Password1!, then 400 PASSWORD_TOO_WEAK with advice, and a strong one is accepted', async () => {
    const { app, database } = ctx();
    const weak = 'Password1!';
    const refusedWith = (res: { statusCode: number; body: string; json: () => unknown }) => {
      const body = res.json() as { code: string; fieldErrors: { password: string[] } };
      expect(res.statusCode, res.body).toBe(400);
      expect(body.code).toBe('PASSWORD_TOO_WEAK');
      expect(body.fieldErrors.password[0]).toContain(PASSWORD_STRENGTH_TEXTS.tooGuessable);
    };
    refusedWith(
      await signUpRequest(app, { email: uniqueEmail('n8'), password: weak, ip: freshIp() }),
    );

    const email = uniqueEmail('n8-change');
    const cookie = await signUp(app, { email, ip: freshIp() });
    const change = (newPassword: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: { origin: TEST_ORIGIN, cookie },
        payload: { currentPassword: PASSWORD, newPassword },
      });
    refusedWith(await change(weak));

    await app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { origin: TEST_ORIGIN },
      payload: { email },
    });
    const token = new URL(
      linkIn((await latestMail(database.db, email, 'reset-password')).textBody),
    ).searchParams.get('token');
    const reset = (newPassword: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        headers: { origin: TEST_ORIGIN },
        payload: { token, newPassword },
      });
    refusedWith(await reset(weak));
    // The link was not used up by the refusal: a strong password goes through.
    const ok = await reset(STRONG_NEW);
    expect(ok.statusCode, ok.body).toBe(200);

    writeHardeningFigures('password-estimator', ctx().kind, [
      {
        item: 'N8',
        what: 'Password1! at sign-up, change-password and reset-password',
        figure: '3 of 3 refused (400 PASSWORD_TOO_WEAK with the estimator’s advice)',
      },
    ]);
  });
});
