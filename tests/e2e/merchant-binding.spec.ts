// A merchant's own host serves only that merchant. The attack: `?merchant=demo` on a live
// merchant's host turned the site into the demo (the simulator downloaded, mockServiceWorker.js
// took control of the origin) and stuck for the tab; any merchant's brand showed on any host.
// `manila.localhost` is listed in manila's `hosts` (Chromium resolves *.localhost to loopback).
import { expect, test } from './test';

const port = Number(process.env.E2E_PORT ?? 4173);
const MANILA_HOST = `http://manila.localhost:${port}`;

test('?merchant=demo on manila’s host shows manila, downloads no simulator and registers no service worker', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto(`${MANILA_HOST}/m/home?merchant=demo&lang=EN`);
  await expect(page.getByText('Manila Royale').first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-merchant', 'manila');
  const registrations = await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).map((r) => r.active?.scriptURL ?? ''));
  expect(registrations.filter((u) => u.includes('mockServiceWorker'))).toEqual([]);
  expect(scripts.filter((u) => /platform-sim|browser-|msw/i.test(u))).toEqual([]);

  // Nothing sticks for the tab: the next load without the query is manila too.
  await page.goto(`${MANILA_HOST}/m/home?lang=EN`);
  await expect(page.locator('html')).toHaveAttribute('data-merchant', 'manila');
  // Another merchant's brand cannot be shown on this host either.
  await page.goto(`${MANILA_HOST}/m/home?merchant=cebu&lang=EN`);
  await expect(page.locator('html')).toHaveAttribute('data-merchant', 'manila');
});

test('on localhost (a developer machine) any merchant can still be picked', async ({ page }) => {
  await page.goto('/m/home?merchant=cebu&lang=EN');
  await expect(page.locator('html')).toHaveAttribute('data-merchant', 'cebu');
});
