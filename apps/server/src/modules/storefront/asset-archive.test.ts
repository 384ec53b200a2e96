import { mkdir, mkdtemp, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Env, loadEnv } from '../../env.ts';
import { openAssetArchive } from './asset-archive.ts';
import { staticFiles } from './static-files.ts';

const DAY = 86_400_000;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** One release's build: index.html and hashed files (with .br/.gz copies when given). */
async function release(root: string, files: Record<string, string>): Promise<string> {
  const web = await mkdtemp(path.join(root, 'web-'));
  await mkdir(path.join(web, 'assets'));
  await writeFile(path.join(web, 'index.html'), '<!doctype html><title>shell</title>');
  for (const [name, body] of Object.entries(files)) {
    await writeFile(path.join(web, 'assets', name), body);
  }
  return web;
}

describe('assets of previous releases', () => {
  let root: string;
  let dataDir: string;
  let release1: string;
  let release2: string;
  const apps: FastifyInstance[] = [];

  /** Starts the storefront of one release on the shared DATA_DIR, with its clock at `at`. */
  async function start(web: string, at: number, extra: Record<string, string> = {}) {
    const env = loadEnv({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: web,
      WEB_SSR_DIR: path.join(root, 'no-ssr'),
      LOG_LEVEL: 'silent',
      ...extra,
    }) as Env;
    const warnings: string[] = [];
    const app = Fastify({ logger: false });
    const warn = app.log.warn.bind(app.log);
    app.log.warn = ((obj: unknown, msg?: string) => {
      warnings.push(String(msg ?? obj));
      return warn(obj as object, msg);
    }) as typeof app.log.warn;
    let clock = at;
    await app.register(staticFiles, { env, now: () => clock });
    await app.ready();
    apps.push(app);
    return { app, warnings, setClock: (t: number) => (clock = t) };
  }

  const get = (app: FastifyInstance, url: string, encoding?: string) =>
    app.inject({ url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'pb-archive-'));
    release1 = await release(root, {
      'index-r1aaaaaa.js': 'console.log("release 1")',
      'index-r1aaaaaa.js.br': 'brotli-of-release-1',
      'index-r1aaaaaa.js.gz': 'gzip-of-release-1',
      'shared-same1111.css': 'body{}',
    });
    release2 = await release(root, {
      'index-r2bbbbbb.js': 'console.log("release 2")',
      'shared-same1111.css': 'body{}',
    });
  });

  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });

  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it("When release 2 starts after release 1 on the same DATA_DIR, then release 1's chunk is still served with immutable caching and its br and gzip copies", async () => {
    dataDir = await mkdtemp(path.join(root, 'data-'));
    const t0 = Date.now();
    await start(release1, t0);
    await Promise.all(apps.splice(0).map((app) => app.close()));
    const { app } = await start(release2, t0 + DAY);

    const br = await get(app, '/assets/index-r1aaaaaa.js', 'gzip, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['cache-control']).toBe(IMMUTABLE);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.body).toBe('brotli-of-release-1');
    const gz = await get(app, '/assets/index-r1aaaaaa.js?v=1', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.body).toBe('gzip-of-release-1');
    const plain = await get(app, '/assets/index-r1aaaaaa.js');
    expect(plain.body).toBe('console.log("release 1")');
    const again = await app.inject({
      url: '/assets/index-r1aaaaaa.js',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) },
    });
    expect(again.statusCode).toBe(304);

    // Its own assets as before, and a name no release had is the same 404 as ever.
    expect((await get(app, '/assets/index-r2bbbbbb.js')).body).toBe('console.log("release 2")');
    const unknown = await get(app, '/assets/index-zzzzzzzz.js');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('When the server runs past the retention since release 1 was last live, then its chunk is a 404', async () => {
    const t0 = Date.now();
    const { app, setClock } = await start(release2, t0 + DAY);
    expect((await get(app, '/assets/index-r1aaaaaa.js')).statusCode).toBe(200);
    // Release 1 was last live at the first test's start, a moment before t0.
    setClock(t0 + 7 * DAY - 60_000);
    expect((await get(app, '/assets/index-r1aaaaaa.js')).statusCode).toBe(200);
    setClock(t0 + 7 * DAY + 60_000);
    expect((await get(app, '/assets/index-r1aaaaaa.js')).statusCode).toBe(404);
    // The running build's own assets do not expire.
    expect((await get(app, '/assets/index-r2bbbbbb.js')).statusCode).toBe(200);
  });

  it('When instances of two releases start at once on one DATA_DIR, then each file is archived whole and no temporary copy is left', async () => {
    dataDir = await mkdtemp(path.join(root, 'data-'));
    const t0 = Date.now();
    await Promise.all([start(release1, t0), start(release1, t0), start(release2, t0)]);
    const archive = path.join(dataDir, 'asset-archive');
    expect((await readdir(archive)).sort()).toEqual([
      'index-r1aaaaaa.js',
      'index-r1aaaaaa.js.br',
      'index-r1aaaaaa.js.gz',
      'index-r2bbbbbb.js',
      'shared-same1111.css',
    ]);
    const { app } = await start(release2, t0 + DAY);
    expect((await get(app, '/assets/index-r1aaaaaa.js', 'br')).body).toBe('brotli-of-release-1');
  });

  it("When a start comes past the retention, then the old files are deleted from the archive and the running build's are kept", async () => {
    const archive = path.join(dataDir, 'asset-archive');
    // A copy a writer left half-done long ago goes too.
    const leftover = path.join(archive, '.index-r9.js.tmp-1-abcd');
    await writeFile(leftover, 'half');
    await utimes(leftover, new Date(Date.now() - DAY), new Date(Date.now() - DAY));
    const { app } = await start(release2, Date.now() + 9 * DAY);
    expect((await readdir(archive)).sort()).toEqual(['index-r2bbbbbb.js', 'shared-same1111.css']);
    expect((await get(app, '/assets/index-r1aaaaaa.js')).statusCode).toBe(404);
  });

  it('When a release is started again after an upgrade, then its files are live again from that start', async () => {
    dataDir = await mkdtemp(path.join(root, 'data-'));
    const t0 = Date.now();
    await start(release1, t0);
    await start(release2, t0 + 5 * DAY);
    // Release 1 is started again (a rollback).
    await start(release1, t0 + 6 * DAY);
    const { app } = await start(release2, t0 + 12 * DAY);
    expect((await get(app, '/assets/index-r1aaaaaa.js')).statusCode).toBe(200);
  });

  it('When an instance of release 1 keeps running after release 2 started, then it marks its files live every hour', async () => {
    dataDir = await mkdtemp(path.join(root, 'data-'));
    const t0 = Date.now();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const running = await start(release1, t0);
      await start(release2, t0 + DAY);
      running.setClock(t0 + 6 * DAY);
      vi.advanceTimersByTime(3_600_000);
    } finally {
      vi.useRealTimers();
    }
    const file = path.join(dataDir, 'asset-archive', 'index-r1aaaaaa.js.br');
    await vi.waitFor(async () =>
      expect(Math.abs((await stat(file)).mtimeMs - (t0 + 6 * DAY))).toBeLessThan(1000),
    );
    // Seven days after the upgrade, but one after it was last live: still served.
    const { app } = await start(release2, t0 + 8 * DAY);
    expect((await get(app, '/assets/index-r1aaaaaa.js')).statusCode).toBe(200);
  });

  it('When previous releases exceed the size bound, then the least recently live are deleted first', async () => {
    const dir = path.join(await mkdtemp(path.join(root, 'data-')), 'asset-archive');
    const old = await release(root, { 'old-o1111111.js': 'x'.repeat(600) });
    const newer = await release(root, { 'newer-n2222222.js': 'y'.repeat(600) });
    const open = (web: string, names: string[], at: number) =>
      openAssetArchive({
        dir,
        assetsDir: path.join(web, 'assets'),
        current: names,
        retentionDays: 7,
        log: app0.log,
        now: () => at,
        maxBytes: 1000,
      });
    const app0 = Fastify({ logger: false });
    const t0 = Date.now();
    (await open(old, ['old-o1111111.js'], t0)).close();
    (await open(newer, ['newer-n2222222.js'], t0 + 1000)).close();
    const archive = await open(release2, ['index-r2bbbbbb.js'], t0 + 2000);
    archive.close();
    expect(archive.get('/assets/newer-n2222222.js')).toBeDefined();
    expect(archive.get('/assets/old-o1111111.js')).toBeUndefined();
    expect((await readdir(dir)).sort()).toEqual(['index-r2bbbbbb.js', 'newer-n2222222.js']);
  });

  it('When DATA_DIR cannot be written, then the server starts, warns once and serves its own assets', async () => {
    // A file where the archive folder should be fails like a read-only mount (tests run as root,
    // which file modes do not stop).
    dataDir = await mkdtemp(path.join(root, 'data-'));
    await writeFile(path.join(dataDir, 'asset-archive'), 'not a folder');
    const { app, warnings } = await start(release2, Date.now());
    expect((await get(app, '/assets/index-r2bbbbbb.js')).statusCode).toBe(200);
    expect((await get(app, '/assets/index-r1aaaaaa.js')).statusCode).toBe(404);
    expect(warnings.filter((w) => w.includes('asset archive'))).toHaveLength(1);
  });

  it('When ASSET_RETENTION_DAYS is 0, then no archive is written and old chunks are 404', async () => {
    dataDir = await mkdtemp(path.join(root, 'data-'));
    await start(release1, Date.now(), { ASSET_RETENTION_DAYS: '0' });
    const { app } = await start(release2, Date.now(), { ASSET_RETENTION_DAYS: '0' });
    expect((await get(app, '/assets/index-r1aaaaaa.js')).statusCode).toBe(404);
    expect(await readdir(dataDir)).not.toContain('asset-archive');
  });
});
