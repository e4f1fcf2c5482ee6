// Home and message center against the built demo.
import { test, expect, type Page } from '@playwright/test';

async function login(page: Page, username: string, password: string) {
  await page.goto('/m/login?lang=EN');
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home/);
}

test.beforeEach(async ({ page }) => {
  await page.goto('/m/home?sim=reset&lang=EN&merchant=demo');
  await expect(page.getByText('Palaro Demo').first()).toBeVisible();
});

test('a visitor sees moving banners, the marquee, Deposit and Withdraw, the winner board and the visitor popup, which stays closed', async ({ page }) => {
  const popup = page.getByRole('dialog', { name: 'Join today: 100% welcome bonus' });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toHaveCount(0);
  const active = page.locator('.banner-carousel .swiper-slide-active');
  const first = await active.getAttribute('data-banner-id');
  await expect.poll(async () => active.getAttribute('data-banner-id'), { timeout: 8000 }).not.toBe(first);
  await expect(page.getByRole('link', { name: 'Welcome to Palaro Demo!' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Deposit' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Withdraw' }).first()).toBeVisible();
  const board = page.getByRole('list', { name: 'Winner board' });
  await expect(board.getByRole('listitem').first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('list', { name: 'Winner board' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Join today: 100% welcome bonus' })).toHaveCount(0);
});

test('demoplayer sees a ₱ balance with two decimals, masks it, and gets the member popup', async ({ page }) => {
  await login(page, 'demoplayer', 'Demo1234');
  await expect(page.getByRole('dialog', { name: 'Your weekly cashback is ready' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  const bar = page.getByLabel('Account', { exact: true });
  await expect(bar.getByText('₱10,000.00')).toBeVisible();
  await bar.getByRole('button', { name: 'Hide balance' }).click();
  await expect(bar.getByText('₱10,000.00')).toHaveCount(0);
  await expect(bar.getByText(/\*{3,}/)).toBeVisible();
});

test('120 unread messages show as 99+ in the message center; guests see no badges', async ({ page }) => {
  await page.goto('/m/message?lang=EN');
  await expect(page.getByRole('navigation').getByText('Messages')).toBeVisible();
  await expect(page.getByText('99+')).toHaveCount(0);
  await login(page, 'demoplayer', 'Demo1234');
  await page.goto('/m/message?lang=EN');
  await expect(page.getByText('99+')).toBeVisible();
});

test('an announcement with an onerror image and a javascript: link runs no script', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await login(page, 'demoplayer', 'Demo1234');
  const popup = page.getByRole('dialog', { name: 'Your weekly cashback is ready' });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Next announcement' }).click();
  const notice = page.getByRole('dialog', { name: 'Security notice' });
  await expect(notice).toBeVisible();
  const img = notice.locator('.popup__content img');
  await expect(img).toHaveCount(1);
  expect(await img.getAttribute('onerror')).toBeNull();
  const link = notice.locator('.popup__content a', { hasText: 'click' });
  expect(await link.getAttribute('href')).toBeNull();
  await link.click();
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
});
