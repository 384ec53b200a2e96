import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const script = path.resolve(import.meta.dirname, '../../../scripts/check-bundle-budget.mjs');
const dist = mkdtempSync(path.join(tmpdir(), 'pb-budget-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

// Random bytes do not compress, so each file weighs about its size in gzip too.
mkdirSync(path.join(dist, 'assets'));
writeFileSync(path.join(dist, 'assets/entry.js'), randomBytes(40 * 1024));
writeFileSync(path.join(dist, 'assets/preloaded.js'), randomBytes(30 * 1024));
writeFileSync(path.join(dist, 'assets/lazy.js'), randomBytes(200 * 1024));
writeFileSync(
  path.join(dist, 'index.html'),
  `<html><head>
  <script type="module" crossorigin src="/assets/entry.js"></script>
  <link rel="modulepreload" crossorigin href="/assets/preloaded.js">
  </head><body></body></html>`,
);

const check = (budgetKb: string) =>
  spawnSync(process.execPath, [script], {
    env: { ...process.env, WEB_DIST: dist, JS_BUDGET_KB: budgetKb },
    encoding: 'utf8',
  });

describe('check-bundle-budget.mjs', () => {
  it('When the entry and its modulepreloads exceed the budget, then it exits 1 and says by how much', () => {
    const result = check('60');
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/over budget by 10\.\d KB/);
  });

  it('When they fit, then it exits 0 and lazy chunks do not count', () => {
    const result = check('75');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/initial JavaScript: 70\.\d KB gzip \(budget 75 KB\)/);
  });
});
