// Lobby journeys against the built demo: game menu order, vendor filter, search, paging,
// favourites and launch.
import { test, expect, type Page } from '@playwright/test';

async function login(page: Page) {
  await page.goto('/m/login?lang=EN');
  await page.getByRole('textbox', { name: 'Username' }).fill('demoplayer');
  await page.getByLabel('Password', { exact: true }).fill('Demo1234');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home/);
}

test.beforeEach(async ({ page }) => {
  await page.goto('/m/home?sim=reset&lang=EN&merchant=demo');
  await expect(page.getByText('Palaro Demo').first()).toBeVisible();
  const close = page.getByRole('dialog').getByRole('button', { name: 'Close' });
  if (await close.isVisible().catch(() => false)) await close.click();
});

test('the home game menu follows the vendor sorting, JILI SLOT before slots', async ({ page }) => {
  const menu = page.getByRole('navigation', { name: 'Game menu' });
  await expect(menu.getByRole('button').first()).toBeVisible();
  const labels = (await menu.getByRole('button').allTextContents()).map((s) => s.trim());
  expect(labels.slice(0, 2)).toEqual(['Home', 'Hot']);
  expect(labels.indexOf('JILI SLOT')).toBeGreaterThan(1);
  expect(labels.indexOf('JILI SLOT')).toBeLessThan(labels.indexOf('Slots'));
  expect(labels.indexOf('Live Casino')).toBeLessThan(labels.indexOf('JILI SLOT'));
  expect(labels.indexOf('E-Sports')).toBe(labels.indexOf('Sports') + 1);
});

test('vendor filter, debounced name search and paging to the last page', async ({ page }) => {
  await page.goto('/m/gameList?gameType=RNG&vassalage=FC&lang=EN');
  const grid = page.getByRole('list', { name: 'Games' });
  await expect(grid.getByRole('listitem').first()).toBeVisible();
  const vendors = await grid.locator('.game-tile__vendor').allTextContents();
  expect(new Set(vendors)).toEqual(new Set(['FC']));
  await expect(page.getByText('Page 1 of 3')).toBeVisible();
  for (const n of [2, 3]) {
    await page.mouse.wheel(0, 20000);
    await expect(page.getByText(`Page ${n} of 3`)).toBeVisible({ timeout: 5000 });
    await page.waitForTimeout(1100);
  }
  await expect(grid.getByRole('listitem')).toHaveCount(75);
  const firstName = (await grid.locator('.game-tile__name').first().textContent()) ?? '';
  const word = firstName.split(' ')[0] ?? '';
  await page.getByRole('searchbox', { name: 'Search games' }).fill(`  ${word.toLowerCase()} `);
  await expect.poll(async () => {
    const names = await grid.locator('.game-tile__name').allTextContents();
    return names.length > 0 && names.every((n) => n.toLowerCase().includes(word.toLowerCase()));
  }, { timeout: 5000 }).toBe(true);
});

test('a guest tapping a star or a game lands on login', async ({ page }) => {
  await page.goto('/m/gameList?gameType=RNG&lang=EN');
  const first = page.getByRole('list', { name: 'Games' }).getByRole('listitem').first();
  await first.getByRole('button', { name: /^Add .* to favourites$/ }).click();
  await expect(page).toHaveURL(/\/m\/login\?redirect=/);
  await page.goto('/m/gameList?gameType=RNG&lang=EN');
  await page.getByRole('list', { name: 'Games' }).getByRole('listitem').first().getByRole('button', { name: /^Play / }).click();
  await expect(page).toHaveURL(/\/m\/login\?redirect=/);
});

test('demoplayer stars a game, finds it in the collection, un-stars it there; launching adds it to recent games', async ({ page }) => {
  await login(page);
  await page.goto('/m/gameList?gameType=RNG&lang=EN');
  const grid = page.getByRole('list', { name: 'Games' });
  const tile = grid.getByRole('listitem').first();
  const name = ((await tile.locator('.game-tile__name').textContent()) ?? '').trim();
  await tile.getByRole('button', { name: `Add ${name} to favourites` }).click();
  await expect(tile.getByRole('button', { name: `Remove ${name} from favourites` })).toBeVisible();
  await page.getByRole('tab', { name: 'My collection' }).click();
  const fav = grid.getByRole('listitem').filter({ hasText: name });
  await expect(fav).toHaveCount(1);
  await fav.getByRole('button', { name: `Remove ${name} from favourites` }).click();
  await expect(grid.getByRole('listitem').filter({ hasText: name })).toHaveCount(0);
  await page.getByRole('tab', { name: 'All' }).click();
  await grid.getByRole('listitem').first().getByRole('button', { name: `Play ${name}` }).click();
  await expect(page).toHaveURL(/\/m\/demo-game\?game=/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText('Playing as demoplayer')).toBeVisible();
  await page.goto('/m/gameList?gameType=RNG&lang=EN');
  await page.getByRole('tab', { name: 'Recent' }).click();
  await expect(grid.getByRole('listitem').filter({ hasText: name })).toHaveCount(1);
  await page.goto('/m/home?lang=EN');
  await expect(page.getByRole('list', { name: 'Recent games' }).getByText(name)).toBeVisible();
});
