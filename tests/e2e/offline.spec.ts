// Repeat visits and the installed app: a live merchant's site registers the app's service worker
// (dist/sw.js), so a visit without network shows the app's 'No Internet' page with a retry, never
// the browser's error page, and the retry shows home once the network is back. `manila` is the
// live merchant, chosen by its host (Chromium resolves *.localhost to loopback).
import { expect, test } from './test';

const port = Number(process.env.E2E_PORT ?? 4173);
const MANILA_HOST = `http://manila.localhost:${port}`;

test('a second visit to live /m/home without network shows No Internet and a retry; with the network back, the retry shows home', async ({ page, context }) => {
  await page.goto(`${MANILA_HOST}/m/home?lang=EN`);
  await expect(page.locator('html')).toHaveAttribute('data-merchant', 'manila');
  await expect(page.getByText('Manila Royale').first()).toBeVisible();
  // The worker registers once the page has loaded, its requests have settled and the browser is
  // idle, precaches the release and takes control of the page.
  await page.waitForFunction(() => navigator.serviceWorker.controller?.scriptURL.endsWith('/sw.js') === true, undefined, { timeout: 30_000 });

  await context.setOffline(true);
  const offline = await page.reload();
  expect(offline?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'No Internet' })).toBeVisible();
  const retry = page.getByRole('button', { name: 'Try again' });
  await expect(retry).toBeVisible();

  await context.setOffline(false);
  await retry.click();
  await expect(page.locator('html')).toHaveAttribute('data-merchant', 'manila');
  await expect(page.getByText('Manila Royale').first()).toBeVisible();
  await expect(page).toHaveURL(/\/m\/home/);
  await expect(page.getByRole('heading', { name: 'No Internet' })).toHaveCount(0);
});
