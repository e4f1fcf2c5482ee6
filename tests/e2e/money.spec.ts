// Money journeys against the built demo: deposit approved within 3 s, withdrawals refused or
// debited exactly once, records agreeing, and the guards of the deposit page.
import { test, expect } from './test';
import { expectToast, login, recordToasts } from './journey';

const isoDay = (at: number) => new Date(at).toISOString().slice(0, 10);
const last30 = () => `?start=${isoDay(Date.now() - 29 * 86_400_000)}&end=${isoDay(Date.now())}`;

test.beforeEach(async ({ page }) => {
  await page.goto('/m/home?sim=reset&lang=EN&merchant=demo');
  await expect(page.getByText('Palaro Demo').first()).toBeVisible();
});

test('demoplayer deposits ₱500 through GCash; the order is in the deposit record and the balance grows by exactly ₱500.00', async ({ page }) => {
  await login(page);
  await page.goto('/m/voucherCenter');
  await expect(page.getByRole('radio', { name: /GCash/ })).toBeChecked();
  await expect(page.locator('.wallet-balance')).toContainText('₱10,000.00');
  await page.getByRole('textbox', { name: 'Amount' }).fill('500');
  await page.getByRole('button', { name: 'Deposit now' }).click();
  await expect(page.getByText('Pending')).toBeVisible();
  const orderNo = (await page.locator('.order__rows dd').first().textContent())?.trim() ?? '';
  expect(orderNo).toMatch(/^DP\d+$/);
  await expect(page.getByText('Deposit approved. ₱500.00 was added to your wallet.')).toBeVisible({ timeout: 5000 });
  await expect(page.locator('.wallet-balance')).toContainText('₱10,500.00');
  await expect(page.locator('header')).toContainText('₱10,500.00');
  await page.getByRole('link', { name: 'Deposit record' }).click();
  await expect(page).toHaveURL(/\/m\/vouReport/);
  const row = page.getByRole('listitem').filter({ hasText: orderNo });
  await expect(row).toContainText('₱500.00');
  await expect(row).toContainText('Approved');
});

test('withdrawing more than the balance is refused and changes nothing; a double tap debits once', async ({ page }) => {
  await login(page);
  await page.goto('/m/withdraw');
  // The main wallet: the ₱10,000.00 total less the ₱155.50 left in game wallets.
  await expect(page.locator('.wallet-balance')).toContainText('₱9,844.50');
  const amount = page.getByRole('textbox', { name: 'Amount' });
  await amount.fill('20000');
  await page.getByLabel('Payment password').fill('654321');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page.getByText('The amount is more than your withdrawable balance (₱9,844.50)')).toBeVisible();
  await page.reload();
  await expect(page.locator('.wallet-balance')).toContainText('₱9,844.50');
  await expect(page.getByText('Withdrawals left today: 5 of 5')).toBeVisible();

  await page.getByRole('textbox', { name: 'Amount' }).fill('1000');
  await page.getByLabel('Payment password').fill('654321');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).dblclick();
  await expect(page.getByRole('heading', { name: 'Withdrawal order' })).toBeVisible();
  await expect(page.locator('.wallet-balance')).toContainText('₱8,844.50');
  await page.goto(`/m/transaction/record${last30()}&kind=withdrawal`);
  const today = page.getByRole('listitem').filter({ hasText: /^Withdrawal/ }).filter({ hasText: '-₱1,000.00' });
  await expect(today).toHaveCount(1);
  await page.goto('/m/withdraw');
  await expect(page.getByText('Withdrawals left today: 4 of 5')).toBeVisible();
});

test('account record, deposit record and profit and loss agree for the same range', async ({ page }) => {
  await login(page);
  await page.goto(`/m/transaction/record${last30()}`);
  const fromAccount = await page.getByTestId('figure-deposits').textContent();
  expect(fromAccount).toMatch(/^₱[1-9][\d,]*\.\d{2}$/);
  await page.goto(`/m/vouReport${last30()}`);
  await expect(page.getByTestId('figure-approved')).toHaveText(fromAccount ?? '');
  await page.goto(`/m/profitandloss${last30()}`);
  await expect(page.getByTestId('figure-deposits')).toHaveText(fromAccount ?? '');
});

test('a trial user opening deposit gets the real-account message; a guest goes to login', async ({ page }) => {
  await page.goto('/m/voucherCenter');
  await expect(page).toHaveURL(/\/m\/login/);
  await page.goto('/m/trail?lang=EN');
  await page.getByRole('button', { name: 'Start free trial' }).click();
  await expect(page).toHaveURL(/\/m\/home/);
  await recordToasts(page);
  await page.goto('/m/voucherCenter');
  await expectToast(page, 'Please log into a real account');
});

test('on a 360 px phone in Tagalog the withdraw page keeps each section title on one line, its action inside the page, and its responsible-gaming line readable', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 760 });
  await login(page, 'demoagent');
  await page.goto('/m/withdraw?lang=TY');
  // Before, 'Magdagdag ng payout account' ran 1 px past the page's padding and squeezed its title
  // to two lines, and the game wallets' title to three.
  for (const [title, action] of [
    ['Mga game wallet', 'Ibalik lahat sa pangunahing wallet'],
    ['Account na padadalhan', 'Magdagdag ng payout account'],
  ] as const) {
    const heading = await page.getByRole('heading', { name: title }).boundingBox();
    const button = await page.getByRole('button', { name: action }).boundingBox();
    expect(heading && button, title).toBeTruthy();
    expect(heading!.height, `${title}: one line`).toBeLessThan(30);
    expect(button!.x + button!.width, `${action}: inside the page`).toBeLessThanOrEqual(360 - 12);
  }
  // The responsible-gaming line at the page's foot: its link took the width of its one line and
  // left the tagline a column of single words; it now wraps, and the tagline keeps the wider part.
  const note = page.getByRole('complementary', { name: 'Responsableng paglalaro' });
  const [tagline, link] = await Promise.all([note.locator('p').boundingBox(), note.getByRole('link').boundingBox()]);
  expect(tagline && link).toBeTruthy();
  expect(tagline!.width).toBeGreaterThan(link!.width);
});
