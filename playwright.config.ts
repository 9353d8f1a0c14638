import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, headlessShellPath } from './scripts/chromium.mjs';

/**
 * Journeys against the real built app: one server with normal token lifetimes and one with a 3-second access
 * token for the session journey. Each run gets fresh data folders (scripts/e2e.sh sets E2E_DATA_DIR).
 */
const dataRoot = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), 'plakat-e2e');
/** The two servers listen on E2E_PORT and the port after it (default 3301), so two checkouts can run journeys at once. */
const mainPort = Number(process.env.E2E_PORT ?? 3301);
const shortTokenPort = mainPort + 1;
export const e2e = {
  baseURL: `http://127.0.0.1:${mainPort}`,
  shortTokenURL: `http://127.0.0.1:${shortTokenPort}`,
  mailDir: path.join(dataRoot, 'main', 'mail'),
  shortTokenMailDir: path.join(dataRoot, 'short', 'mail'),
};

const server = (port: number, dir: string, extra: Record<string, string> = {}) => ({
  command: 'npm run start --silent -w @plakat/server',
  url: `http://127.0.0.1:${port}/api/lookups/countries`,
  reuseExistingServer: false,
  timeout: 120_000,
  env: {
    ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(dataRoot, dir),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    // Every journey comes from 127.0.0.1, one after the other: far more than one person's requests and mails.
    RATE_LIMIT_REQUESTS_PER_MINUTE: '100000',
    RATE_LIMIT_MAIL_PER_CLIENT: '10000',
    RATE_LIMIT_MAIL_PER_ADDRESS: '10000',
    RATE_LIMIT_LOGIN_PER_CLIENT: '10000',
    RATE_LIMIT_PAIRING_CODES_PER_CLIENT: '10000',
    // Screens report every 5 s: the status journey waits 15 s of silence for "offline", not 90 (CI time).
    PLAYER_HEARTBEAT_SECONDS: '5',
    ...extra,
  },
});

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: e2e.baseURL,
    browserName: 'chromium',
    locale: 'en-US',
    // The app turns antd's animations off for users who prefer reduced motion (apps/web/src/app/providers.tsx).
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: headlessShellPath,
      args: chromiumArgs,
    },
  },
  // The second server also gives a mail up after one failed attempt (superpanel-mails.spec.ts).
  webServer: [
    server(mainPort, 'main'),
    server(shortTokenPort, 'short', { ACCESS_TOKEN_TTL: '3', MAIL_MAX_ATTEMPTS: '1' }),
  ],
});
