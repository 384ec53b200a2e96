import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { verifyPassword } from 'better-auth/crypto';
import type { Env } from '../../env.ts';

/**
 * Decision 048: a cheap scrypt for the test suites only (env.ts refuses it outside
 * NODE_ENV=test). better-auth's own hash (N=16384, r=16, 32 MB) costs 100-200 ms of CPU on
 * this project's CI machine, and the API suites sign up and in thousands of times.
 *
 * Its hashes carry a prefix, so they can never be mistaken for better-auth's: verifying one
 * with better-auth's function fails. Hashes made by better-auth (the demo seed's, the
 * identity repository's) still verify here, by better-auth's own function.
 */
const PREFIX = 'scrypt-test-n1024$';
const PARAMS = { N: 1024, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: string,
  length: number,
  options: ScryptOptions,
) => Promise<Buffer>;

const derive = (password: string, salt: string) =>
  scryptAsync(password.normalize('NFKC'), salt, KEY_LENGTH, PARAMS);

export const lowCostPasswordHashing = {
  async hash(password: string): Promise<string> {
    const salt = randomBytes(16).toString('hex');
    return `${PREFIX}${salt}:${(await derive(password, salt)).toString('hex')}`;
  },
  async verify({ hash, password }: { hash: string; password: string }): Promise<boolean> {
    if (!hash.startsWith(PREFIX)) return verifyPassword({ hash, password });
    const [salt, key] = hash.slice(PREFIX.length).split(':');
    if (!salt || !key) return false;
    const expected = Buffer.from(key, 'hex');
    const actual = await derive(password, salt);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  },
};

/** better-auth's `emailAndPassword.password` option: absent (its own scrypt) unless tests ask. */
export function passwordHashingOption(env: Pick<Env, 'PASSWORD_HASHING'>) {
  return env.PASSWORD_HASHING === 'scrypt-low-cost-test-only'
    ? { password: lowCostPasswordHashing }
    : {};
}
