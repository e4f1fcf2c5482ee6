// Member center and message center against the built demo: the menu holds exactly the entries
// whose switches are on in the served merchant file, and follows a change of that file as served
// after a reload (no rebuild); live chat only with CBS3; a switched-off feature's route refuses.
import { test, expect, type Page } from './test';
import { login, withServedMerchant, withSwitches } from './journey';

const menuNames = async (page: Page, label: string) => {
  const nav = page.getByRole('navigation', { name: label });
  await expect(nav.getByRole('link').first()).toBeVisible();
  return (await nav.getByRole('link').allInnerTexts()).map((s) => s.replace(/\s+/g, ' ').trim());
};

/** demoplayer (type 0) on the demo merchant, every switch on: every entry but the agency center. */
const DEMOPLAYER_MENU = [
  'Invite friends',
  'Mission activity',
  'Account record',
  'Deposit record',
  'Withdraw report',
  'Profit and loss',
  'Reward center',
  'Points mall',
  'Superior transfer',
  'Manual rebate',
  'My rebate',
  'News',
  'Responsible gaming',
  'Feedback',
];

test.beforeEach(async ({ page }) => {
  await page.goto('/m/home?sim=reset&lang=EN&merchant=demo');
  await expect(page.getByText('Palaro Demo').first()).toBeVisible();
});

test('the member-center menu holds exactly the entries whose switches are on, and follows the served file', async ({ page }) => {
  await login(page, 'demoplayer');
  await page.goto('/m/member/home');
  // Entries that depend on the member's own data (superior transfer needs the upline) come with its answer.
  await expect.poll(() => menuNames(page, 'Member menu')).toEqual(DEMOPLAYER_MENU);
  await withServedMerchant(page, 'demo', withSwitches({ PTSYS3: false, TRANSREC3: false, PLYRBT: false }), async () => {
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Member center' })).toBeVisible();
    // The kept platform status shows first and is asked again at once; the menu follows its answer.
    await expect
      .poll(() => menuNames(page, 'Member menu'))
      .toEqual(DEMOPLAYER_MENU.filter((n) => !['Points mall', 'Account record', 'My rebate'].includes(n)));
  });
  await page.reload();
  await expect.poll(() => menuNames(page, 'Member menu')).toEqual(DEMOPLAYER_MENU);
});

test('with PTSYS3 off in the served file the points mall route refuses; on, it opens', async ({ page }) => {
  await login(page, 'demoplayer');
  await page.goto('/m/mall/mallHome');
  await expect(page).toHaveURL(/\/m\/mall\/mallHome/);
  await expect(page.getByRole('heading', { name: 'Points mall' }).first()).toBeVisible();
  await withServedMerchant(page, 'demo', withSwitches({ PTSYS3: false }), async () => {
    await page.goto('/m/mall/mallHome');
    await expect(page).toHaveURL(/\/m\/home/);
    await page.goto('/m/member/home');
    await expect(page.getByRole('heading', { name: 'Member center' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Member menu' }).getByRole('link', { name: 'Points mall' })).toHaveCount(0);
  });
});

test('live chat is in the message center only while CBS3 is on', async ({ page }) => {
  await login(page, 'demoplayer');
  await page.goto('/m/message');
  const center = page.getByRole('navigation', { name: 'Message center' });
  await expect(center.getByText('Live chat')).toBeVisible();
  await expect(center.getByText('Messages')).toBeVisible();
  await withServedMerchant(page, 'demo', withSwitches({ CBS3: false }), async () => {
    await page.reload();
    await expect(center.getByText('Messages')).toBeVisible();
    await expect(center.getByText('Live chat')).toHaveCount(0);
  });
});

test('a guest sees the login prompt and the menu; a tap replaces the route with login', async ({ page }) => {
  await page.goto('/m/member/home');
  await expect(page.getByRole('link', { name: /Login \/ Register/ })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Member menu' });
  await expect(nav.getByRole('link', { name: 'Agency center' })).toHaveCount(0);
  await nav.getByRole('link', { name: 'Deposit record' }).click();
  await expect(page).toHaveURL(/\/m\/login/);
  // Replaced, not pushed: back leaves the member center behind.
  await page.goBack();
  await expect(page).toHaveURL(/\/m\/home/);
});
