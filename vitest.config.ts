import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

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
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
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
          fileParallelism: false,
        },
      },
    ],
  },
});
