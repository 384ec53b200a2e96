import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
// The compiler @tailwindcss/vite runs in the build (its own dependency), driven the same way.
import { compile } from '@tailwindcss/node';
import { Scanner } from '@tailwindcss/oxide';
import { afterAll, describe, expect, it } from 'vitest';

const script = path.resolve(import.meta.dirname, '../../../scripts/check-css-components.mjs');
const indexCss = readFileSync(path.resolve(import.meta.dirname, 'index.css'), 'utf8');
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** The app's stylesheet as the build makes it, from index.css changed by `edit`, in a dist. */
async function buildCss(edit: (css: string) => string = (css) => css): Promise<string> {
  const base = import.meta.dirname;
  const compiler = await compile(edit(indexCss), { base, onDependency: () => {} });
  const root = path.resolve(base, '..');
  const scanner = new Scanner({
    sources: [{ base: root, pattern: '**/*', negated: false }, ...compiler.sources],
  });
  const dist = mkdtempSync(path.join(tmpdir(), 'pb-css-'));
  dirs.push(dist);
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'index.css'), compiler.build(scanner.scan()));
  return dist;
}

const check = (dist: string) =>
  spawnSync(process.execPath, [script], {
    env: { ...process.env, WEB_DIST: dist },
    encoding: 'utf8',
  });

describe('check-css-components.mjs', () => {
  it('When index.css excludes no component a screen uses, then it exits 0', async () => {
    const result = check(await buildCss());
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/daisyUI component classes used by the screens: \d+ uses/);
  }, 30_000);

  it('When an exclusion hides a component the review dialog uses, then it exits 1 naming its classes and file', async () => {
    const planted = await buildCss((css) => css.replace('exclude:', 'exclude: rating, tab,'));
    const result = check(planted);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      /^\.rating \(daisyUI rating\) is used but missing from the built CSS: .*review-dialog\.tsx/m,
    );
    expect(result.stderr).toMatch(/^\.tab \(daisyUI tab\) is used .*offers-page\.tsx/m);
    expect(result.stderr).not.toMatch(/^\.btn /m);
  }, 30_000);
});
