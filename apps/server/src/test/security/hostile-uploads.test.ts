import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../auth-helpers.ts';
import { createTestContext, databaseKinds } from '../test-app.ts';
import { changedTables, databaseDigest } from './db-digest.ts';
import { writeFigures } from './figures.ts';
import { hostileCorpus, malformedRequests, multipartBody } from './hostile-upload-corpus.ts';

/** Every file under `dir`, dot-files (temporary writes) included, as relative paths. */
async function filesUnder(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries
      .filter((e) => e.isFile())
      .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
      .sort();
  } catch {
    return [];
  }
}

const corpus = await hostileCorpus();
/** Kinds whose refusal must name the reason, not just "not a supported image". */
const REASON: Record<string, string> = {
  polyglot: 'IMAGE_TRAILING_DATA',
  'decompression-bomb': 'IMAGE_DIMENSIONS_TOO_LARGE',
  'pixel-flood': 'IMAGE_DIMENSIONS_TOO_LARGE',
  truncated: 'IMAGE_TRUNCATED',
};
const raw = await malformedRequests();

/**
 * Issue #7 item 4: each hostile upload gets a 4xx with a JSON message, stores nothing (no
 * image, no temporary file, no row), and the server still answers /api/health afterwards.
 */
for (const kind of databaseKinds) {
  describe(`hostile uploads [${kind}]`, () => {
    let ctx: Awaited<ReturnType<typeof createTestContext>>;
    let authorization: string;
    const figures: Record<
      string,
      { files: number; statuses: Record<string, number>; codes: Record<string, number> }
    > = {};
    let stored = 0;
    let tablesChanged = 0;
    let healthFailures = 0;
    let slowestMs = 0;

    beforeAll(async () => {
      ctx = await createTestContext(kind);
      ({ authorization } = await signedInUser(ctx.app));
    });
    afterAll(async () => {
      writeFigures(`upload-corpus-${kind}`, {
        files: corpus.length + raw.length,
        kinds: figures,
        storedFiles: stored,
        tablesChanged,
        healthFailures,
        slowestMs,
      });
      await ctx?.close();
    });

    async function expectRefused(
      kindName: string,
      name: string,
      contentType: string,
      payload: Buffer,
    ) {
      const filesBefore = await filesUnder(ctx.env.DATA_DIR);
      const digestBefore = await databaseDigest(ctx.database.db);
      const started = performance.now();
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/upload',
        headers: { authorization, 'content-type': contentType },
        payload,
      });
      slowestMs = Math.max(slowestMs, Math.round(performance.now() - started));
      const entry = figures[kindName] ?? { files: 0, statuses: {}, codes: {} };
      figures[kindName] = entry;
      entry.files += 1;
      entry.statuses[res.statusCode] = (entry.statuses[res.statusCode] ?? 0) + 1;
      const code = String((res.json() as { code?: unknown }).code);
      entry.codes[code] = (entry.codes[code] ?? 0) + 1;

      const filesAfter = await filesUnder(ctx.env.DATA_DIR);
      stored += filesAfter.length - filesBefore.length;
      const changed = changedTables(digestBefore, await databaseDigest(ctx.database.db));
      tablesChanged += changed.length;
      const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
      if (health.statusCode !== 200) healthFailures += 1;

      expect(res.statusCode, `${name}: ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${name}: ${res.body}`).toBeLessThan(500);
      expect(res.json(), name).toEqual({
        message: expect.stringMatching(/\w+ \w+/),
        code: expect.stringMatching(/^[A-Z_]+$/),
        ...(res.json().fieldErrors ? { fieldErrors: expect.anything() } : {}),
      });
      expect(filesAfter, name).toEqual(filesBefore);
      expect(changed, name).toEqual([]);
      expect(health.statusCode).toBe(200);
      return res;
    }

    for (const file of corpus) {
      it(`When ${file.kind} "${file.name}" is uploaded, then 4xx and nothing is stored`, async () => {
        const body = multipartBody([
          {
            field: 'image',
            filename: file.filename,
            contentType: file.contentType,
            data: file.data,
          },
        ]);
        const res = await expectRefused(file.kind, file.name, body.contentType, body.payload);
        if (REASON[file.kind]) expect(res.json().code, file.name).toBe(REASON[file.kind]);
      });
    }

    for (const request of raw) {
      it(`When ${request.kind} "${request.name}" is sent, then 4xx and nothing is stored`, async () => {
        await expectRefused(request.kind, request.name, request.contentType, request.payload);
      });
    }

    it('When a polyglot is refused, then the reply names the extra content', async () => {
      const file = corpus.find((f) => f.name === 'JPEG + ZIP')!;
      const body = multipartBody([{ field: 'image', filename: 'a.jpg', data: file.data }]);
      const res = await expectRefused(
        'polyglot',
        'JPEG + ZIP again',
        body.contentType,
        body.payload,
      );
      expect(res.json().code).toBe('IMAGE_TRAILING_DATA');
    });

    it('When a real image comes under a hostile name, then it is stored only under a generated name in the images folder', async () => {
      const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123' } })
        .png()
        .toBuffer();
      for (const filename of [
        '../../etc/passwd.png',
        '..\\..\\x.png',
        'x.png\0.php',
        '/tmp/x.png',
      ]) {
        const before = await filesUnder(ctx.env.DATA_DIR);
        const body = multipartBody([
          { field: 'image', filename, contentType: 'text/html', data: png },
        ]);
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/upload',
          headers: { authorization, 'content-type': body.contentType },
          payload: body.payload,
        });
        expect(res.statusCode, res.body).toBe(200);
        const added = (await filesUnder(ctx.env.DATA_DIR)).filter((f) => !before.includes(f));
        // The image and its size variants, all named after the generated stem.
        // The answer names it on PUBLIC_URL (decision 025).
        const stem = new URL(res.json().data.url).pathname.slice(
          '/images/'.length,
          -'.webp'.length,
        );
        expect(stem).toMatch(/^[A-Za-z0-9_-]{24}$/);
        expect(added).toContain(`images/${stem}.webp`);
        for (const file of added)
          expect(file).toMatch(new RegExp(`^images/${stem}(-w\\d+)?\\.webp$`));
      }
    });

    it('When a phone photo carries a second JPEG after the first (MPF, gain map), then it is accepted', async () => {
      const first = await sharp({
        create: { width: 32, height: 24, channels: 3, background: '#a40' },
      })
        .jpeg()
        .toBuffer();
      const second = await sharp({
        create: { width: 16, height: 12, channels: 3, background: '#222' },
      })
        .jpeg()
        .toBuffer();
      const body = multipartBody([
        {
          field: 'image',
          filename: 'p.jpg',
          contentType: 'image/jpeg',
          data: Buffer.concat([first, second]),
        },
      ]);
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/upload',
        headers: { authorization, 'content-type': body.contentType },
        payload: body.payload,
      });
      expect(res.statusCode, res.body).toBe(200);
    });
  });
}
