import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          exclude: ['**/*.api.test.ts', '**/node_modules/**'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/src/**/*.api.test.ts'],
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
          // PGlite runs in-process; two workers match the two cores of our machines.
          maxWorkers: 2,
          // Every file builds its own app on its own database, so files need no fresh module graph each: sharing it
          // per worker saves importing the server 100 times (API suite 275 s -> 118 s; docs/decisions.md).
          isolate: false,
        },
      },
    ],
  },
});
