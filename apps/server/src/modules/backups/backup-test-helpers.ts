import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { Db } from '../../db/client.ts';
import type { TestContext } from '../../test/test-app.ts';

/** What the backup suites share: the scripts as an operator runs them, and what to compare. */
export const run = promisify(execFile);
const TSX = fileURLToPath(new URL('../../../../../node_modules/.bin/tsx', import.meta.url));
const SCRIPTS = fileURLToPath(new URL('../../scripts/', import.meta.url));
export const SLOW = 240_000;
export const quiet = { info() {}, warn() {} };

/** `npm run <script>` as an operator runs it, on `dataDir`. */
export function script(
  name: 'backup' | 'restore',
  dataDir: string,
  args: string[] = [],
  extra: Record<string, string> = {},
) {
  const { DATABASE_URL: _, ...env } = process.env;
  return run(TSX, [path.join(SCRIPTS, `${name}.ts`), ...args], {
    env: { ...env, NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'error', ...extra },
  });
}

const bigints = (_: string, value: unknown) =>
  typeof value === 'bigint' ? value.toString() : value;

/** Every row of every table (all schemas but the system's), each as its JSON text. */
export async function everyRow(db: Db): Promise<Map<string, string[]>> {
  const tables = (await db.execute(
    sql`select table_schema as s, table_name as t from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
  )) as unknown as { rows: { s: string; t: string }[] };
  const out = new Map<string, string[]>();
  for (const { s, t } of tables.rows) {
    const rows = (await db.execute(sql.raw(`select * from "${s}"."${t}"`))) as unknown as {
      rows: object[];
    };
    out.set(`${s}.${t}`, rows.rows.map((row) => JSON.stringify(row, bigints)).sort());
  }
  return out;
}

export async function pictures(dir: string): Promise<Map<string, Buffer>> {
  const out = new Map<string, Buffer>();
  for (const name of await readdir(dir)) {
    if (!name.startsWith('.')) out.set(name, await readFile(path.join(dir, name)));
  }
  return out;
}

function multipart(data: Buffer) {
  const boundary = '----backup-test';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

export async function upload(
  ctx: TestContext,
  authorization: string,
  shade: number,
): Promise<string> {
  const png = await sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: shade % 256, g: 90, b: 30 } },
  })
    .png()
    .toBuffer();
  const body = multipart(png);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/upload',
    headers: { authorization, 'content-type': body.contentType },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return new URL(res.json().data.url).pathname;
}
