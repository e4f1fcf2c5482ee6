// The URL gate (src/config/url-gate.ts) against the attacks of issue 15, on the live merchant
// `manila` (built app; its platform is `npm run platform` on :8787): a script URL in a launch
// answer never runs in the site's origin, /m/frame frames no foreign page and shows no text from
// its query, and the login redirect neither lands in a frame of a foreign page nor leaves the app.
import { test, expect, SHARED_DEVICE, type Page, type Route } from './test';
import { settle } from './journey';

// Signs in on the shared platform server beside other specs: one device, so no test signs another out.
test.use({ deviceId: SHARED_DEVICE });

/** Where manila's platform calls go: this site's /api (proxied to the platform server). */
const PLATFORM = `http://localhost:${process.env.E2E_PORT ?? 4173}`;
const XSS_URL = 'javascript:window.__xss=1';

/** Answers one platform call (and its CORS preflight passes through to the real server). */
async function answer(page: Page, path: string, value: unknown) {
  await page.route(
    (url) => url.origin === PLATFORM && url.pathname === `/api${path}`,
    async (route: Route) => {
      if (route.request().method() === 'OPTIONS') return route.continue();
      const origin = route.request().headers()['origin'] ?? '*';
      return route.fulfill({
        status: 200,
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': origin, vary: 'Origin' },
        body: JSON.stringify({ success: true, code: 'OK', value }),
      });
    },
  );
}

async function openManila(page: Page) {
  await page.goto('/m/home?merchant=manila&lang=EN');
  await expect(page.getByText('Manila Royale').first()).toBeVisible();
}

/** A genuine login through the form (the merchant is already chosen for the tab). */
async function submitLogin(page: Page, loginPath = '/m/login?lang=EN') {
  await page.goto(loginPath);
  await page.getByRole('textbox', { name: 'Username' }).fill('demoplayer');
  await page.getByLabel('Password', { exact: true }).fill('Demo1234');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/m/login'));
}

const trap = (page: Page) => page.evaluate(() => (window as { __xss?: unknown }).__xss);

test('a javascript: game-launch answer does not run in the site and shows the message', async ({ page }) => {
  await openManila(page);
  await submitLogin(page);
  await answer(page, '/v1/games/launch', { url: XSS_URL });
  await page.goto('/m/gameList?gameType=RNG&lang=EN');
  const launch = page.waitForRequest((r) => r.url() === `${PLATFORM}/api/v1/games/launch` && r.method() === 'POST');
  await page.getByRole('button', { name: /^Play / }).first().click();
  await launch;
  await expect(page.getByText('Request failed, please try again')).toBeVisible();
  // The refusal is shown: the handler is done, and a URL it had handed to a sink would have run by now.
  await settle(page);
  expect(await trap(page)).toBeUndefined();
  await expect(page).toHaveURL(/\/m\/gameList\?/);
});

test('a javascript: hot-match launch answer does not run in the site either', async ({ page }) => {
  test.setTimeout(120_000);
  await openManila(page);
  await submitLogin(page);
  await answer(page, '/v1/games/launch', { url: XSS_URL });
  await page.goto('/m/home?lang=EN');
  // The announcement popup covers home until it is closed.
  await page.waitForLoadState('networkidle');
  const close = page.getByRole('dialog').getByRole('button', { name: 'Close' });
  if (await close.isVisible().catch(() => false)) {
    await close.click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
  // The hot matches are below the fold, in a chunk loaded when scrolled near.
  const match = page.getByRole('button', { name: / vs / }).first();
  await expect(async () => {
    await page.mouse.wheel(0, 1500);
    await expect(match).toBeVisible({ timeout: 150 });
  }).toPass();
  const launch = page.waitForRequest((r) => r.url() === `${PLATFORM}/api/v1/games/launch` && r.method() === 'POST');
  await match.click();
  await launch;
  await expect(page.getByText('Request failed, please try again').first()).toBeVisible();
  // The refusal is shown: the handler is done, and a URL it had handed to a sink would have run by now.
  await settle(page);
  expect(await trap(page)).toBeUndefined();
});

test('/m/frame with a foreign url and a title shows no frame and no text from the query', async ({ page }) => {
  await openManila(page);
  await page.goto('/m/frame?url=https://evil.example/&title=Verify');
  await expect(page.getByRole('heading', { name: 'This address cannot be shown' })).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(page.getByText('Verify')).toHaveCount(0);
});

test('after a genuine login, redirect=/m/frame?url=<foreign page> does not land in a frame of it', async ({ page }) => {
  await openManila(page);
  await submitLogin(page, '/m/login?lang=EN&redirect=/m/frame?url=https://evil.example/');
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.locator('iframe[src*="evil.example"]')).toHaveCount(0);
  expect(new URL(page.url()).pathname).not.toBe('/m/frame');
});

test('after a genuine login, redirect=/\\evil.example stays in the app', async ({ page, baseURL }) => {
  await openManila(page);
  await submitLogin(page, '/m/login?lang=EN&redirect=/\\evil.example');
  await expect(page).toHaveURL(/\/m\/home$/);
  const url = new URL(page.url());
  expect(url.origin).toBe(new URL(baseURL ?? '').origin);
  expect(url.pathname).toBe('/m/home');
  await expect(page.getByText('Manila Royale').first()).toBeVisible();
});
