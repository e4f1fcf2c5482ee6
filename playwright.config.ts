import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS } from './scripts/chromium-flags.ts';

const PREVIEW_PORT = Number(process.env.E2E_PORT ?? 4173);
const PLATFORM_PORT = Number(process.env.PLATFORM_PORT ?? 8787);
/** The built app to serve (E2E_DIST lets several builds be tested side by side). */
const DIST = process.env.E2E_DIST ?? 'dist';
/** The operators' console of tests/e2e/console.spec.ts (its preview on the next port), with a fresh state each run. */
const CONSOLE_PORT = Number(process.env.E2E_CONSOLE_PORT ?? 5280);
const CONSOLE_DATA = path.join(os.tmpdir(), `palaro-e2e-console-${CONSOLE_PORT}`);

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Every test runs in its own browser context, side by side with others: demo specs over the
  // in-page simulator, live specs against the one platform server (those that sign in use one
  // shared device id, so none signs another out: tests/e2e/test.ts). Four workers keep the two
  // cores of this machine busy while pages wait on the network and on timers.
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 4),
  retries: 0,
  reporter: [['list']],
  projects: [
    { name: 'browser', grepInvert: /@served-file|@console/ },
    // A test that edits a served merchant file on disk changes it for every test: it runs alone,
    // once the others are done.
    { name: 'served-file', grep: /@served-file/, dependencies: ['browser'] },
    // The console's journey publishes the served demo file too: after those, on its own.
    { name: 'console', grep: /@console/, dependencies: ['served-file'] },
  ],
  use: {
    baseURL: `http://localhost:${PREVIEW_PORT}`,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'allow',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: [
    {
      // The built app behind Debian's nginx with the production headers and CSP (npm run
      // serve:prod; npm run build runs before the browser tests in .ci/run). tests/e2e/fixtures.ts
      // fails a test on any CSP violation.
      command: `npx tsx scripts/serve-prod.ts`,
      env: { PORT: String(PREVIEW_PORT), DIST },
      url: `http://localhost:${PREVIEW_PORT}/m/home`,
      reuseExistingServer: !process.env.CI,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      timeout: 60_000,
    },
    {
      // The live merchant (manila) talks to the simulator over HTTP.
      command: `npx tsx scripts/platform-server.ts`,
      url: `http://localhost:${PLATFORM_PORT}/sim/health`,
      env: { PLATFORM_PORT: String(PLATFORM_PORT) },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // The operators' console (npm run console) on the served build's merchant folder, its preview
      // showing the served site. Its journey edits that folder: it runs in the console project, last,
      // and puts the file back.
      command: `rm -rf ${CONSOLE_DATA} && npx tsx src/console/server/main.ts`,
      url: `http://127.0.0.1:${CONSOLE_PORT}/api/health`,
      env: {
        CONSOLE_PORT: String(CONSOLE_PORT),
        CONSOLE_DATA,
        CONSOLE_MERCHANTS: path.join(DIST, 'merchants'),
        CONSOLE_SITE_URL: `http://localhost:${PREVIEW_PORT}`,
        CONSOLE_ADMIN_PASSWORD: 'e2e-admin-password',
      },
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
  ],
});
