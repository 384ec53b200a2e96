import { rm } from 'node:fs/promises';
import { buildPgliteTemplate } from '../db/pglite-template.ts';
import { DEMO_IMAGES_TEMPLATE_DIR, MIGRATIONS_DIR, PGLITE_TEMPLATE_DIR } from '../paths.ts';
import { seedCategories } from '../seed/categories.ts';
import { demoImageJobs } from '../seed/demo-data.ts';
import { renderImages } from '../seed/images.ts';

/**
 * Run by scripts/build.mjs after bundling: the pre-migrated PGlite folder and the demo
 * pictures the first start copies instead of making (docs/decisions/015-start-up-booking-static.md).
 */
const started = performance.now();
// Drawn afresh each build: renderImages keeps files that exist, and the drawings may change.
await rm(DEMO_IMAGES_TEMPLATE_DIR, { recursive: true, force: true });
await Promise.all([
  buildPgliteTemplate(PGLITE_TEMPLATE_DIR, MIGRATIONS_DIR, seedCategories),
  renderImages(DEMO_IMAGES_TEMPLATE_DIR, demoImageJobs()),
]);
console.log(
  `  dist/pglite-template, dist/demo-images  ${Math.round(performance.now() - started)} ms`,
);
