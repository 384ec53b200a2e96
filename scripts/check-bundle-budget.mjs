#!/usr/bin/env node
// Fails when the JavaScript that `/` loads before any lazy route exceeds the budget
// (issue #8: at most 120 KB gzip). Reads the built index.html and follows its
// module script and modulepreload links.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const BUDGET_KB = Number(process.env.JS_BUDGET_KB ?? 120);
const dist = path.resolve(
  process.env.WEB_DIST ?? path.join(import.meta.dirname, '../apps/web/dist'),
);
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const files = [
  ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
].map((m) => m[1]);

let total = 0;
for (const file of new Set(files)) {
  const size = zlib.gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}
const kb = total / 1024;
console.log(`initial JavaScript: ${kb.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB)`);
if (kb > BUDGET_KB) {
  console.error(`over budget by ${(kb - BUDGET_KB).toFixed(1)} KB`);
  process.exit(1);
}
