// Visual QA (npm run qa): one screenshot test per merchant file × theme × language × screen, named
// `<merchant> <theme> <lang> <screen>`, compared with tests/qa/baselines/<merchant>/<theme>-<lang>-<screen>.png.
// The list comes from the served merchant files (tests/qa/qa-env.ts): a new file is covered with
// no code change, and `npm run qa:approve -- --merchant <code>` takes its baselines.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { test as base, expect } from '@playwright/test';
import { QA_DIST, QA_MERCHANTS_DIR, QA_PLATFORM_PORT, ROOT, qaMatrix } from './qa-env.ts';
import { SCREEN_ACCOUNT, SCREEN_PATHS, boot, freezeClock, isolateNetwork, login, maskLocators, prepareContext, settle } from './harness.ts';

const matrix = qaMatrix();

/**
 * A private demo platform per worker (the live merchants' API), with a frozen clock: no other run
 * on the machine shares its state, and each test resets it before use.
 */
const test = base.extend<object, { platformOrigin: string }>({
  platformOrigin: [
    async ({}, use, workerInfo) => {
      const port = QA_PLATFORM_PORT + workerInfo.parallelIndex;
      const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'tests/qa/platform-server.ts')], {
        cwd: ROOT,
        env: { ...process.env, QA_PLATFORM_PORT: String(port), QA_DIST, QA_MERCHANTS_DIR },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      // Up once the child says it listens. Another server answering on the port (a platform left
      // running, with a live clock and its own state) must not pass for this run's: the child then
      // exits on the taken port, and the run stops saying so.
      const origin = await new Promise<string>((resolve, reject) => {
        let said = '';
        const timer = setTimeout(() => reject(new Error(`the QA platform did not start on port ${port} within 20 s`)), 20_000);
        child.stdout?.on('data', (chunk: Buffer) => {
          said += chunk.toString();
          if (said.includes('qa platform on ')) {
            clearTimeout(timer);
            resolve(`http://localhost:${port}`);
          }
        });
        child.once('exit', (code) => {
          clearTimeout(timer);
          reject(
            new Error(`the QA platform exited (code ${code}) before listening on port ${port}: is another server on it? QA_PLATFORM_PORT sets the first port`),
          );
        });
      });
      await use(origin);
      child.kill('SIGTERM');
    },
    { scope: 'worker' },
  ],
});

for (const bad of matrix.invalid) {
  test(`${bad.code} merchant file`, () => {
    throw new Error(`merchants/${bad.code}.json does not validate:\n  ${bad.problems.join('\n  ')}`);
  });
}

for (const shot of matrix.shots) {
  const merchant = matrix.merchants.find((m) => m.code === shot.merchant);
  if (!merchant) continue;
  test(shot.title, async ({ page, context, platformOrigin }) => {
    const outside = await isolateNetwork(context, merchant, platformOrigin);
    await prepareContext(context, shot);
    await freezeClock(page);
    const account = SCREEN_ACCOUNT[shot.screen];
    if (account) {
      // A member's screen: the seeded account logs in first (on the English form), then the
      // screen loads afresh in the shot's language.
      await test.step('log in', async () => {
        await boot(page, merchant, 'EN', SCREEN_PATHS.login, platformOrigin);
        await login(page, shot, account);
      });
      await page.goto(`${SCREEN_PATHS[shot.screen]}?lang=${shot.lang}`);
    } else {
      await boot(page, merchant, shot.lang, SCREEN_PATHS[shot.screen], platformOrigin);
    }
    await test.step('wait for the content', () => settle(page, merchant, shot));
    await expect(page, `${shot.title} differs from its baseline`).toHaveScreenshot(shot.file, { mask: maskLocators(page) });
    expect(outside, 'requests to hosts outside this machine').toEqual([]);
    await context.unrouteAll({ behavior: 'ignoreErrors' });
  });
}
