// Lobby journeys against the built demo: game menu order, vendor filter, search, paging,
// favourites and launch.
import { test, expect } from './test';
import { goInApp, login } from './journey';

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

test('a deep link to the game list from another site: Back goes to home, not back to that site', async ({ page, baseURL }) => {
  const tab = await page.context().newPage();
  await tab.route('http://elsewhere.test/', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Elsewhere</title><p>A review site</p>' }));
  await tab.goto('http://elsewhere.test/');
  await tab.goto(`${baseURL ?? ''}/m/gameList?gameType=RNG&lang=EN`);
  await expect(tab.getByRole('list', { name: 'Games' }).getByRole('listitem').first()).toBeVisible();
  await tab.getByRole('button', { name: 'Back' }).first().click();
  await expect(tab).toHaveURL(/\/m\/home$/);
  await expect(tab.getByRole('navigation', { name: 'Game menu' })).toBeVisible();
});

test('vendor filter, debounced name search and paging to the last page', async ({ page }) => {
  // The page's clock is driven past the list's once-a-second limit on loading more, not slept on.
  await page.clock.install();
  await page.goto('/m/gameList?gameType=RNG&vassalage=FC&lang=EN');
  const grid = page.getByRole('list', { name: 'Games' });
  await expect(grid.getByRole('listitem').first()).toBeVisible();
  const vendors = await grid.locator('.game-tile__vendor').allTextContents();
  expect(new Set(vendors)).toEqual(new Set(['Fa Chai']));
  await expect(page.getByText('Page 1 of 3')).toBeVisible();
  for (const n of [2, 3]) {
    await page.mouse.wheel(0, 20000);
    await expect(page.getByText(`Page ${n} of 3`)).toBeVisible({ timeout: 5000 });
    await page.clock.fastForward(1100);
  }
  // All 75 are loaded (every tile knows the list size) but the grid is windowed.
  await expect(grid.getByRole('listitem').first()).toHaveAttribute('aria-setsize', '75');
  expect(await grid.getByRole('listitem').count()).toBeLessThan(75);
  await page.evaluate(() => window.scrollTo(0, 0));
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
  // The header names the game (the screen's own heading is for a frame, which has no header).
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  // A slot game (RNG) opens its machine, ready to spin.
  await expect(page.getByRole('button', { name: 'Spin', exact: true })).toBeVisible();
  await page.goto('/m/gameList?gameType=RNG&lang=EN');
  await page.getByRole('tab', { name: 'Recent' }).click();
  await expect(grid.getByRole('listitem').filter({ hasText: name })).toHaveCount(1);
  await page.goto('/m/home?lang=EN');
  await expect(page.getByRole('list', { name: 'Recent games' }).getByText(name)).toBeVisible();
});

test('a category page shows the vendor menu, the popular strip and a grid that loads more', async ({ page }) => {
  await page.goto('/m/rng?lang=EN');
  const menu = page.getByRole('navigation', { name: 'Game providers' });
  await expect(menu.getByRole('button')).toHaveText(['All', 'Fa Chai', 'PG Soft', 'Pragmatic Play', 'CQ9']);
  await expect(page.getByRole('region', { name: 'Progressive jackpot' })).toContainText(/₱[\d,]+\.\d\d/);
  await expect(page.getByRole('list', { name: 'Popular' }).getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('list', { name: 'PG Soft games' }).getByRole('listitem')).toHaveCount(6);
  await page.getByRole('button', { name: 'Show more PG Soft games' }).click();
  await expect(menu.getByRole('button', { name: 'PG Soft' })).toHaveAttribute('aria-current', 'true');
  const grid = page.getByRole('list', { name: 'PG Soft games' });
  await expect(grid.getByRole('listitem').first()).toHaveAttribute('aria-setsize', '23');
  await expect(page.getByText('Page 1 of 3')).toBeVisible();
  await page.mouse.wheel(0, 20000);
  await expect(page.getByText('Page 2 of 3')).toBeVisible({ timeout: 5000 });
  await expect(grid.getByRole('listitem').first()).toHaveAttribute('aria-setsize', '48');
  await page.screenshot({ path: 'test-results/lobby-category.png' });
});

test('/m/startLottery with pageBack: the lottery opens in the frame and close goes home', async ({ page }) => {
  await login(page);
  await page.goto('/m/startLottery?mui=TCG&playType=Tradition&gameId=TCG-001&prize_mode=Lott&pageBack=1&lang=EN');
  const frame = page.frameLocator('iframe.frame-page__frame');
  // The lottery (LOTT) plays as the draw game, ready for a ticket.
  await expect(frame.getByRole('button', { name: /^Buy ticket/ })).toBeVisible({ timeout: 15000 });
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('the lottery center launches through the launcher; without pageBack close goes to the game center', async ({ page }) => {
  await login(page);
  await page.goto('/m/lott?lang=EN');
  await page.getByRole('list', { name: 'TCG Lottery draws' }).getByRole('button').first().click();
  await expect(page).toHaveURL(/\/m\/startLottery\?mui=TCG&playType=\w+&gameId=TCG-\d+&prize_mode=Lott$/);
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/m\/game$/);
  await expect(page.getByRole('list', { name: 'Game centers' }).getByRole('link', { name: /JILI SLOT/ })).toBeVisible();
});

test('scrolling the whole slots catalogue keeps the number of tiles in the page bounded', async ({ page }) => {
  test.setTimeout(120_000);
  await page.clock.install();
  await page.goto('/m/gameList?gameType=RNG&lang=EN');
  const grid = page.getByRole('list', { name: 'Games' });
  await expect(page.getByText('Page 1 of 12')).toBeVisible();
  let most = 0;
  for (let n = 2; n <= 12; n++) {
    await page.mouse.wheel(0, 30000);
    await expect(page.getByText(`Page ${n} of 12`)).toBeVisible({ timeout: 8000 });
    most = Math.max(most, await grid.getByRole('listitem').count());
    await page.clock.fastForward(1050);
  }
  await expect(grid.getByRole('listitem').first()).toHaveAttribute('aria-setsize', '300');
  await page.mouse.wheel(0, 30000);
  // The window has moved to the end of the list.
  await expect(grid.getByRole('listitem').last()).toHaveAttribute('aria-posinset', '300');
  const atBottom = await grid.getByRole('listitem').count();
  most = Math.max(most, atBottom);
  expect(most).toBeLessThanOrEqual(45);
  // The last tile is reachable and its image keeps its square box.
  const last = grid.getByRole('listitem').last();
  await expect(last).toHaveAttribute('aria-posinset', '300');
  const box = await last.locator('img, .game-tile__fallback').first().boundingBox();
  expect(box && Math.abs(box.width - box.height)).toBeLessThan(2);
  // Back to the top: the first tiles are there again.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(grid.getByRole('listitem').first()).toHaveAttribute('aria-posinset', '1');
});

test('the embedded frame shows only in-app pages and allowed origins, sandboxed, under its own title', async ({ page }) => {
  await page.goto('/m/frame?url=javascript%3Aalert(1)&lang=EN');
  await expect(page.getByRole('heading', { name: 'This address cannot be shown' })).toBeVisible();
  await page.goto('/m/frame?url=https%3A%2F%2Fevil.example%2F&lang=EN');
  await expect(page.getByRole('heading', { name: 'This address cannot be shown' })).toBeVisible();
  await page.goto('/m/frame?url=%2Fm%2Fhelp&title=Help&lang=EN');
  const frame = page.locator('iframe[title="Game"]');
  await expect(frame).toHaveAttribute('src', '/m/help');
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-forms allow-popups allow-same-origin');
});

test('/m/trail at 390 px: the page never grows wider than the phone, the header keeps Register in view (issue 19)', async ({ page }) => {
  for (const lang of ['EN', 'TY']) {
    await page.goto(`/m/trail?lang=${lang}`);
    const register = page.locator('.header').getByRole('link').last();
    await expect(register).toBeVisible();
    // Through the page transition (and a navigation's), nothing overflows to the right.
    const widest = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let most = document.documentElement.scrollWidth;
          const end = performance.now() + 800;
          const sample = () => {
            most = Math.max(most, document.documentElement.scrollWidth, window.innerWidth);
            if (performance.now() < end) requestAnimationFrame(sample);
            else resolve(most);
          };
          requestAnimationFrame(sample);
          history.pushState(null, '', '/m/activity');
          dispatchEvent(new PopStateEvent('popstate'));
        }),
    );
    expect(widest).toBe(390);
    await page.goBack();
    await expect(register).toBeVisible();
    const box = await register.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => window.innerWidth)).toBe(390);
  }
});

test('the side menu opens 65 px from the top, the spec\'s sidebar offset (issue 19)', async ({ page }) => {
  await login(page);
  await goInApp(page, '/m/activity');
  await page.getByRole('button', { name: 'Open side menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Open side menu' });
  await expect(menu).toBeVisible();
  // Once its opening transition has ended.
  await expect.poll(async () => (await menu.boundingBox())?.y).toBe(65);
});
