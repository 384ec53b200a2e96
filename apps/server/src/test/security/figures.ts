import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** test-results/ at the repository root: scripts/validate.mjs clears it before each run. */
export const FIGURES_DIR = path.resolve(
  import.meta.dirname,
  '../../../../../test-results/security',
);

/**
 * Writes what a security suite tried and what held, for `npm run reliability` to turn into
 * docs/reliability.md. One file per suite and database, so runs on both never overwrite.
 */
export function writeFigures(name: string, figures: Record<string, unknown>): void {
  mkdirSync(FIGURES_DIR, { recursive: true });
  writeFileSync(
    path.join(FIGURES_DIR, `${name}.json`),
    `${JSON.stringify({ suite: name, at: new Date().toISOString(), ...figures }, null, 2)}\n`,
  );
}
