#!/usr/bin/env node
// The floor plan of issue #15, checked: fails (exit 1) with a readable list when
//   modules   a file in apps/server/src/modules/<a>/ imports another module's internals
//             (anything of modules/<b>/ but its door, modules/<b>/index.ts);
//   layers    a file in apps/server/src/http/ or lib/ imports from modules/ (the ground floor
//             is given what it needs from modules as options or route config);
//   features  a web feature apps/web/src/features/<x>/ imports another feature;
//   cycles    server modules import each other round a cycle (a -> b -> ... -> a);
//   web-layers  apps/web/src/components/ or lib/ imports a feature, or lib/ imports components/
//             (features are composed in apps/web/src/app/, the layouts and routes);
//   db        apps/server/src/db/ imports modules/ or seed/ (the ground floor), or seed/ imports
//             a module's internals (the seed asks modules through their doors);
//   bench     a file in bench/ imports a module's internals (only modules/<x>/index.ts).
//   listing-writes  a server file outside modules/listings/ writes products (decision 050).
// Test files follow the same rules: beside the code they may reach into their own module only.
// Files under apps/server/src/test/ (the suites that drive the whole app) are not in a module.
// `--report` prints the same list and exits 0 (while code is being moved); `--graph` prints
// which server module imports which; `--root DIR` checks another tree laid out the same way
// (the script's own tests use it).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER = 'apps/server/src';
const WEB_FEATURES = 'apps/web/src/features';
const WEB = 'apps/web/src';
const SOURCE = /\.(?:ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const TEST = /\.test\.[cm]?[jt]sx?$/;

/** Every source file under `dir` (relative to `root`, with forward slashes). */
function sourceFiles(root, dir) {
  const found = [];
  const walk = (relative) => {
    const absolute = path.join(root, relative);
    if (!existsSync(absolute)) return;
    for (const entry of readdirSync(absolute, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const child = `${relative}/${entry.name}`;
      if (entry.isDirectory()) walk(child);
      else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) found.push(child);
    }
  };
  walk(dir);
  return found;
}

// Comments go first so an example in a doc comment is not an import; the newlines stay,
// so line numbers still point at the real line.
const BLOCK_COMMENT = /\/\*[\s\S]*?\*\//g;
const LINE_COMMENT = /^[ \t]*\/\/.*$/gm;
const STATIC_IMPORT =
  /(?<![\w$.])(?:import|export)\s+(type\s+)?(?:[\w$*{}\s,]+?\s+from\s+)?['"]([^'"\n]+)['"]/g;
const DYNAMIC_IMPORT = /(?<![\w$.])import\(\s*['"]([^'"\n]+)['"]\s*\)/g;

/** The relative imports of one file's text: `{ specifier, line, typeOnly }`. */
export function importsOf(text) {
  const code = text
    .replace(BLOCK_COMMENT, (comment) => comment.replace(/[^\n]/g, ' '))
    .replace(LINE_COMMENT, '');
  const lineAt = (index) => code.slice(0, index).split('\n').length;
  const found = [];
  for (const match of code.matchAll(STATIC_IMPORT)) {
    found.push({ specifier: match[2], line: lineAt(match.index), typeOnly: Boolean(match[1]) });
  }
  for (const match of code.matchAll(DYNAMIC_IMPORT)) {
    found.push({ specifier: match[1], line: lineAt(match.index), typeOnly: false });
  }
  return found.filter((entry) => entry.specifier.startsWith('.'));
}

/** The file a relative specifier names, relative to `root`; extensionless ones are tried. */
function resolve(root, from, specifier) {
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  const absolute = path.join(root, target);
  if (existsSync(absolute) && statSync(absolute).isFile()) return target;
  for (const candidate of ['.ts', '.tsx', '/index.ts', '/index.tsx', '/index.js']) {
    if (existsSync(absolute + candidate)) return target + candidate;
  }
  return target;
}

/** `modules/<name>/...` -> name; undefined outside a server module (modules/index.ts too). */
function serverModule(file) {
  const match = file.match(/^apps\/server\/src\/modules\/([^/]+)\//);
  return match?.[1];
}

function webFeature(file) {
  const match = file.match(/^apps\/web\/src\/features\/([^/]+)\//);
  return match?.[1];
}

/** The strongly connected groups of more than one module (Tarjan), each sorted. */
function cyclesOf(edges) {
  const nodes = [
    ...new Set([...edges.keys(), ...[...edges.values()].flatMap((to) => [...to.keys()])]),
  ];
  let index = 0;
  const order = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  const visit = (node) => {
    order.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node)?.keys() ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node), order.get(next)));
      }
    }
    if (low.get(node) === order.get(node)) {
      const group = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const node of nodes.sort()) if (!order.has(node)) visit(node);
  return groups;
}

