// Promotions journeys against the built demo: applying with a fourth image, a 6MB image or a gif
// gives the spec's message; a valid application shows 'Application successful' and the status
// goes Applying, then Issued once the platform has reviewed it.
import { test, expect } from './test';
import { login } from './journey';

const MB = 1024 * 1024;
const img = (name: string, mimeType: string, size: number) => ({ name, mimeType, buffer: Buffer.alloc(size, 1) });

test.beforeEach(async ({ page }) => {
  await page.goto('/m/home?sim=reset&lang=EN&merchant=demo');
});

test('apply: the spec messages, then Application successful and the status change', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page);
  await page.goto('/m/activity');
  await page.getByRole('link', { name: 'PBA Finals Free Bet', exact: true }).click();
  const input = page.getByLabel(/Images/);
  await input.setInputFiles([img('a.gif', 'image/gif', 100)]);
  await expect(page.getByText('Only acceptable png/jpg')).toBeVisible();
  await input.setInputFiles([img('big.png', 'image/png', 6 * MB)]);
  await expect(page.getByText('The image maximum size is 5MB')).toBeVisible();
  await input.setInputFiles([img('1.png', 'image/png', 100), img('2.jpg', 'image/jpeg', 100), img('3.png', 'image/png', 100)]);
  await input.setInputFiles([img('4.png', 'image/png', 100)]);
  await expect(page.getByText("Can't accept upload more than 3 images")).toBeVisible();
  await page.getByLabel('Comment').fill('Ticket PBA-123');
  await page.screenshot({ path: 'test-results/promo-apply.png' });
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByText('Application successful')).toBeVisible();
  await expect(page.getByLabel('Status')).toHaveText('Applying');
  await expect(page.getByLabel('Status')).toHaveText('Issued', { timeout: 15_000 });
});
