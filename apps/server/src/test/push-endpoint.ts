import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/**
 * A push service for tests (issue #39): a local HTTP server that takes pushes as FCM or
 * Mozilla would, records them, and answers what the test says (201 by default). Its origin
 * goes into PUSH_ENDPOINT_ORIGINS. Nothing leaves the machine.
 */
export interface ReceivedPush {
  path: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

export async function startPushEndpoint() {
  const received: ReceivedPush[] = [];
  const answers = new Map<string, number>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = answers.get(path) ?? 201;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    /** What the endpoint at `path` answers from now on (410: the browser unsubscribed). */
    answer: (path: string, status: number) => answers.set(path, status),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type PushEndpoint = Awaited<ReturnType<typeof startPushEndpoint>>;

/** A browser's side of a subscription: its P-256 key pair and 16-byte auth secret. */
export function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    json: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
  };
}
export type BrowserKeys = ReturnType<typeof browserKeys>;

const hkdf = (ikm: Buffer, salt: Buffer, info: Buffer, length: number) =>
  Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

/**
 * Decrypts a push body as the browser does (RFC 8291 with RFC 8188's aes128gcm): the header
 * (salt, record size, the sender's public key), then one record, its padding stripped.
 */
export function decryptPush(body: Buffer, keys: BrowserKeys): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (record.length > recordSize) throw new Error('push: more than one record');
  const secret = keys.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    keys.ecdh.getPublicKey(),
    senderKey,
  ]);
  const ikm = hkdf(secret, keys.auth, keyInfo, 32);
  const cek = hkdf(ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02, then zeros.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('push: no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** Waits until `check` holds (the job runner polls every couple of seconds). */
export async function eventually<T>(
  check: () => Promise<T | undefined> | T | undefined,
  timeoutMs = 20_000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error('eventually: timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Resolves once the app's job runner is up: its `push-send` queue exists (pushes are only
 * enqueued then, decision 064). The runner is not reachable from the root app.
 */
export async function pushQueueReady(db: Db): Promise<void> {
  await eventually(async () => {
    try {
      const r = (await db.execute(
        sql`select 1 as ok from pgboss.queue where name = 'push-send'`,
      )) as unknown as { rows: unknown[] };
      return r.rows.length > 0;
    } catch {
      return false;
    }
  }, 60_000);
  // The queue is made after the runner marks itself started; a moment more for its worker.
  await new Promise((r) => setTimeout(r, 200));
}
