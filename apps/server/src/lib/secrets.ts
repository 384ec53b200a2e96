import { createECDH, createHmac, randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { link, mkdir, open, readFile, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, type Env, type LoadedEnv } from '../env.ts';

/**
 * Keys that no source code knows (issue #14 finding 3, decision 022). When AUTH_SECRET is
 * unset, the identity key and the `geniusToken` key are random bytes made on the first start
 * and kept in DATA_DIR/secrets.json (mode 0600), then read back on every later start.
 */
export const SECRETS_FILE = 'secrets.json';
/**
 * The IMEI key (issue #16) has its own file: it must outlive a rotation of AUTH_SECRET (which
 * only ends sessions), since every stored IMEI hash and ciphertext depends on it.
 */
export const IMEI_KEY_FILE = 'imei-key.json';
/**
 * Web Push's VAPID pair (issue #39, decision 064): its own file, since push services tie every
 * subscription to the public key; a new pair orphans every subscription, not sessions.
 */
export const VAPID_KEYS_FILE = 'vapid-keys.json';
/** 32 random bytes, base64url: 43 characters. */
const SECRET_BYTES = 32;
const MIN_SECRET_LENGTH = 43;

interface StoredSecrets {
  authSecret: string;
  jwtSecret: string;
}

/**
 * The configuration with its secrets: AUTH_SECRET as given, or (unset) both keys from
 * DATA_DIR, generated there once. A JWT_SECRET that is given always wins.
 */
export async function withSecrets(env: LoadedEnv): Promise<Env> {
  const IMEI_KEY = env.IMEI_KEY ?? (await loadOrCreateImeiKey(env.DATA_DIR));
  const vapid = givenVapid(env) ?? (await loadOrCreateVapidKeys(env.DATA_DIR));
  const keys = { IMEI_KEY, VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey };
  if (env.AUTH_SECRET) return { ...env, AUTH_SECRET: env.AUTH_SECRET, ...keys };
  const stored = await loadOrCreateSecrets(env.DATA_DIR);
  return {
    ...env,
    AUTH_SECRET: stored.authSecret,
    JWT_SECRET: env.JWT_SECRET ?? stored.jwtSecret,
    ...keys,
  };
}

interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** A P-256 pair, base64url as web-push takes it: the uncompressed point and the scalar. */
export function vapidKeysFrom(privateKey: Buffer): VapidKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(privateKey);
  return {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    privateKey: ecdh.getPrivateKey().toString('base64url'),
  };
}

/** The pair given in the environment, checked to be one pair (env.ts makes them go together). */
function givenVapid(env: LoadedEnv): VapidKeys | undefined {
  if (!env.VAPID_PUBLIC_KEY || !env.VAPID_PRIVATE_KEY) return undefined;
  let derived: VapidKeys;
  try {
    derived = vapidKeysFrom(Buffer.from(env.VAPID_PRIVATE_KEY, 'base64url'));
  } catch {
    throw new ConfigError('VAPID_PRIVATE_KEY: not a P-256 private key');
  }
  if (derived.publicKey !== env.VAPID_PUBLIC_KEY) {
    throw new ConfigError('VAPID_PUBLIC_KEY: not the public key of VAPID_PRIVATE_KEY');
  }
  return derived;
}

