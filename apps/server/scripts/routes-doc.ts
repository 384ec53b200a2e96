/**
 * Writes docs/routes.md: every route the server registers, with its policy and the file that
 * registers it, grouped by module (issue #15: a newcomer finds any spec route in one hop).
 * `npm run docs:routes`. Builds the real app as the tests do (in-memory PGlite, no web build),
 * once per configuration that registers different routes (the sandbox and Stripe), and reads
 * the routes `collectRoutePolicies` collected. The registering file is the first frame under
 * apps/server/src in the stack of Fastify's onRoute hook, which runs inside `app.get(...)`;
 * for a route a library plugin adds (no such frame: avvio loads plugins later), the source
 * file that imports that library.
 */
import diagnostics from 'node:diagnostics_channel';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { createDatabase } from '../src/db/client.ts';
import { loadEnv } from '../src/env.ts';
import { routePolicies, routesWithoutPolicy } from '../src/lib/route-policy.ts';
import { withSecrets } from '../src/lib/secrets.ts';

const SRC = fileURLToPath(new URL('../src/', import.meta.url));
const ROOT = path.resolve(SRC, '../../..');
const OUT = path.join(ROOT, 'docs/routes.md');

/** Every configuration that registers different routes, as test/security/route-policies.test.ts. */
const CONFIGURATIONS: Record<string, Record<string, string>> = {
  sandbox: { PAYMENT_PROVIDER: 'sandbox' },
  stripe: {
    STRIPE_SECRET_KEY: 'sk_test_routes_doc',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_routes_doc',
    STRIPE_WEBHOOK_SECRET: 'whsec_routes_doc',
    // Never called while the app is built; a closed port makes sure nothing leaves.
    STRIPE_API_BASE: 'http://127.0.0.1:9',
  },
};

interface Route {
  method: string;
  url: string;
  policy: string;
  file: string;
  /** The library plugin that added the route, registered in `file`. */
  via?: string;
  configs: Set<string>;
}

/** `METHOD url` -> the source file whose code registered it, from every app built here. */
const registeredBy = new Map<string, string>();
/** `METHOD url` -> the library that registered it, when no source file is on the stack. */
const registeredByLibrary = new Map<string, string>();
const FRAMEWORK = new Set(['fastify', 'avvio', 'fastify-plugin']);

function stackFiles(): string[] {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 100;
  const stack = new Error().stack ?? '';
  Error.stackTraceLimit = limit;
  return stack
    .split('\n')
    .map((line) =>
      /\((?:file:\/\/)?([^()]+?):\d+:\d+\)$|at (?:file:\/\/)?(\S+?):\d+:\d+$/.exec(line),
    )
    .flatMap((match) => (match ? [match[1] ?? match[2] ?? ''] : []));
}

diagnostics.subscribe('fastify.initialization', (message) => {
  const { fastify } = message as { fastify: FastifyInstance };
  fastify.addHook('onRoute', (route) => {
    const files = stackFiles();
    const file = files.find((name) => name.startsWith(SRC) && !name.endsWith('route-policy.ts'));
    const library = files
      .map((name) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(name)?.[1])
      .find((name) => name && !FRAMEWORK.has(name));
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      const key = `${method} ${route.url}`;
      if (file && !registeredBy.has(key)) registeredBy.set(key, path.relative(SRC, file));
      if (!file && library && !registeredByLibrary.has(key)) registeredByLibrary.set(key, library);
    }
  });
});

