import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { createDatabase } from '../db/client.ts';
import { PGLITE_EXTENSIONS } from '../db/pglite-extensions.ts';
import { MIGRATIONS_DIR } from '../paths.ts';

/**
 * Migrated, empty databases the suites copy instead of building their own. A fresh PGlite
 * runs initdb inside WebAssembly (about 2 s of CPU) and then every migration; loading a dump
 * of one already migrated takes 0.6 s. On PostgreSQL `create database ... template` copies
 * the migrated files instead of replaying 40 migrations. Each suite still calls `migrate()`,
 * which finds nothing to do, so a template can only ever be a head start.
 *
 * Both are keyed by the migrations' contents (and PGlite's version), so a new migration
 * makes a new template and an old one is never reused.
 */
const templateKey = (() => {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(entry.name).update(readFileSync(full));
    }
  };
  walk(MIGRATIONS_DIR);
  const require = createRequire(import.meta.url);
  // The package's exports hide its package.json; its entry sits in dist/.
  const entry = require.resolve('@electric-sql/pglite');
  hash
    .update(readFileSync(path.join(path.dirname(entry), '..', 'package.json')))
    .update(Object.keys(PGLITE_EXTENSIONS).join(','));
  return hash.digest('hex').slice(0, 16);
})();

let pgliteDump: Promise<Blob> | undefined;

/** A dump of a migrated, empty PGlite, made once per machine (a file in the temp folder). */
export function pgliteTemplate(): Promise<Blob> {
  pgliteDump ??= loadOrBuildPgliteDump();
  return pgliteDump;
}

async function loadOrBuildPgliteDump(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `pb-pglite-template-${templateKey}.tar`);
  const existing = await readFile(file).catch(() => undefined);
  if (existing) return new Blob([existing]);
  const pglite = await PGlite.create('memory://', { extensions: PGLITE_EXTENSIONS });
  try {
    await migrate(drizzle(pglite), { migrationsFolder: MIGRATIONS_DIR });
    const dump = await pglite.dumpDataDir('none');
    // Two workers may build it at once: each writes its own file, the rename is atomic.
    const temp = `${file}.${randomBytes(6).toString('hex')}`;
    await writeFile(temp, new Uint8Array(await dump.arrayBuffer()));
    await rename(temp, file).catch(() => rm(temp, { force: true }));
    return dump;
  } finally {
    await pglite.close();
  }
}

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const templateName = `t_tpl_${templateKey}`;
const TEMPLATE_LOCK_KEY = 727_002;

/**
 * Creates the migrated template database on the server once (the first suite to need it,
 * under an advisory lock; older templates are dropped then), and gives its name.
 */
async function ensurePostgresTemplate(serverUrl: string): Promise<string> {
  const exists = (client: pg.Client) =>
    client
      .query('select 1 from pg_database where datname = $1', [templateName])
      .then((r) => r.rowCount === 1);
  await onServer(serverUrl, async (client) => {
    if (await exists(client)) return;
    await client.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    try {
      if (await exists(client)) return;
      const stale = await client.query<{ datname: string }>(
        "select datname from pg_database where datname like 't\\_tpl\\_%'",
      );
      // Not forced: a run of another checkout may still be copying its own. Outside CI
      // several checkouts (worktrees) share one server, each with its own migrations: dropping
      // theirs would break their running suites, so old templates are left to CI's clean runs.
      for (const { datname } of process.env.CI === 'true' ? stale.rows : []) {
        await client.query(`drop database if exists ${datname}`).catch(() => {});
      }
      // Built under another name and renamed, so no suite copies a half-migrated one.
      const building = `${templateName}_building`;
      await client.query(`drop database if exists ${building} with (force)`);
      await client.query(`create database ${building}`);
      const url = new URL(serverUrl);
      url.pathname = `/${building}`;
      const database = await createDatabase({ url: url.toString(), pgliteDir: 'memory://' });
      try {
        await database.migrate();
      } finally {
        await database.close();
      }
      await client.query(`alter database ${building} rename to ${templateName}`);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]);
    }
  });
  return templateName;
}

/** A new database on the server, a copy of the migrated template; `drop` removes it. */
export async function createPostgresTestDatabase(
  serverUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const template = await ensurePostgresTemplate(serverUrl);
  const name = `t_${randomBytes(16).toString('hex')}`;
  await onServer(serverUrl, (client) =>
    client.query(`create database ${name} template ${template}`),
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await onServer(serverUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
    },
  };
}
