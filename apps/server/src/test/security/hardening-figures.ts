import { writeFigures } from './figures.ts';

/**
 * One measured line of issue #14's hardening round for docs/reliability.md: which finding
 * (its number in the issue, or a name such as 'mail' or 'cors'), what the suite tried, and the
 * figure it measured ("12 of 12 refused", "0 demo accounts seeded").
 */
export interface HardeningFigure {
  item: string;
  what: string;
  figure: string;
}

/**
 * Writes a suite's hardening figures; `npm run reliability` renders every `hardening-*` file
 * into one table. `name` is the suite's topic, `kind` the database it ran on (or 'none').
 */
export function writeHardeningFigures(name: string, kind: string, figures: HardeningFigure[]) {
  writeFigures(`hardening-${name}-${kind}`, { kind, figures });
}
