import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Server suites that replace a module with vi.mock: the mock needs a fresh module graph (a
 * file of the shared-module `server` project may have imported the real module before), so
 * they run isolated, in `server-mocks`. Found by reading the files, so a new one cannot land
 * in the wrong project.
 */
const serverSrc = fileURLToPath(new URL('./apps/server/src', import.meta.url));
const serverMockSuites = readdirSync(serverSrc, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts'))
  .filter((file) => readFileSync(path.join(serverSrc, file), 'utf8').includes('vi.mock('))
  .map((file) => `src/${file.split(path.sep).join('/')}`);

/** What the two server projects share. */
const serverSuites = {
  root: './apps/server',
  environment: 'node',
  testTimeout: 30_000,
  hookTimeout: 60_000,
} as const;

/** One runner for every suite; `--project` picks one (see package.json scripts). */
export default defineConfig({
  test: {
    // Two files at a time suit the 2-core machines; PGlite instances are memory-hungry.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'shared',
          root: './packages/shared',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          ...serverSuites,
          name: 'server',
          include: ['src/**/*.test.ts'],
          exclude: serverMockSuites,
          // Files share a worker's modules: importing the app (Fastify, better-auth, Stripe,
          // PGlite's WebAssembly) cost ~3 s of CPU per file, a third of the suite. Server
          // modules keep their state per app or per database, never per module.
          isolate: false,
        },
      },
      {
        test: {
          ...serverSuites,
          name: 'server-mocks',
          include: serverMockSuites,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // Files share a worker's modules and document (setup.ts clears the page after each
          // file): importing React, the router and the features again cost ~0.5 s per file.
          isolate: false,
          // jsdom renders slowly on a busy 2-core machine; 5 s flakes under load.
          testTimeout: 15_000,
          setupFiles: ['./src/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          root: './e2e',
          include: ['**/*.e2e.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 180_000,
          globalSetup: ['./global-setup.ts'],
          // Files share a worker's modules: importing Playwright, axe and the shared texts again
          // cost ~3 s per file (78 s of the suite). Each file launches its own browser.
          isolate: false,
          // Two files at a time (maxWorkers), each worker on its own server (global-setup.ts).
        },
      },
    ],
  },
});
