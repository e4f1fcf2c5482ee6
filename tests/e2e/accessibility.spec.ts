// Accessibility of the main screens with axe-core (WCAG 2.0/2.1 A and AA rules, colour contrast
// included), for a visitor and for demoplayer, in the dark theme (demo) and the light one (manila).
import { test, expect, type Page, type Request } from './test';
import { AxeBuilder } from '@axe-core/playwright';
import { goInApp, login } from './journey';

// Each journey checks many screens: more time than one ordinary journey.
test.describe.configure({ timeout: 180_000 });
// Contrast is measured on the settled page: a winner row fading in is not yet at its colours.
test.use({ reducedMotion: 'reduce' });

/**
 * Opens `path` as the app's own links do (no reload, so the app does not boot again for each
 * screen), then waits until the screen has settled: its platform calls answered and no part of
 * it still loading (aria-busy).
 */
async function openInApp(page: Page, path: string) {
  // The requests this screen started (one the previous screen started may end meanwhile: it is
  // not this screen's, and is not counted off).
  const pending = new Set<Request>();
  const started = (r: Request) => void pending.add(r);
  const ended = (r: Request) => void pending.delete(r);
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await goInApp(page, path);
    await expect.poll(() => pending.size, { intervals: [100, 100, 250] }).toBe(0);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

async function violationsOn(page: Page, path: string, first: boolean): Promise<string[]> {
  if (first) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  } else {
    await openInApp(page, path);
  }
  // The announcement popup is checked on home; close it so the page under it is checked too.
  const close = page.getByRole('dialog').getByRole('button', { name: 'Close' });
  if (await close.count()) {
    await close.first().click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations.flatMap((v) => v.nodes.map((n) => `${path} ${v.id} (${v.impact ?? ''}): ${n.target.join(' ')}`));
}

async function check(page: Page, paths: readonly string[]) {
  const found: string[] = [];
  for (const [i, path] of paths.entries()) found.push(...(await violationsOn(page, path, i === 0)));
  expect(found).toEqual([]);
}

test.beforeEach(async ({ page }) => {
  await page.goto('/m/home?sim=reset&lang=EN&merchant=demo');
  await expect(page.getByText('Palaro Demo').first()).toBeVisible();
});

test('a visitor: home, login, registration, game list, member and message centers, help, rankings', async ({ page }) => {
  await check(page, ['/m/home', '/m/login', '/m/register', '/m/gameList', '/m/member/home', '/m/message', '/m/help', '/m/member/benefits', '/m/bet-rank']);
});

test('demoplayer: money, records, promotions, rewards, referrals, rebates, security and responsible gaming', async ({ page }) => {
  await login(page);
  await check(page, [
    '/m/home',
    '/m/voucherCenter',
    '/m/withdraw',
    '/m/transaction/record',
    '/m/activity',
    '/m/rewardCenter',
    '/m/mall/mallHome',
    '/m/inviteFriends',
    '/m/leaderBoard',
    '/m/member/manualRebate',
    '/m/upLine/transfer',
    '/m/feedback',
    '/m/securityCenter',
    '/m/responsibleGaming',
    '/m/webEmail',
    '/m/setting',
  ]);
});

test('the light theme of the live merchant: home and login', async ({ page }) => {
  await check(page, ['/m/home?merchant=manila', '/m/login?merchant=manila']);
});
