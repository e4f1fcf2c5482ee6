// Member services journeys against the built demo: copy the invitation link ('Copy successful'),
// claim a complete mission into the wallet, and look at a ranking as a visitor.
import { test, expect } from './test';
import { login } from './journey';

test.beforeEach(async ({ page }) => {
  await page.goto('/m/home?sim=reset&lang=EN&merchant=demo');
  await page.setViewportSize({ width: 390, height: 844 });
});

test('invite friends: copy the invitation link and see Copy successful', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await login(page);
  await page.goto('/m/inviteFriends');
  const link = page.getByLabel('Your invitation link');
  await expect(link).toContainText('/m/register?affiliateCode=P');
  await page.getByRole('button', { name: 'Copy invitation link' }).click();
  await expect(page.getByText('Copy successful')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.textContent());
  await expect(page.getByRole('list', { name: 'Invited friends' }).getByRole('listitem')).toHaveCount(4);
  await page.screenshot({ path: 'test-results/referrals-invite.png' });
});

test('missions: claim the complete daily login mission once', async ({ page }) => {
  await login(page);
  await page.goto('/m/leaderBoard');
  const claim = page.getByRole('button', { name: 'Claim Log in today' });
  await claim.click();
  await expect(page.getByText('Success')).toBeVisible();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Log in today' }) });
  await expect(card.getByText('Claimed')).toBeVisible();
  await expect(claim).toHaveCount(0);
  await page.getByRole('tab', { name: 'Leaderboard' }).click();
  await expect(page.getByRole('list', { name: "This week's top bettors" }).getByRole('listitem').first()).toBeVisible();
});

test('a visitor views the betting ranking and goes back', async ({ page }) => {
  await page.goto('/m/bet-rank?lang=EN');
  await expect(page.getByRole('heading', { level: 1, name: 'Betting ranking' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Top 20 · Valid bets · Today' });
  await expect(list.getByRole('listitem')).toHaveCount(20);
  await expect(list.getByRole('img', { name: 'Gold medal, Rank 1' })).toBeVisible();
  await expect(page.getByText('Log in to see your position')).toBeVisible();
  await page.getByRole('tab', { name: 'This week' }).click();
  await expect(page.getByRole('list', { name: 'Top 20 · Valid bets · This week' })).toBeVisible();
  await page.screenshot({ path: 'test-results/referrals-bet-rank.png' });
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/m\/home/);
});
