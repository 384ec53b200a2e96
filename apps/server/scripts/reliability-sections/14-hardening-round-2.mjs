// Issue #14 (hardening, round 2): one row per finding, from the figures the regression suites
// write with src/test/security/hardening-figures.ts (hardening-<topic>-<db>.json). Figures from
// suites that need no database are written with kind 'none' and shown in every column.
// Default export: (figures, kinds) => markdown lines.
const row = (cells) => `| ${cells.join(' | ')} |`;

/** Finding numbers first, in order (2 before 10), then named ones ('cors', 'mail') by name. */
function byItem(a, b) {
  const na = Number.parseInt(a, 10);
  const nb = Number.parseInt(b, 10);
  if (Number.isNaN(na) !== Number.isNaN(nb)) return Number.isNaN(na) ? 1 : -1;
  if (!Number.isNaN(na) && na !== nb) return na - nb;
  return a.localeCompare(b);
}

export default function render(figures) {
  const files = Object.entries(figures).filter(([name]) => name.startsWith('hardening-'));
  const dbs = [...new Set(files.map(([, f]) => f.kind).filter((k) => k && k !== 'none'))].sort();
  const columns = dbs.length > 0 ? dbs : ['measured'];
  // (item, what) -> { db -> figure }
  const rows = new Map();
  for (const [, file] of files) {
    for (const { item, what, figure } of file.figures ?? []) {
      const key = `${item}\u0000${what}`;
      const cells = rows.get(key) ?? { item, what, by: {} };
      if (file.kind === 'none' || !file.kind) for (const db of columns) cells.by[db] = figure;
      else cells.by[file.kind] = figure;
      rows.set(key, cells);
    }
  }
  const lines = ['## Hardening, round 2 (issue #14)', ''];
  if (rows.size === 0) return [...lines, 'No hardening figures in this run.', ''];
  const sorted = [...rows.values()].sort((a, b) => byItem(a.item, b.item));
  lines.push(
    row(['Finding', 'What was tried', ...columns]),
    row(['---', '---', ...columns.map(() => '---')]),
    ...sorted.map((r) => row([r.item, r.what, ...columns.map((db) => r.by[db] ?? '-')])),
    '',
    'Each row is a regression suite in `apps/server/src/test/security/hardening-*.test.ts` (or an',
    'API suite beside the code it guards) that failed on the code before the fix. The finding',
    "numbers are the issue's; the figure is what that run measured.",
    '',
  );
  return lines;
}
