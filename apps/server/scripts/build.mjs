// Bundles the server into dist/server.js. Workspace packages (TypeScript sources) are
// bundled in; every npm dependency stays external and loads from node_modules.

import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { build } from 'esbuild';

const pkg = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter(
  (name) => !name.startsWith('@phonebazaar/'),
);

await build({
  entryPoints: { server: 'src/server.ts', 'build-templates': 'src/scripts/build-templates.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'info',
});

// The pre-migrated PGlite folder and demo pictures the first start copies (decision 015).
execFileSync(process.execPath, ['dist/build-templates.js'], { stdio: 'inherit' });
