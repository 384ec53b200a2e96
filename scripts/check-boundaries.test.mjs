// node --test scripts/check-boundaries.test.mjs (a step of scripts/validate.mjs): each rule of
// check-boundaries.mjs fails on a small tree that breaks it and passes on one that keeps it.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { checkBoundaries, formatViolations, importsOf } from './check-boundaries.mjs';

const trees = [];
after(() => {
  for (const dir of trees) rmSync(dir, { recursive: true, force: true });
});

/** A tree laid out like the repository, from `{ 'relative/path.ts': 'text' }`. */
function tree(files) {
  const root = mkdtempSync(path.join(tmpdir(), 'boundaries-'));
  trees.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

const M = 'apps/server/src/modules';
const rulesOf = (root) => checkBoundaries(root).violations.map((v) => v.rule);

describe('check-boundaries', () => {
  it('When a module imports only another module’s index.ts, then nothing is reported', () => {
    const root = tree({
      [`${M}/a/a-service.ts`]: "import { b } from '../b/index.ts';\nexport const a = b;\n",
      [`${M}/b/index.ts`]: "export { b } from './b-service.ts';\n",
      [`${M}/b/b-service.ts`]: 'export const b = 1;\n',
      [`${M}/index.ts`]: "import { a } from './a/a-service.ts';\n",
    });
    assert.deepEqual(checkBoundaries(root).violations, []);
  });

  it('When a module imports another module’s internal file, then rule modules fails naming the file and line', () => {
    const root = tree({
      [`${M}/a/a-service.ts`]: "// why\nimport type { B } from '../b/b-repository.ts';\n",
      [`${M}/b/b-repository.ts`]: 'export type B = 1;\n',
    });
    const { violations } = checkBoundaries(root);
    assert.deepEqual(
      violations.map((v) => [v.rule, v.file, v.line]),
      [['modules', `${M}/a/a-service.ts`, 2]],
    );
    assert.match(
      formatViolations(violations),
      /a-service\.ts:2 {2}imports \.\.\/b\/b-repository\.ts/,
    );
  });

  it('When a test beside the code imports its own module’s internals, then it passes; another module’s, then it fails', () => {
    const own = tree({
      [`${M}/a/a.test.ts`]: "import { x } from './a-repository.ts';\n",
      [`${M}/a/a-repository.ts`]: 'export const x = 1;\n',
    });
    assert.deepEqual(rulesOf(own), []);
    const other = tree({
      [`${M}/a/a.test.ts`]: "import { x } from '../b/b-repository.ts';\n",
      [`${M}/b/b-repository.ts`]: 'export const x = 1;\n',
    });
    assert.deepEqual(rulesOf(other), ['modules']);
  });

  it('When http/ or lib/ imports modules/, then rule layers fails; importing lib/ is fine', () => {
    const bad = tree({
      'apps/server/src/http/cache.ts': "import { x } from '../modules/a/index.ts';\n",
      'apps/server/src/lib/ids.ts': "export * from '../modules/index.ts';\n",
      'apps/server/src/http/ok.ts': "import { y } from '../lib/ids.ts';\n",
    });
    assert.deepEqual(rulesOf(bad), ['layers', 'layers']);
  });

  it('When a web feature imports another feature, then rule features fails; its own files and components/ are fine', () => {
    const root = tree({
      'apps/web/src/features/cart/cart.tsx':
        "import { Buy } from '../checkout/buy.tsx';\nimport { L } from './list.tsx';\nimport { B } from '../../components/button.tsx';\n",
      'apps/web/src/features/checkout/buy.tsx': 'export const Buy = 1;\n',
    });
    const { violations } = checkBoundaries(root);
    assert.deepEqual(
      violations.map((v) => [v.rule, v.line]),
      [['features', 1]],
    );
  });

  it('When web components/ or lib/ import a feature, or lib/ imports components/, then rule web-layers fails; app/ may compose features', () => {
    const W = 'apps/web/src';
    const root = tree({
      [`${W}/components/layout/navbar.tsx`]:
        "import { Bell } from '../../features/alerts/bell.tsx';\nimport { x } from '../../lib/x.ts';\n",
      [`${W}/lib/reload.tsx`]:
        "import { Loader } from '../components/ui/loader.tsx';\nexport const l = () => import('../features/alerts/bell.tsx');\n",
      [`${W}/lib/x.ts`]: 'export const x = 1;\n',
      [`${W}/components/ui/loader.tsx`]: "import { x } from '../../lib/x.ts';\n",
      [`${W}/app/layouts/navbar.tsx`]:
        "import { Bell } from '../../features/alerts/bell.tsx';\nimport { Loader } from '../../components/ui/loader.tsx';\n",
      [`${W}/features/alerts/bell.tsx`]: 'export const Bell = 1;\n',
    });
    const { violations } = checkBoundaries(root);
    assert.deepEqual(
      violations.map((v) => [v.rule, v.file, v.line]),
      [
        ['web-layers', `${W}/components/layout/navbar.tsx`, 1],
        ['web-layers', `${W}/lib/reload.tsx`, 1],
        ['web-layers', `${W}/lib/reload.tsx`, 2],
      ],
    );
    assert.match(
      formatViolations(violations),
      /lib\/reload\.tsx:1 {2}imports \.\.\/components\/ui\/loader\.tsx: lib\/ must not import components\//,
    );
  });

  it('When db/ imports modules/ (even a door) or seed/, or seed/ imports a module’s internals, then rule db fails; seed/ may use doors', () => {
    const S = 'apps/server/src';
    const root = tree({
      [`${S}/db/template.ts`]:
        "import { seedCategories } from '../seed/categories.ts';\nimport { a } from '../modules/a/index.ts';\nimport * as schema from './schema.ts';\n",
      [`${S}/db/schema.ts`]: 'export const t = 1;\n',
      [`${S}/seed/categories.ts`]:
        "import { t } from '../db/schema.ts';\nexport const seedCategories = t;\n",
      [`${S}/seed/demo.ts`]:
        "import { a } from '../modules/a/index.ts';\nimport { r } from '../modules/a/a-repository.ts';\n",
      [`${M}/a/index.ts`]: "export { r as a } from './a-repository.ts';\n",
      [`${M}/a/a-repository.ts`]: "import { t } from '../../db/schema.ts';\nexport const r = t;\n",
    });
    const { violations } = checkBoundaries(root);
    assert.deepEqual(
      violations.map((v) => [v.rule, v.file, v.line]),
      [
        ['db', `${S}/db/template.ts`, 1],
        ['db', `${S}/db/template.ts`, 2],
        ['db', `${S}/seed/demo.ts`, 2],
      ],
    );
  });

  it('When bench/ imports a module’s internals, then rule bench fails; doors, db/ and lib/ are fine', () => {
    const root = tree({
      'bench/lib/plan.ts': [
        "import { createA } from '../../apps/server/src/modules/a/index.ts';",
        "import type { Db } from '../../apps/server/src/db/client.ts';",
        "import { r } from '../../apps/server/src/modules/a/a-repository.ts';",
        "import { c } from '../../apps/server/src/lib/cursor.ts';",
        '',
      ].join('\n'),
      [`${M}/a/index.ts`]: 'export const createA = 1;\n',
      [`${M}/a/a-repository.ts`]: 'export const r = 1;\n',
    });
    const { violations } = checkBoundaries(root);
    assert.deepEqual(
      violations.map((v) => [v.rule, v.file, v.line]),
      [['bench', 'bench/lib/plan.ts', 3]],
    );
  });

  it('When modules import each other through their doors, then rule cycles fails naming the loop', () => {
    const root = tree({
      [`${M}/a/index.ts`]: "export { b } from '../b/index.ts';\n",
      [`${M}/b/index.ts`]: "import { c } from '../c/index.ts';\nexport const b = c;\n",
      [`${M}/c/index.ts`]: "import type { A } from '../a/index.ts';\nexport const c = 1;\n",
    });
    const { violations } = checkBoundaries(root);
    assert.deepEqual(
      violations.map((v) => v.rule),
      ['cycles'],
    );
    assert.match(
      violations[0].message,
      /modules a, b, c import each other: a -> b .*b -> c .*c -> a .*type only/,
    );
  });

  it('When only a test closes the loop, then it is no cycle (nothing imports a test)', () => {
    const root = tree({
      [`${M}/a/index.ts`]: "export { b } from '../b/index.ts';\n",
      [`${M}/b/b.test.ts`]: "import { a } from '../a/index.ts';\n",
    });
    assert.deepEqual(rulesOf(root), []);
  });

  it('When imports span lines, are dynamic or sit in comments, then only the real ones count', () => {
    const found = importsOf(
      [
        '/** e.g. import { x } from "./in-a-doc-comment.ts" */',
        '// import { y } from "./in-a-line-comment.ts";',
        'import {',
        '  a,',
        '  type B,',
        "} from './multi-line.ts';",
        "export * from './re-export.ts';",
        "const lazy = () => import('./lazy.tsx');",
        "import 'side-effect';",
        "import { z } from 'zod';",
      ].join('\n'),
    );
    assert.deepEqual(
      found.map((f) => [f.specifier, f.line]),
      [
        ['./multi-line.ts', 3],
        ['./re-export.ts', 7],
        ['./lazy.tsx', 8],
      ],
    );
  });

  it('When a module outside listings writes products or books through SQL, then rule listing-writes fails naming each line', () => {
    // A template literal's `${` as the planted code has it.
    const $ = '$';
    const root = tree({
      [`${M}/payments/payments-repository.ts`]: [
        '// tx.update(products) in a comment is no write',
        'await tx',
        '  .update(products)',
        '  .set({ sold: true });',
        'await tx.delete( products );',
        'await db.insert(products).values(row);',
      ].join('\n'),
      [`${M}/bookings/bookings-repository.ts`]: [
        `await tx.execute(sql\`select * from book_listing(${$}{a}::uuid)\`);`,
        'await tx.execute(sql`UPDATE products SET booking = false`);',
        `await tx.execute(sql\`delete from ${$}{products} where id = ${$}{id}\`);`,
        `await tx.execute(sql\`select * from book_listing_at_price (${$}{a}::uuid)\`);`,
      ].join('\n'),
    });
    const { violations } = checkBoundaries(root);
    assert.deepEqual(
      violations.map((v) => [v.rule, v.file.split('/').pop(), v.line]),
      [
        ['listing-writes', 'bookings-repository.ts', 1],
        ['listing-writes', 'bookings-repository.ts', 2],
        ['listing-writes', 'bookings-repository.ts', 3],
        ['listing-writes', 'bookings-repository.ts', 4],
        ['listing-writes', 'payments-repository.ts', 3],
        ['listing-writes', 'payments-repository.ts', 5],
        ['listing-writes', 'payments-repository.ts', 6],
      ],
    );
    assert.match(formatViolations(violations), /writes the listing \(decision 050\): 7/);
  });

  it('When the listings module writes products, or a test, test helper or the seed sets rows up, then listing-writes passes', () => {
    const write = 'await tx.update(products).set({ sold: true });\n';
    const root = tree({
      [`${M}/listings/listings-repository.ts`]: `${write}await tx.execute(sql\`select book_listing(1)\`);\n`,
      [`${M}/payments/payments.test.ts`]: write,
      [`${M}/search/search-test-data.ts`]: 'await db.insert(products).values(rows);\n',
      'apps/server/src/test/fixtures.ts': write,
      'apps/server/src/seed/demo-seed.ts': write,
      // Reads, and other tables, are anyone's.
      [`${M}/payments/payments-repository.ts`]:
        'await tx.select().from(products);\nawait tx.update(productsSeen);\nawait tx.update(bookings);\n',
    });
    assert.deepEqual(rulesOf(root), []);
  });

  it('When the command meets a violation, then it exits 1, or 0 with --report, listing it both times', () => {
    const root = tree({ 'apps/server/src/lib/x.ts': "import '../modules/a/a.ts';\n" });
    const script = path.join(import.meta.dirname, 'check-boundaries.mjs');
    const failing = spawnSync(process.execPath, [script, '--root', root], { encoding: 'utf8' });
    assert.equal(failing.status, 1);
    assert.match(failing.stdout, /lib\/x\.ts:1 {2}imports \.\.\/modules\/a\/a\.ts/);
    const report = spawnSync(process.execPath, [script, '--root', root, '--report'], {
      encoding: 'utf8',
    });
    assert.equal(report.status, 0);
    assert.match(report.stdout, /lib\/x\.ts:1/);
    const clean = spawnSync(process.execPath, [script, '--root', tree({})], { encoding: 'utf8' });
    assert.equal(clean.status, 0);
    assert.match(clean.stdout, /Boundaries hold/);
  });
});
