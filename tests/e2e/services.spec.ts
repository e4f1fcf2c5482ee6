// Member services against the built demo: the inbox's unread count everywhere, and identity
// verification from the missing back of the ID to Verified.
import { test, expect } from './test';
import { login } from './journey';

// A 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const image = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

test.beforeEach(async ({ page }) => {
  await page.goto('/m/home?sim=reset&lang=EN&merchant=demo');
  await expect(page.getByText('Palaro Demo').first()).toBeVisible();
});

test("demoplayer's inbox shows the unread messages; reading one lowers the count everywhere", async ({ page }) => {
  await login(page);
  await page.goto('/m/message');
  await expect(page.getByText('99+')).toBeVisible();
  await page.goto('/m/webEmail');
  await expect(page.getByText('120 messages · 120 unread')).toBeVisible();
  await page.getByRole('list', { name: 'Messages' }).getByRole('button').first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText('120 messages · 119 unread')).toBeVisible();
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByText('120 messages · 0 unread')).toBeVisible();
  await page.goto('/m/message');
  await expect(page.getByText('Message center').first()).toBeVisible();
  await expect(page.getByText('99+')).toHaveCount(0);
});

test('identity verification without the back of the ID is refused; a complete one goes from pending to Verified', async ({ page }) => {
  await login(page);
  await page.goto('/m/securityCenter');
  await expect(page.getByTestId('kyc-status')).toHaveText('Not verified');
  await page.getByRole('button', { name: /Identity verification/ }).click();
  await page.getByLabel('Front of your ID').setInputFiles(image('front.png'));
  await page.getByLabel('Selfie holding your ID').setInputFiles(image('selfie.png'));
  await page.getByRole('button', { name: 'Submit for verification' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please upload back of your ID' })).toBeVisible();

  await page.getByLabel('Back of your ID').setInputFiles(image('back.png'));
  await page.getByLabel('ID number').fill('1234-5678-9012');
  await page.getByLabel('Nationality').fill('Filipino');
  await page.getByLabel('Occupation').fill('Teacher');
  await page.getByLabel('Date of birth').fill('1990-05-17');
  await page.getByLabel('Place of birth').fill('Cebu City');
  await page.getByLabel('Permanent address', { exact: true }).fill('12 Rizal St, Cebu City');
  await page.getByRole('button', { name: 'Submit for verification' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please confirm you are 21 years old' })).toBeVisible();
  await page.getByLabel('I confirm I am 21 years old or over').check();
  await page.getByRole('button', { name: 'Submit for verification' }).click();
  await expect(page.getByTestId('kyc-status')).toHaveText('Pending');
  await expect(page.getByTestId('kyc-status')).toHaveText('Verified', { timeout: 8000 });
});
