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
mkdirSync(path.join(dist, '.vite'));
const files: Record<string, number> = {
  'entry.js': 40,
  'shared.js': 20,
  'home.js': 10,
  'list.js': 15,
  'listing.js': 30,
  'search.js': 5,
  'lazy.js': 200,
};
for (const [name, kb] of Object.entries(files)) {
  writeFileSync(path.join(dist, 'assets', name), randomBytes(kb * 1024));
}
const route = (file: string, imports: string[] = []) => ({
  file: `assets/${file}`,
  imports: ['index.html', ...imports],
  dynamicImports: ['_lazy.js'],
});
writeFileSync(
  path.join(dist, '.vite/manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/entry.js', isEntry: true, imports: ['_shared.js'] },
    '_shared.js': { file: 'assets/shared.js' },
    '_lazy.js': { file: 'assets/lazy.js' },
    '_list.js': { file: 'assets/list.js', imports: ['_shared.js'] },
    'src/app/routes/home.tsx': route('home.js', ['_shared.js']),
    'src/app/routes/all-products.tsx': route('list.js'),
    'src/app/routes/category.tsx': route('list.js'),
    'src/app/routes/listing.tsx': route('listing.js'),
    'src/app/routes/search.tsx': route('search.js', ['_list.js']),
  }),
);

const check = (budgetKb: string) =>
  spawnSync(process.execPath, [script], {
    env: { ...process.env, WEB_DIST: dist, JS_BUDGET_KB: budgetKb },
    encoding: 'utf8',
  });

describe('check-bundle-budget.mjs', () => {
  it('When a storefront page loads more than the budget before it renders, then it exits 1 and names the page and by how much', () => {
    const result = check('85');
    expect(result.status).toBe(1);
    // The listing page: entry 40 + shared 20 + its route 30; lazy chunks do not count.
    expect(result.stderr).toMatch(/^\/listings\/:id over budget by 5\.\d KB$/m);
    expect(result.stderr).not.toMatch(/^\/ over/m);
  });

  it('When every page fits, then it exits 0 with one line per page, each file counted once', () => {
    const result = check('95');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/entry \(every page\): 60\.\d KB gzip in 2 files/);
    expect(result.stdout).toMatch(/^\/ +70\.\d KB gzip/m);
    // search: entry + shared + search 5 + list 15 (its static import), shared once.
    expect(result.stdout).toMatch(/^\/search +80\.\d KB gzip/m);
    expect(result.stdout).toMatch(/budget: 95 KB gzip per storefront page/);
  });
});
