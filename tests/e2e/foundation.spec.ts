// Foundation journeys: merchants, routing fallback, runtime flag switches, broken files, the
// platform status, the live merchant over HTTP and the fault path. Against the built app.
import { test, expect, SERVED_DIST, type Page } from './test';
import fs from 'node:fs';
import { withServedMerchant } from './journey';

const DIST_DEMO = `${SERVED_DIST}/merchants/demo.json`;

/**
 * Edits a served merchant file on disk for one test and restores it afterwards (no rebuild). Every
 * test on that merchant would see the edit: a test that uses it is tagged @served-file and runs in
 * the `served-file` project, alone, after the others (playwright.config.ts).
 */
async function withServedFile(file: string, edit: (json: Record<string, unknown>) => unknown, run: () => Promise<void>) {
  const original = fs.readFileSync(file, 'utf8');
  try {
    const json = JSON.parse(original) as Record<string, unknown>;
    fs.writeFileSync(file, JSON.stringify(edit(json) ?? json, null, 2));
    await run();
  } finally {
    fs.writeFileSync(file, original);
  }
}

async function expectDemoHome(page: Page) {
  await expect(page.getByText('Palaro Demo').first()).toBeVisible();
  await expect(page.getByRole('link', { name: /login/i }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /register/i }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /deposit/i }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /withdraw/i }).first()).toBeVisible();
}

test.describe('merchant resolution and routing', () => {
  for (const path of ['/m/home', '/m/whatever/unknown', '/']) {
    test(`${path} shows the demo merchant's home`, async ({ page }) => {
      await page.goto(`${path}?sim=reset`);
      await expectDemoHome(page);
    });
  }

  test('cebu and manila show their own brand names and colours', async ({ page }) => {
    const seen: Record<string, string> = {};
    for (const [code, brand] of [
      ['demo', 'Palaro Demo'],
      ['cebu', 'Cebu Lucky Star'],
      ['manila', 'Manila Royale'],
    ] as const) {
      await page.goto(`/m/home?merchant=${code}`);
      await expect(page.getByText(brand).first()).toBeVisible();
      seen[code] = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--primary').trim());
    }
    expect(seen.cebu).toBe('#18b57a');
    expect(seen.manila).toBe('#0a5bd6');
    expect(new Set(Object.values(seen)).size).toBe(3);
  });

  test('an unknown ?merchant= shows a page naming it', async ({ page }) => {
    await page.goto('/m/home?merchant=nosuchcasino');
    await expect(page.getByText(/nosuchcasino/).first()).toBeVisible();
  });
});

test.describe('flags switch without a rebuild', () => {
  test('REWCEN3 in the served file decides the reward-center entry of the member center', { tag: '@served-file' }, async ({ page }) => {
    await page.goto('/m/member/home?merchant=demo&lang=EN');
    await expect(page.getByRole('link', { name: /reward center/i })).toBeVisible();
    await withServedFile(
      DIST_DEMO,
      (json) => ({ ...json, whitelabel: { ...(json.whitelabel as object), REWCEN3: false } }),
      async () => {
        await page.reload();
        await expect(page.getByRole('heading', { name: /member center/i })).toBeVisible();
        await expect(page.getByRole('link', { name: /reward center/i })).toHaveCount(0);
      },
    );
    await page.reload();
    await expect(page.getByRole('link', { name: /reward center/i })).toBeVisible();
  });

  test('a served file with "CBS3": "yes" shows the error page naming whitelabel.CBS3', async ({ page }) => {
    await withServedMerchant(
      page,
      'demo',
      (json) => ({ ...json, whitelabel: { ...(json.whitelabel as object), CBS3: 'yes' } }),
      async () => {
        await page.goto('/m/home?merchant=demo');
        await expect(page.getByText('whitelabel.CBS3')).toBeVisible();
        await expect(page.getByText(/demo/).first()).toBeVisible();
      },
    );
  });
});

test.describe('platform status', () => {
  test('?sim=maintenance, ?sim=restricted and ?sim=normal switch on that very load', async ({ page }) => {
    await page.goto('/m/home?merchant=demo&lang=EN&sim=maintenance');
    await expect(page.getByRole('heading', { name: /maintenance/i })).toBeVisible();
    await page.goto('/m/home?sim=restricted');
    await expect(page.getByRole('heading', { name: /access denied/i })).toBeVisible();
    await expect(page.getByText('203.0.113.7')).toBeVisible();
    await page.goto('/m/home?sim=normal');
    await expectDemoHome(page);
  });
});

test.describe('the live merchant', () => {
  test('manila works against npm run platform over HTTP and downloads none of the simulator', async ({ page }) => {
    const apiCalls: string[] = [];
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/')) apiCalls.push(r.url());
      if (r.resourceType() === 'script' || r.url().endsWith('.js')) scripts.push(r.url());
    });
    const bodies: string[] = [];
    page.on('response', async (r) => {
      if (r.url().endsWith('.js')) bodies.push(await r.text().catch(() => ''));
    });
    await page.goto('/m/home?merchant=manila');
    await expect(page.getByText('Manila Royale').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(apiCalls.length).toBeGreaterThan(0);
    expect(scripts.some((s) => s.includes('mockServiceWorker'))).toBe(false);
    expect(bodies.some((b) => b.includes('palaro-demo-platform'))).toBe(false);
  });

  test('a platform that is down or answers nonsense shows the message and a retry that works', async ({ page }) => {
    let mode: 'down' | 'nonsense' | 'up' = 'down';
    await page.route('**/api/v1/wallet/merchant**', async (route) => {
      if (mode === 'down') return route.fulfill({ status: 500, body: 'Internal Server Error' });
      if (mode === 'nonsense') return route.fulfill({ status: 200, contentType: 'application/json', body: '{"success":true,"code":"OK","value":{"sumBalance":12}}' });
      return route.continue();
    });
    await page.goto('/m/home?merchant=manila&lang=EN');
    // The visitor announcement popup covers the page until it is closed.
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const retry = page.getByRole('button', { name: 'Loading failed, click to retry' }).first();
    await expect(retry).toBeVisible({ timeout: 20_000 });
    // The button stays on screen while its query refetches, so each step waits for the answer the
    // retry asked for, not only for the button: otherwise the next mode could answer this retry.
    const balanceAnswer = () => page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/api/v1/wallet/merchant'));
    mode = 'nonsense';
    await Promise.all([balanceAnswer(), retry.click()]);
    await expect(page.getByRole('button', { name: 'Loading failed, click to retry' }).first()).toBeVisible({ timeout: 20_000 });
    mode = 'up';
    await Promise.all([balanceAnswer(), page.getByRole('button', { name: 'Loading failed, click to retry' }).first().click()]);
    await expect(page.getByRole('button', { name: 'Loading failed, click to retry' })).toHaveCount(0, { timeout: 20_000 });
  });
});
