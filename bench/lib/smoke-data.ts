import { existsSync } from 'node:fs';
import { cp, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  dataSetDir,
  generate,
  lastMigration,
  type Manifest,
  readManifest,
} from '../data/generate.ts';
import { log } from './log.ts';
import { DATA_ROOT } from './paths.ts';

/**
 * The smoke bench's data set: made by the bench's generator into `$DATA_ROOT/smoke/pglite-<size>`
 * (the full bench's scheme, a folder of its own) and kept there as a template. Each run works on
 * a private copy (half a second for 10k): a PGlite folder belongs to one process, and a full
 * bench at the same size, or another smoke, may be using theirs at the same moment.
 */
export const SMOKE_DATA_ROOT = path.join(DATA_ROOT, 'smoke');

export async function smokeDataSet(
  size: number,
  regenerate: boolean,
  workDir: string,
): Promise<Manifest & { reused: boolean }> {
  const template = regenerate ? undefined : await readManifest('pglite', size, SMOKE_DATA_ROOT);
  const copy = path.join(workDir, 'data');
  if (template?.dataDir && template.migration === lastMigration() && existsSync(template.dataDir)) {
    await cp(template.dataDir, copy, { recursive: true });
    log(`smoke: a copy of the ${template.label} data set from ${template.generatedAt}`);
    return { ...template, dataDir: copy, reused: true };
  }
  // Made in this run's folder, then published for the next runs with a rename (no half-written
  // template is ever visible); this run keeps the one it made.
  const made = await generate({ size, db: 'pglite', dataRoot: path.join(workDir, 'gen') });
  await publish(made);
  await rename(made.dataDir!, copy);
  return { ...made, dataDir: copy, reused: false };
}

async function publish(made: Manifest): Promise<void> {
  const target = dataSetDir('pglite', made.size, SMOKE_DATA_ROOT);
  const staging = `${target}.${process.pid}`;
  await mkdir(SMOKE_DATA_ROOT, { recursive: true });
  await cp(path.dirname(made.dataDir!), staging, { recursive: true });
  const manifest: Manifest = { ...made, dataDir: path.join(target, 'data') };
  await writeFile(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  await rm(target, { recursive: true, force: true });
  await rename(staging, target).catch(async () => {
    // Another run published at the same moment: theirs stays.
    await rm(staging, { recursive: true, force: true });
  });
}