/** Reads DATA_DIR/vapid-keys.json, or makes it when missing, as loadOrCreateSecrets does. */
export async function loadOrCreateVapidKeys(dataDir: string): Promise<VapidKeys> {
  const file = path.join(dataDir, VAPID_KEYS_FILE);
  const read = async () => {
    const parsed = await readKeyFile(file, 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY');
    if (parsed === undefined) return undefined;
    const { publicKey, privateKey } = (parsed ?? {}) as Partial<VapidKeys>;
    try {
      const pair = vapidKeysFrom(Buffer.from(String(privateKey), 'base64url'));
      if (pair.publicKey === publicKey) return pair;
    } catch {
      // Reported below, as any other file we did not write.
    }
    throw new ConfigError(
      `${file}: not a VAPID key file this server wrote; restore it from a backup, or delete it to make a new pair (every push subscription must then be made again)`,
    );
  };
  const existing = await read();
  if (existing) return existing;
  await createOnce(file, vapidKeysFrom(newVapidScalar()));
  const stored = await read();
  if (!stored) throw new ConfigError(`${file}: could not be created`);
  return stored;
}

/** 32 random bytes are a valid P-256 scalar but for odds of about 2^-32; those are redrawn. */
function newVapidScalar(): Buffer {
  for (;;) {
    const candidate = randomBytes(32);
    try {
      vapidKeysFrom(candidate);
      return candidate;
    } catch {
      // Zero or not below the group order: draw again.
    }
  }
}

/**
 * For callers that always pass AUTH_SECRET (tests, the bench): no file is involved. An unset
 * IMEI_KEY is derived from AUTH_SECRET here only, where nothing stored outlives the process.
 */
export function requireGivenSecrets(env: LoadedEnv): Env {
  if (!env.AUTH_SECRET) throw new ConfigError('AUTH_SECRET: required here');
  const IMEI_KEY =
    env.IMEI_KEY ?? createHmac('sha256', env.AUTH_SECRET).update('imei-key').digest('base64url');
  const vapid =
    givenVapid(env) ??
    vapidKeysFrom(createHmac('sha256', env.AUTH_SECRET).update('vapid-key').digest());
  return {
    ...env,
    AUTH_SECRET: env.AUTH_SECRET,
    IMEI_KEY,
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
  };
}

/** Reads DATA_DIR/imei-key.json, or makes it when missing, as loadOrCreateSecrets does. */
export async function loadOrCreateImeiKey(dataDir: string): Promise<string> {
  const file = path.join(dataDir, IMEI_KEY_FILE);
  const read = async () => {
    const parsed = await readKeyFile(file, 'IMEI_KEY');
    if (parsed === undefined) return undefined;
    const { imeiKey } = (parsed ?? {}) as { imeiKey?: unknown };
    if (typeof imeiKey !== 'string' || imeiKey.length < MIN_SECRET_LENGTH) {
      throw new ConfigError(
        `${file}: not a key file this server wrote (needs imeiKey of ${MIN_SECRET_LENGTH}+ characters); restore it from a backup, or set IMEI_KEY to the key in use`,
      );
    }
    return imeiKey;
  };
  const existing = await read();
  if (existing) return existing;
  await createOnce(file, { imeiKey: randomBytes(SECRET_BYTES).toString('base64url') });
  const stored = await read();
  if (!stored) throw new ConfigError(`${file}: could not be created`);
  return stored;
}

/** Reads DATA_DIR/secrets.json, or makes it when missing; two starts racing agree on one. */
export async function loadOrCreateSecrets(dataDir: string): Promise<StoredSecrets> {
  const file = path.join(dataDir, SECRETS_FILE);
  const existing = await readSecrets(file);
  if (existing) return existing;
  await createOnce(file, {
    authSecret: randomBytes(SECRET_BYTES).toString('base64url'),
    jwtSecret: randomBytes(SECRET_BYTES).toString('base64url'),
  });
  const stored = await readSecrets(file);
  if (!stored) throw new ConfigError(`${file}: could not be created`);
  return stored;
}

/** Writes `content` to `file` unless a file is already there (then the first one stays). */
async function createOnce(file: string, content: object): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  // Written whole beside the target, then linked into place: link() never replaces a file,
  // so a second start that lost the race reads the winner's keys instead of its own, and no
  // reader ever sees a half-written file.
  const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  const handle = await open(temp, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL, 0o600);
  try {
    await handle.writeFile(`${JSON.stringify(content, null, 2)}\n`);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await link(temp, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(temp);
  }
}

/** undefined when the file does not exist; a ConfigError when it cannot be trusted. */
async function readSecrets(file: string): Promise<StoredSecrets | undefined> {
  const parsed = await readKeyFile(file, 'AUTH_SECRET');
  if (parsed === undefined) return undefined;
  const { authSecret, jwtSecret } = (parsed ?? {}) as Partial<StoredSecrets>;
  const good = (v: unknown) => typeof v === 'string' && v.length >= MIN_SECRET_LENGTH;
  if (!good(authSecret) || !good(jwtSecret)) {
    throw new ConfigError(
      `${file}: not a secrets file this server wrote (needs authSecret and jwtSecret of ${MIN_SECRET_LENGTH}+ characters); delete it to make new keys (every session ends), or set AUTH_SECRET`,
    );
  }
  return { authSecret: authSecret as string, jwtSecret: jwtSecret as string };
}

/**
 * A key file's JSON (null when it is not JSON); undefined when there is no file. A file others
 * can read stops the start: `setting` names what to set instead.
 */
async function readKeyFile(file: string, setting: string): Promise<unknown> {
  let mode: number;
  try {
    mode = (await stat(file)).mode;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  // Anyone else who can read the keys can sign in as anybody: refuse rather than use them.
  if ((mode & 0o077) !== 0) {
    throw new ConfigError(
      `${file}: readable by other users (mode ${(mode & 0o777).toString(8)}); run chmod 600 on it, or set ${setting}`,
    );
  }
  try {
    return JSON.parse(await readFile(file, 'utf8')) ?? null;
  } catch {
    return null;
  }
}
