// The demo platform for the visual QA run (npm run qa): the same server as `npm run platform`
// (scripts/platform-http.ts), but private to the run and with a frozen clock, so that what a live
// merchant's screens show (greetings, dates, "today" counters) is the same on every run and every
// machine. The QA browser routes the live merchants' API and image hosts here (tests/qa/harness.ts).
//
//   QA_PLATFORM_PORT   port (8797)
//   QA_MERCHANTS_DIR   the merchant files the platform knows (default <QA_DIST>/merchants)
//   QA_DIST            the build under test (default dist)
import path from 'node:path';
import { createPlatformServer } from '../../scripts/platform-http.ts';
import { QA_NOW } from './qa-env.ts';

// The simulator reads its clock through Date.now(): frozen at the QA instant for this process.
Date.now = () => QA_NOW.getTime();

const port = Number(process.env.QA_PLATFORM_PORT ?? 8797);
const dist = process.env.QA_DIST ?? 'dist';
const merchantsDir = path.resolve(process.env.QA_MERCHANTS_DIR ?? path.join(dist, 'merchants'));

const platform = createPlatformServer({ port, merchantsDir, simControl: true, log: () => undefined });
await platform.listen();
console.log(`qa platform on ${platform.url()} (merchants from ${merchantsDir}, clock frozen at ${QA_NOW.toISOString()})`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void platform.close().finally(() => process.exit(0));
  });
}
