import { describe, expect, it } from 'vitest';
import { passwordProblem } from '../../modules/auth/password-policy.ts';
import { DEMO_PASSWORD } from '../../seed/demo-identities.ts';
import {
  cookieFrom,
  PASSWORD,
  signUp,
  signUpRequest,
  TEST_ORIGIN,
  uniqueEmail,
} from '../auth-helpers.ts';
import { describeOnEachDatabase } from '../test-app.ts';
import { freshIp } from './abuse-limit-calls.ts';
import { writeHardeningFigures } from './hardening-figures.ts';

/** Weak or common passwords a real attacker list starts with. */
const WEAK = ['123456', 'password', 'abcdef', 'Abcdef', 'Abc123', 'qwerty123', 'P@ssw0rd'];

describe('password policy', () => {
  it('When the password is a demo, fixture or helper password, then it passes', () => {
    for (const ok of [DEMO_PASSWORD, PASSWORD, 'Other!pass2', 'Wrong!pass1', 'Demo!pass1']) {
      expect(passwordProblem(ok), ok).toBeNull();
    }
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
      expect(res.headers['set-cookie']).toBeUndefined();
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
      payload: { currentPassword: PASSWORD, newPassword: 'N3w&Stronger' },
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