// Decision 050: the listings room alone writes the listing (products) and calls the SQL
// functions that book it. Test files and helpers, the demo seed and migrations set rows up.
const LISTINGS_ROOM = `${SERVER}/modules/listings/`;
const LISTING_WRITES = [
  [/\.(?:update|delete|insert)\(\s*products\s*\)/g, 'writes products through drizzle'],
  [
    /\b(?:update|delete\s+from|insert\s+into)\s+(?:public\.)?(?:"products"|products\b|\$\{\s*products\s*\})/gi,
    'writes products in raw SQL',
  ],
  [/\bbook_listing(?:_at_price)?\s*\(/g, 'calls a book_listing SQL function'],
];
const SETS_ROWS_UP =
  /(?:^apps\/server\/src\/(?:test|seed|db\/migrations)\/|\.test\.[cm]?[jt]sx?$|-test-(?:helpers|data)\.[cm]?[jt]sx?$)/;

/** Rule listing-writes: every write of products outside modules/listings/, with its line. */
function listingWriteViolations(root, files) {
  const found = [];
  for (const file of files) {
    if (!file.startsWith(`${SERVER}/`) || file.startsWith(LISTINGS_ROOM)) continue;
    if (SETS_ROWS_UP.test(file)) continue;
    const code = readFileSync(path.join(root, file), 'utf8')
      .replace(BLOCK_COMMENT, (comment) => comment.replace(/[^\n]/g, ' '))
      .replace(LINE_COMMENT, '');
    for (const [pattern, what] of LISTING_WRITES) {
      for (const match of code.matchAll(pattern)) {
        found.push({
          rule: 'listing-writes',
          file,
          line: code.slice(0, match.index).split('\n').length,
          message: `${what} (${match[0].replace(/\s+/g, ' ')}): only modules/listings/ writes the listing; ask its door (modules/listings/index.ts)`,
        });
      }
    }
  }
  return found.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

/**
 * Runs `check(file, target, specifier)` on every relative import of the source files under
 * `dirs`; each message it returns is a violation of `rule` at that import.
 */
function importRule(root, rule, dirs, check) {
  const violations = [];
  let files = 0;
  for (const file of dirs.flatMap((dir) => sourceFiles(root, dir))) {
    files += 1;
    for (const { specifier, line } of importsOf(readFileSync(path.join(root, file), 'utf8'))) {
      const message = check(file, resolve(root, file, specifier), specifier);
      if (message) violations.push({ rule, file, line, message });
    }
  }
  return { violations, files };
}

/** A module's door (modules/<x>/index.ts) is the one file of modules/ outsiders may import. */
const isModuleDoor = (target) => /^apps\/server\/src\/modules\/[^/]+\/index\.ts$/.test(target);

/** web-layers: components/ and lib/ sit under the features; lib/ also under components/. */
function webLayerViolations(root) {
  return importRule(
    root,
    'web-layers',
    [`${WEB}/components`, `${WEB}/lib`],
    (file, target, specifier) => {
      const layer = file.startsWith(`${WEB}/lib/`) ? 'lib' : 'components';
      if (target.startsWith(`${WEB_FEATURES}/`))
        return `imports ${specifier}: ${layer}/ must not import features/ (compose features in app/)`;
      if (layer === 'lib' && target.startsWith(`${WEB}/components/`))
        return `imports ${specifier}: lib/ must not import components/ (move the piece to components/ or app/)`;
    },
  );
}

/** db: db/ is the ground floor under every module; the seed uses the modules' doors. */
function dbViolations(root) {
  return importRule(root, 'db', [`${SERVER}/db`, `${SERVER}/seed`], (file, target, specifier) => {
    if (file.startsWith(`${SERVER}/db/`)) {
      if (target.startsWith(`${SERVER}/modules/`) || target.startsWith(`${SERVER}/seed/`))
        return `imports ${specifier}: db/ must not import modules/ or seed/ (pass it in instead)`;
    } else if (target.startsWith(`${SERVER}/modules/`) && !isModuleDoor(target)) {
      return `imports ${specifier}: seed/ may import a module only through its door, modules/<x>/index.ts`;
    }
  });
}

/** bench: benchmarks drive the server through the modules' doors, like any other caller. */
function benchViolations(root) {
  return importRule(root, 'bench', ['bench'], (_file, target, specifier) => {
    if (target.startsWith(`${SERVER}/modules/`) && !isModuleDoor(target))
      return `imports ${specifier}: bench/ may import a module only through its door, modules/<x>/index.ts`;
  });
}

/**
 * Every boundary the tree at `root` crosses, as `{ rule, file, line, message }`; rule is one of
 * 'modules', 'layers', 'features', 'cycles', 'web-layers', 'db', 'bench', 'listing-writes'.
 * `files` is how many source files were read.
 */
export function checkBoundaries(root) {
  const violations = [];
  // Module -> module -> the first import that makes the edge (for the cycle report).
  const edges = new Map();
  const files = [...sourceFiles(root, SERVER), ...sourceFiles(root, WEB_FEATURES)];
  for (const file of files) {
    const text = readFileSync(path.join(root, file), 'utf8');
    for (const { specifier, line, typeOnly } of importsOf(text)) {
      const target = resolve(root, file, specifier);
      const at = { file, line };
      const from = serverModule(file);
      const to = serverModule(target);
      if (from && to && from !== to) {
        if (target !== `${SERVER}/modules/${to}/index.ts`) {
          violations.push({
            rule: 'modules',
            ...at,
            message: `imports ${specifier}: an internal of modules/${to}; use modules/${to}/index.ts`,
          });
        }
        // Nothing imports a test file, so a test's imports cannot close a cycle.
        if (!TEST.test(file)) {
          if (!edges.has(from)) edges.set(from, new Map());
          const known = edges.get(from).get(to);
          // Prefer a runtime import as the example: a type-only one is erased.
          if (!known || (known.typeOnly && !typeOnly))
            edges.get(from).set(to, { ...at, specifier, typeOnly });
        }
      }
      const layer = file.match(/^apps\/server\/src\/(http|lib)\//)?.[1];
      if (layer && target.startsWith(`${SERVER}/modules/`)) {
        violations.push({
          rule: 'layers',
          ...at,
          message: `imports ${specifier}: ${layer}/ must not import modules/ (pass it in as an option or route config)`,
        });
      }
      const feature = webFeature(file);
      const other = webFeature(target);
      if (feature && other && feature !== other) {
        violations.push({
          rule: 'features',
          ...at,
          message: `imports ${specifier}: feature ${feature} must not import feature ${other} (share it through components/ or lib/)`,
        });
      }
    }
  }
  let checked = files.length;
  const addRule = (result) => {
    violations.push(...result.violations);
    checked += result.files;
  };
  addRule(webLayerViolations(root));
  addRule(dbViolations(root));
  addRule(benchViolations(root));
  for (const group of cyclesOf(edges)) {
    const inGroup = new Set(group);
    const links = group.flatMap((from) =>
      [...(edges.get(from)?.entries() ?? [])]
        .filter(([to]) => inGroup.has(to))
        .map(
          ([to, at]) =>
            `${from} -> ${to} (${at.file}:${at.line}${at.typeOnly ? ', type only' : ''})`,
        ),
    );
    violations.push({
      rule: 'cycles',
      file: `${SERVER}/modules`,
      line: 0,
      message: `modules ${group.join(', ')} import each other: ${links.join('; ')}`,
    });
  }
  violations.push(...listingWriteViolations(root, files));
  const graph = [...edges.entries()].flatMap(([from, to]) =>
    [...to.entries()].map(([name, at]) => ({ from, to: name, ...at })),
  );
  return { violations, files: checked, graph };
}

const TITLES = {
  modules: "A module imports another module's internals (only modules/<b>/index.ts is a door)",
  layers: 'The ground floor (http/, lib/) imports modules/',
  features: 'A web feature imports another feature',
  cycles: 'Server modules import each other in a cycle',
  'web-layers': 'Web components/ or lib/ import a feature, or lib/ imports components/',
  db: "db/ imports modules/ or seed/, or seed/ imports a module's internals",
  bench: "bench/ imports a module's internals",
  'listing-writes': 'A server file outside modules/listings/ writes the listing (decision 050)',
};

/** The human list, grouped by rule. */
export function formatViolations(violations) {
  const out = [];
  for (const [rule, title] of Object.entries(TITLES)) {
    const mine = violations.filter((v) => v.rule === rule);
    if (mine.length === 0) continue;
    out.push(`${title}: ${mine.length}`);
    for (const v of mine)
      out.push(v.line ? `  ${v.file}:${v.line}  ${v.message}` : `  ${v.message}`);
  }
  return out.join('\n');
}

function main(argv) {
  const report = argv.includes('--report');
  const rootAt = argv.indexOf('--root');
  const root =
    rootAt >= 0 ? path.resolve(argv[rootAt + 1]) : path.resolve(import.meta.dirname, '..');
  const { violations, files, graph } = checkBoundaries(root);
  if (argv.includes('--graph')) {
    // The module plan as it is: who imports whom (tests left out), one example import each.
    for (const edge of graph.sort((a, b) => `${a.from}${a.to}`.localeCompare(`${b.from}${b.to}`)))
      console.log(`${edge.from} -> ${edge.to}  (${edge.file}:${edge.line})`);
    return 0;
  }
  if (violations.length === 0) {
    console.log(`Boundaries hold: ${files} files checked.`);
    return 0;
  }
  console.log(formatViolations(violations));
  console.log(`\n${violations.length} boundary violations in ${files} files.`);
  if (report) console.log('(--report: listed only, not failing)');
  return report ? 0 : 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2));
}
