import { PHONE_VERIFY_TEXTS, TEXTS } from '@phonebazaar/shared';
import { formatPhone } from '@phonebazaar/shared/phone-number';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRoutes } from '../../../app/router';
import { type FakeAccount, fakeIdentityServer, pageData } from '../../../test/fake-identity';
import { json, mockApi } from '../../../test/mock-api';
import { createTestQueryClient, renderRoutes } from '../../../test/render-routes';

const T = PHONE_VERIFY_TEXTS;
/** The one format a number is shown in (+880 1712 345678). */
const shown = formatPhone('+8801712345678');
const person: FakeAccount = { email: 'rina@example.test', password: 'Str0ng!pass', name: 'Rina' };

afterEach(() => vi.unstubAllGlobals());

function renderProfile(api: Record<string, (url: URL, init: RequestInit) => Response>) {
  const server = fakeIdentityServer([person], person.email);
  const bodies: Array<{ path: string; body: unknown }> = [];
  const logged = Object.fromEntries(
    Object.entries(api).map(([path, handler]) => [
      path,
      (url: URL, init: RequestInit) => {
        if (init.body) bodies.push({ path, body: JSON.parse(String(init.body)) });
        return handler(url, init);
      },
    ]),
  );
  mockApi({ ...server.handlers, ...pageData, ...logged });
  const queryClient = createTestQueryClient();
  const rendered = renderRoutes(createRoutes(queryClient), {
    queryClient,
    initialEntries: ['/dashboard/profile'],
    session: 'server',
  });
  return { ...rendered, bodies };
}

describe('Verify your phone on the profile (issue #36)', () => {
  it('When a number is typed badly, then nothing is sent and the field says why; a good one gets a code, a wrong code says so, the right one shows the number verified', async () => {
    let verified = false;
    let tries = 0;
    const { user, bodies } = renderProfile({
      '/api/phone': () =>
        json(
          verified
            ? { phone: '+8801712345678', phoneVerified: true }
            : { phone: null, phoneVerified: false },
        ),
      '/api/phone/start': () =>
        json({ phone: '+8801712345678', expiresAt: '2030-01-01T00:10:00.000Z' }),
      '/api/phone/confirm': (_url, init) => {
        const { code } = JSON.parse(String(init.body));
        tries += 1;
        if (code !== '123456') {
          return json(
            {
              code: 'PHONE_CODE_WRONG',
              message: T.errors.wrongCode(5 - tries),
              fieldErrors: { code: [T.errors.wrongCode(5 - tries)] },
            },
            { status: 422 },
          );
        }
        verified = true;
        return json({ phoneVerified: true, phone: '+8801712345678' });
      },
    });
    await screen.findByRole('heading', { level: 1, name: TEXTS.titles.profile });
    const phone = await screen.findByLabelText(T.phoneLabel);
    await user.type(phone, '12345');
    await user.click(screen.getByRole('button', { name: T.sendCode }));
    expect(await screen.findByText(T.errors.invalidPhone)).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([]);

    await user.clear(phone);
    await user.type(phone, '01712-345678');
    await user.click(screen.getByRole('button', { name: T.sendCode }));
    expect(await screen.findByText(T.codeSentTo(shown))).toBeInTheDocument();
    expect(bodies).toEqual([{ path: '/api/phone/start', body: { phone: '+8801712345678' } }]);

    const code = screen.getByLabelText(T.codeLabel);
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: T.confirm }));
    expect(await screen.findByText(T.errors.wrongCode(4))).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: T.confirm }));
    expect(await screen.findByText(T.verifiedAs(shown))).toBeInTheDocument();
  });

  it('When the number is verified on another account, then the server says so under the field', async () => {
    renderProfile({
      '/api/phone': () => json({ phone: null, phoneVerified: false }),
      '/api/phone/start': () =>
        json({ code: 'PHONE_IN_USE', message: T.errors.inUse }, { status: 409 }),
    });
    const { user } = { user: (await import('@testing-library/user-event')).default.setup() };
    await user.type(await screen.findByLabelText(T.phoneLabel), '+8801712345678');
    await user.click(screen.getByRole('button', { name: T.sendCode }));
    expect(await screen.findByText(T.errors.inUse)).toBeInTheDocument();
  });
});
