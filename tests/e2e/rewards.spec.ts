// Member-services journeys against the built demo: claim a reward in the reward center and see
// the balance grow (once, even on a double tap); redeem a bonus credit in the points mall after
// confirming and find it in the history; guests see the VIP levels.
import { test, expect } from './test';
import { login } from './journey';

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/m/home?sim=reset&lang=EN&merchant=demo');
});

test('reward center: claim the VIP 1 upgrade bonus and the balance grows by ₱88.00', async ({ page }) => {
  await login(page);
  await page.goto('/m/rewardCenter');
  const total = page.getByRole('region', { name: 'Total claimable' });
  await expect(total.getByText('3 rewards waiting for you')).toBeVisible();
  await expect(page.getByText('₱10,000.00').first()).toBeVisible();
  await page.getByRole('button', { name: 'Claim VIP 1 upgrade bonus' }).dblclick();
  await expect(page.getByText('₱88.00 added to your wallet')).toBeVisible();
  await expect(page.getByText('₱10,088.00').first()).toBeVisible();
  await expect(total.getByText('2 rewards waiting for you')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Claim VIP 1 upgrade bonus' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByRole('list', { name: 'History' }).getByRole('heading', { name: 'VIP 1 upgrade bonus' })).toBeVisible();
  await page.screenshot({ path: 'test-results/rewards-center.png' });
  // After a reload the balance is still ₱88.00 higher, not more (claimed once).
  await page.reload();
  await expect(page.getByText('₱10,088.00').first()).toBeVisible();
});

test('points mall: redeem ₱50.00 bonus credit for 500 points; short points are refused', async ({ page }) => {
  await login(page);
  await page.goto('/m/mall/mallHome');
  const points = page.getByRole('region', { name: 'My points' });
  await expect(points.getByText('779 points')).toBeVisible();
  await page.getByRole('button', { name: 'Redeem ₱100.00 bonus credit' }).click();
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText(/Not enough points: you need 171 more points/);
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Redeem ₱50.00 bonus credit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Redeem points' });
  await expect(dialog.getByText('Redeem ₱50.00 bonus credit for 500 points?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm' }).dblclick();
  await expect(page.getByText('₱50.00 bonus credit added to your wallet')).toBeVisible();
  await expect(points.getByText('279 points')).toBeVisible();
  await expect(page.getByText('₱10,050.00').first()).toBeVisible();
  await page.getByRole('tab', { name: 'My redemptions' }).click();
  const history = page.getByRole('list', { name: 'My redemptions' });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history.getByText('Credited to wallet')).toBeVisible();
  await page.screenshot({ path: 'test-results/rewards-mall.png' });
});

test('level benefits: guests see the VIP levels; demoplayer sees VIP 1 and the progress to VIP 2', async ({ page }) => {
  await page.goto('/m/member/benefits');
  await page.getByRole('tab', { name: 'VIP 6' }).click();
  await expect(page.getByRole('tabpanel', { name: 'VIP 6' })).toContainText('₱28,888.00');
  await login(page);
  await page.goto('/m/member/benefits');
  await expect(page.getByRole('heading', { level: 1, name: 'VIP 1' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Progress to VIP 2' })).toHaveAttribute('aria-valuenow', '15');
});
