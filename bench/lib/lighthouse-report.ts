import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Build } from './machine.ts';
import { BENCH_ROOT } from './paths.ts';

export interface LighthousePage {
  name: string;
  path: string;
  /** Medians over the runs. */
  score: number;
  cls: number;
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
  speedIndexMs: number;
  /** From the run with the median score. */
  lcpElement: string | undefined;
  flagged: string[];
  /** Requests to any origin but the app's own (must stay empty: nothing calls the internet). */
  outsideRequests: string[];
  runs: unknown[];
}

export interface LighthouseResults {
  kind: 'lighthouse';
  date: string;
  lighthouse: string;
  runsPerPage: number;
  target: { score: number; cls: number };
  machine: { cpu: string; cores: number; node: string; chromium: string; loadAverage: number[] };
  build: Build;
  pages: LighthousePage[];
}

export const LIGHTHOUSE_MD = path.join(BENCH_ROOT, 'LIGHTHOUSE.md');

const ms = (v: number) => `${Math.round(v).toLocaleString('en-US')} ms`;

/** bench/LIGHTHOUSE.md from one run; only the words live here, the numbers come from the run. */
export async function writeLighthouseReport(r: LighthouseResults, file: string): Promise<void> {
  const rows = r.pages.map((p) => {
    const pass = p.score >= r.target.score && p.cls < r.target.cls && !p.outsideRequests.length;
    return `| ${p.name} \`${p.path}\` | ${p.score} | ${p.cls.toFixed(3)} | ${ms(p.lcpMs)} | ${ms(p.tbtMs)} | ${ms(p.fcpMs)} | ${ms(p.speedIndexMs)} | ${pass ? 'yes' : '**no**'} |`;
  });
  const notes = r.pages.flatMap((p) => [
    `- ${p.name}: LCP element \`${(p.lcpElement ?? '–').replaceAll('`', "'")}\`; ` +
      (p.flagged.length ? `flagged: ${p.flagged.join('; ')}` : 'no performance audit under 0.9'),
  ]);
  const text = `# Lighthouse

<!-- Written by bench/lighthouse.ts (npm run lighthouse -w @phonebazaar/bench) from its newest run. -->

Issue #8 item 5: mobile Lighthouse performance at least ${r.target.score} and CLS under ${r.target.cls} on the home page,
All Products and a category page. Lighthouse ${r.lighthouse} with its defaults (mobile emulation, simulated
slow 4G and 4x CPU slow-down), Debian's Chromium headless, ${r.runsPerPage} cold runs per page (storage cleared
each run), medians reported. The built server runs on a fresh PGlite folder with the demo data; any request to
another origin fails the run.

\`\`\`sh
npm run build
npm run lighthouse -w @phonebazaar/bench      # LIGHTHOUSE_RUNS=5 for more runs; LIGHTHOUSE_REPORT_DIR=dir keeps full reports
\`\`\`

Simulated throttling scales the main-thread time Chromium really spent, so a busy machine raises TBT; measure
on a quiet one.

## Results (${r.date.slice(0, 16).replace('T', ' ')} UTC, \`${file}\`)

| Page | Score | CLS | LCP | TBT | FCP | Speed Index | Meets target |
| --- | --- | --- | --- | --- | --- | --- | --- |
${rows.join('\n')}

${notes.join('\n')}

Machine: ${r.machine.cpu}, ${r.machine.cores} cores, load average ${r.machine.loadAverage.join(' / ')}; ${r.machine.chromium};
Node ${r.machine.node}; commit ${r.build.commit.slice(0, 10)}${r.build.uncommittedFiles ? ` (+${r.build.uncommittedFiles} uncommitted files)` : ''}.
`;
  await writeFile(LIGHTHOUSE_MD, text);
}