async function routesOf(config: Record<string, string>) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'pb-routes-doc-'));
  const env = await withSecrets(
    loadEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      DEMO_DATA: 'false',
      // As the tests: no web build, so the listing does not depend on whether one ran.
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      WEB_SSR_DIR: path.join(dataDir, 'no-ssr'),
      ...config,
    }),
  );
  const database = await createDatabase({ url: undefined, pgliteDir: 'memory://' });
  try {
    await database.migrate();
    const app = await buildApp({ env, database });
    try {
      await app.ready();
      const policed = routePolicies(app).map((r) => ({ ...r, policy: r.policy as string }));
      const unpoliced = routesWithoutPolicy(app).map((line) => {
        const [method = '', url = ''] = line.split(' ');
        return { method, url, policy: '' };
      });
      return [...policed, ...unpoliced];
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.test.ts'))
    .map((e) => path.join(e.parentPath, e.name))
    .filter((file) => !file.includes(`${path.sep}test${path.sep}`))
    .sort();
}

/** For a route a library plugin adds: the source file that imports that library. */
async function findImporter(library: string, files: string[]): Promise<string | undefined> {
  for (const file of files) {
    const text = await readFile(file, 'utf8');
    if (text.includes(`from '${library}'`)) return path.relative(SRC, file);
  }
  return undefined;
}

/** The room a file belongs to: its module, or the floor (`http`, `lib`, the app itself). */
function moduleOf(file: string): string {
  const parts = file.split(path.sep);
  if (parts[0] === 'modules' && parts.length > 2) return parts[1]!;
  return parts.length > 1 ? parts[0]! : file.replace(/\.ts$/, '');
}

const ORDER = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const byUrl = (a: Route, b: Route) =>
  a.url.localeCompare(b.url) || ORDER.indexOf(a.method) - ORDER.indexOf(b.method);

function render(routes: Route[], configNames: string[]): string {
  const groups = new Map<string, Route[]>();
  for (const route of routes) {
    const name = moduleOf(route.file);
    groups.set(name, [...(groups.get(name) ?? []), route]);
  }
  const names = [...groups.keys()].sort();
  const link = (file: string) =>
    file ? `[\`${file}\`](../apps/server/src/${file.split(path.sep).join('/')})` : '?';
  const only = (route: Route) =>
    route.configs.size === configNames.length ? '' : ` (${[...route.configs].join(', ')} only)`;
  const lines = [
    '# Routes',
    '',
    '<!-- Generated by apps/server/scripts/routes-doc.ts (`npm run docs:routes`); do not edit. -->',
    '',
    'Every route the server registers, grouped by the module that registers it, with who may',
    'call it (`config.policy`, the vocabulary is in',
    '[`lib/route-policy.ts`](../apps/server/src/lib/route-policy.ts)) and the file to open.',
    `Built as the tests build the app, once per configuration (${configNames.join(', ')}); a`,
    'route only one configuration registers says so. Fastify answers `HEAD` for every `GET`.',
    'Not routes, so not listed: the built web app (storefront pages and `/assets/*` are answered',
    'from memory before routing, other files by `@fastify/static`, in',
    '[`modules/storefront/static-files.ts`](../apps/server/src/modules/storefront/static-files.ts)).',
    '',
    `Modules: ${names.map((n) => `[${n}](#${n})`).join(' · ')}`,
    '',
  ];
  for (const name of names) {
    lines.push(`## ${name}`, '', '| Method | URL | Policy | File |', '| --- | --- | --- | --- |');
    for (const route of groups.get(name)!.sort(byUrl)) {
      const policy = route.policy ? `\`${route.policy}\`` : '–';
      const via = route.via ? ` (by \`${route.via}\`)` : '';
      lines.push(
        `| ${route.method} | \`${route.url}\`${only(route)} | ${policy} | ${link(route.file)}${via} |`,
      );
    }
    lines.push('');
  }
  return lines.join('\n');
}

async function main() {
  const all = new Map<string, Route>();
  for (const [name, config] of Object.entries(CONFIGURATIONS)) {
    for (const { method, url, policy } of await routesOf(config)) {
      const key = `${method} ${url}`;
      const known = all.get(key);
      if (known) known.configs.add(name);
      else all.set(key, { method, url, policy, file: '', configs: new Set([name]) });
    }
  }
  const files = await sourceFiles(SRC);
  for (const [key, route] of all) {
    const library = registeredByLibrary.get(key);
    route.file = registeredBy.get(key) ?? (library && (await findImporter(library, files))) ?? '';
    if (library && route.file) route.via = library;
  }
  const missing = [...all.values()].filter((r) => !r.file);
  await writeFile(OUT, render([...all.values()], Object.keys(CONFIGURATIONS)));
  console.log(`${path.relative(process.cwd(), OUT)}: ${all.size} routes`);
  if (missing.length > 0) {
    console.error(`no registering file found for: ${missing.map((r) => `${r.method} ${r.url}`)}`);
    process.exitCode = 1;
  }
}

await main();
