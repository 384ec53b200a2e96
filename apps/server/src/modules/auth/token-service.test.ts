import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadEnv } from '../../env.ts';
import { requireGivenSecrets } from '../../lib/secrets.ts';
import {
  createTokenService,
  InvalidTokenError,
  TOKEN_AUDIENCE,
  tokenSigningKey,
} from './token-service.ts';

const env = requireGivenSecrets(
  loadEnv({
    NODE_ENV: 'test',
    JWT_TTL_SECONDS: '60',
    AUTH_SECRET: randomBytes(32).toString('hex'),
  }),
);
const claims = { sub: '3f1c2a9e-0b7d-4c55-9a63-2f0e8d7b6a41', email: 'buyer@example.com' };

describe('bearer tokens, verified once per text (decision 019)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('When a token is verified again, then the same claims come back', async () => {
    const tokens = createTokenService(env);
    const token = await tokens.issue(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    expect(await tokens.verify(token)).toEqual(claims);
  });

  it('When a verified token then expires, then it is refused although it was remembered', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const tokens = createTokenService(env);
    const token = await tokens.issue(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    // 60 s of life and 5 s of tolerance for clock drift.
    vi.setSystemTime(Date.now() + 64_000);
    expect(await tokens.verify(token)).toEqual(claims);
    vi.setSystemTime(Date.now() + 2_000);
    await expect(tokens.verify(token)).rejects.toBeInstanceOf(InvalidTokenError);
  });

  it('When a remembered token is altered by one character, then the altered one is refused', async () => {
    const tokens = createTokenService(env);
    const token = await tokens.issue(claims);
    await tokens.verify(token);
    // The signature's first character: all six of its bits are data. (The last one carries
    // two padding bits, so A->B there can decode to the very same signature.)
    const at = token.lastIndexOf('.') + 1;
    const swapped = token[at] === 'A' ? 'B' : 'A';
    const altered = `${token.slice(0, at)}${swapped}${token.slice(at + 1)}`;
    await expect(tokens.verify(altered)).rejects.toBeInstanceOf(InvalidTokenError);
    expect(await tokens.verify(token)).toEqual(claims);
  });

  it('When a token is refused, then it is refused every time', async () => {
    const tokens = createTokenService(env);
    const foreign = await new SignJWT({ email: claims.email })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuer(env.PUBLIC_URL)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another key entirely, 32+ bytes long'));
    await expect(tokens.verify(foreign)).rejects.toBeInstanceOf(InvalidTokenError);
    await expect(tokens.verify(foreign)).rejects.toBeInstanceOf(InvalidTokenError);
  });

  it('When a token is not yet valid (nbf), then it is checked in full each time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const tokens = createTokenService(env);
    const now = Math.floor(Date.now() / 1000);
    const early = await new SignJWT({ email: claims.email })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuer(env.PUBLIC_URL)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt(now)
      .setNotBefore(now + 30)
      .setExpirationTime(now + 600)
      .sign(tokenSigningKey(env));
    await expect(tokens.verify(early)).rejects.toBeInstanceOf(InvalidTokenError);
    vi.setSystemTime(Date.now() + 40_000);
    expect(await tokens.verify(early)).toEqual(claims);
  });
});
