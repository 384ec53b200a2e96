#!/usr/bin/env node
// Issue #40: the API reference lists each route's own refusal codes from
// apps/server/src/modules/api-docs/route-error-codes.json. The API suites note every refusal a
// route really answered (apps/server/src/test/error-code-recorder.ts, into PB_ERROR_CODES_DIR);
// this fails when a route the table does not know answered one (a new route left out of the
// reference) and warns of a further code on a known route.
// `--update` adds them instead (review the diff). A code listed but not answered in a run is
// not an error: a run of a few files sees a few routes.
//   node scripts/check-error-codes.mjs [--update] [DIR]   (DIR: test-results/error-codes)
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const update = process.argv.includes('--update');
const dir =
  process.argv.slice(2).find((a) => !a.startsWith('--')) ??
  path.join(root, 'test-results/error-codes');
const tablePath = path.join(root, 'apps/server/src/modules/api-docs/route-error-codes.json');

if (!existsSync(dir) || readdirSync(dir).length === 0) {
  console.error(
    `No refusals were recorded in ${dir}: run the API suites with PB_ERROR_CODES_DIR=${dir}`,
  );
  process.exit(1);
}
const answered = new Set();
for (const file of readdirSync(dir))
  for (const line of readFileSync(path.join(dir, file), 'utf8').split('\n'))
    if (line) answered.add(line);

const table = JSON.parse(readFileSync(tablePath, 'utf8'));
const known = new Set(Object.keys(table));
const missing = [];
for (const line of answered) {
  const [route, status, code] = line.split('|');
  table[route] ??= {};
  const codes = table[route][status] ?? [];
  if (codes.includes(code)) continue;
  missing.push(`${route} ${status} ${code}`);
  table[route][status] = [...codes, code].sort();
}
console.log(
  `${answered.size} route refusals answered by the API suites; ${missing.length} not in the table`,
);
if (missing.length === 0) process.exit(0);
if (update) {
  const sorted = Object.fromEntries(
    Object.keys(table)
      .sort()
      .map((route) => [route, Object.fromEntries(Object.entries(table[route]).sort())]),
  );
  writeFileSync(tablePath, `${JSON.stringify(sorted, null, 2)}\n`);
  console.log(`added to ${path.relative(root, tablePath)}`);
  process.exit(0);
}
// A route with no entry at all is new and undocumented: that fails. A code more on a route
// the table knows is told loudly but does not fail: race suites answer a state's 409 only when
// their timing lands on it, and a run must not turn red on the machine's luck.
const unknownRoutes = missing.filter((m) => !known.has(m.split(' ').slice(0, 2).join(' ')));
const table_ = path.relative(root, tablePath);
const fix = 'Run `npm run docs:error-codes` to add them, and review the diff.';
if (unknownRoutes.length > 0) {
  console.error(
    `Routes the API reference lists no refusal for (${table_}) answered:\n  ${unknownRoutes.sort().join('\n  ')}\n${fix}`,
  );
  process.exit(1);
}
console.warn(
  `!!! Refusal codes not yet in ${table_} (known routes; not a failure):\n  ${missing.sort().join('\n  ')}\n${fix}`,
);
