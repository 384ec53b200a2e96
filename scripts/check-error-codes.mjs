#!/usr/bin/env node
// Issue #40: the API reference lists each route's own refusal codes from
// apps/server/src/modules/api-docs/route-error-codes.json. The API suites note every refusal a
// route really answered (apps/server/src/test/error-code-recorder.ts, into PB_ERROR_CODES_DIR);
// this fails when one is missing from the table, so the reference cannot fall behind the code.
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
console.error(
  `Routes answered refusal codes the API reference does not list (${path.relative(root, tablePath)}):\n  ${missing.sort().join('\n  ')}\nRun \`npm run docs:error-codes\` to add them, and review the diff.`,
);
process.exit(1);
