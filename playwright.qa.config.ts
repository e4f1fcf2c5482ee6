// Visual QA of every merchant (npm run qa; npm run qa:approve takes new baselines): screenshots of
// the built app behind nginx (npm run serve:prod), compared with tests/qa/baselines/. See
// tests/qa/qa-env.ts for what is covered and the environment that steers it.
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS as BASE_FLAGS } from './scripts/chromium-flags.ts';
import { QA_DIR, QA_DIST, QA_JSON_REPORT, QA_OUTPUT_DIR, QA_PORT, QA_BASE_URL } from './tests/qa/qa-env.ts';

const CHROMIUM_FLAGS = [
  ...BASE_FLAGS,
  // Stable pixels: no LCD text, sRGB output, no smooth scrolling.
  '--disable-lcd-text',
  '--force-color-profile=srgb',
  '--disable-smooth-scrolling',
  '--hide-scrollbars',
];

/**
 * The project's own fonts (tests/qa/fonts): Chromium's fontconfig sees only them, so every
 * machine draws the same glyphs whatever fonts it has installed.
 */
const BROWSER_ENV: Record<string, string> = {
  ...Object.fromEntries(Object.entries(process.env).filter((e): e is [string, string] => e[1] !== undefined)),
  FONTCONFIG_FILE: path.join(QA_DIR, 'fonts/fonts.conf'),
};

export default defineConfig({
  testDir: 'tests/qa',
  outputDir: QA_OUTPUT_DIR,
  snapshotPathTemplate: 'tests/qa/baselines/{arg}{ext}',
  timeout: 90_000,
  expect: {
    timeout: 15_000,
    toHaveScreenshot: { animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  fullyParallel: true,
  workers: Number(process.env.QA_WORKERS ?? 2),
  retries: 0,
  // npm run qa passes --update-snapshots for approval; a plain run never writes a baseline.
  updateSnapshots: 'none',
  reporter: [['list'], ['json', { outputFile: QA_JSON_REPORT }]],
  use: {
    baseURL: QA_BASE_URL,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    locale: 'en-PH',
    timezoneId: 'Asia/Manila',
    colorScheme: 'light',
    serviceWorkers: 'allow',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS, env: BROWSER_ENV },
    trace: 'off',
    screenshot: 'off',
  },
  webServer: [
    {
      // The build behind Debian's nginx with the production headers and CSP, as the e2e tests.
      command: 'npx tsx scripts/serve-prod.ts',
      env: { PORT: String(QA_PORT), DIST: QA_DIST },
      url: `${QA_BASE_URL}/m/home`,
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      timeout: 60_000,
    },
  ],
});
