// Responsible gaming journeys against the built demo: a daily deposit limit that refuses a
// larger deposit and is not raised at once, a 6-month self-exclusion that logs out and refuses
// login with its end date, and the tagline with the 21+ mark on every page.
import { test, expect, type Page } from './test';
import { submitLogin } from './journey';

async function deposit(page: Page, amount: string) {
  await page.goto('/m/voucherCenter');
  await page.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await page.getByRole('button', { name: 'Deposit now' }).click();
}

test.beforeEach(async ({ page }) => {
  await page.goto('/m/home?sim=reset&lang=EN&merchant=demo');
  await expect(page.getByText('Palaro Demo').first()).toBeVisible();
});

test('a daily deposit limit of ₱1,000 refuses ₱1,500 naming the limit; raising it does not apply at once', async ({ page }) => {
  await submitLogin(page);
  await expect(page).toHaveURL(/\/m\/home/);
  await page.goto('/m/responsibleGaming');
  const daily = page.getByTestId('limit-daily');
  await daily.getByLabel('New limit: Daily').fill('1000');
  await daily.getByRole('button', { name: 'Set limit: Daily' }).click();
  await expect(daily).toContainText('₱1,000.00');

  await deposit(page, '1500');
  await expect(page.getByRole('alert').filter({ hasText: 'daily deposit limit' })).toHaveText(
    /^This deposit is above your daily deposit limit of ₱1,000\.00\. The limit resets on \d{2}\/\d{2}\/\d{4} 00:00\.$/,
  );
  await expect(page.locator('.wallet-balance')).toContainText('₱10,000.00');

  await page.goto('/m/responsibleGaming');
  await daily.getByLabel('New limit: Daily').fill('5000');
  await daily.getByRole('button', { name: 'Set limit: Daily' }).click();
  await expect(daily).toContainText(/Changes to ₱5,000\.00 on \d{2}\/\d{2}\/\d{4}/);
  await expect(daily.locator('.rg-limit__value')).toHaveText('₱1,000.00');
  await deposit(page, '1500');
  await expect(page.getByRole('alert').filter({ hasText: 'daily deposit limit of ₱1,000.00' })).toBeVisible();
});

test('after a 6-month self-exclusion the member is logged out and a new login is refused with the end date', async ({ page }) => {
  await submitLogin(page);
  await expect(page).toHaveURL(/\/m\/home/);
  await page.goto('/m/responsibleGaming');
  await page.getByRole('radio', { name: '6 months' }).click();
  await page.getByRole('button', { name: 'Exclude me' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('dialog')).toContainText('cannot be shortened or undone');
  await page.getByRole('dialog').getByRole('button', { name: 'Exclude me' }).click();
  await expect(page).toHaveURL(/\/m\/home/);
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).toBeNull();

  // Six calendar months on (the month's last day when it is shorter).
  const now = new Date();
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 6, 1));
  end.setUTCDate(Math.min(now.getUTCDate(), new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate()));
  const day = `${String(end.getUTCDate()).padStart(2, '0')}/${String(end.getUTCMonth() + 1).padStart(2, '0')}/${end.getUTCFullYear()}`;
  await submitLogin(page);
  await expect(page.getByRole('alert')).toContainText(`Your account is on a break until ${day}`);
  await expect(page).toHaveURL(/\/m\/login/);
});

test('the tagline and the 21+ mark show on home, the game list and the member center', async ({ page }) => {
  for (const path of ['/m/home', '/m/gameList?gameType=RNG', '/m/member/home']) {
    await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=EN`);
    const note = page.getByRole('complementary', { name: 'Responsible gaming' });
    await expect(note).toContainText('Gambling is addictive. Know when to stop.');
    await expect(note.getByRole('img', { name: 'Only for players aged 21 and over' })).toHaveText('21+');
  }
});
