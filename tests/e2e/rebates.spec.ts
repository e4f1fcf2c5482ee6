// Rebates-area journeys against the built demo: the manual rebate claimed exactly once, a transfer
// to the upline with the payment password, and feedback below the merchant file's word bound
// refused with the message naming the bounds.
import { test, expect } from './test';
import { login } from './journey';

/** "₱1,234.56" → 123456 centavos. */
const centsOf = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

test.beforeEach(async ({ page }) => {
  await page.goto('/m/home?sim=reset&lang=EN&merchant=demo');
  await expect(page.getByText('Palaro Demo').first()).toBeVisible();
});

test('demoplayer claims the manual rebate once: a double tap credits it a single time, then nothing is left to claim', async ({ page }) => {
  await login(page);
  await page.goto('/m/member/manualRebate');
  const claim = page.getByRole('button', { name: 'Claim rebate' });
  await expect(claim).toBeEnabled();
  await expect(page.getByRole('table', { name: 'By game type' }).getByRole('row', { name: /Slots .* 0\.80%/ })).toBeVisible();
  const amount = centsOf(await page.locator('.rb-hero__amount').textContent());
  expect(amount).toBeGreaterThan(0);
  await expect(page.locator('header')).toContainText('₱10,000.00');
  await claim.dblclick();
  await expect(page.getByText(/was added to your wallet\./)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nothing to claim' })).toBeVisible();
  await expect(claim).toBeDisabled();
  const after = 1_000_000 + amount;
  const shown = `₱${Math.floor(after / 100).toLocaleString('en-US')}.${String(after % 100).padStart(2, '0')}`;
  await expect(page.locator('header')).toContainText(shown);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Nothing to claim' })).toBeVisible();
  await expect(page.locator('header')).toContainText(shown);

  await page.getByRole('link', { name: 'My rebate' }).click();
  await expect(page).toHaveURL(/\/m\/member\/rebateReport/);
  await page.getByRole('button', { name: 'Today' }).click();
  const entries = page.getByRole('list', { name: 'Rebates of the period' }).getByRole('listitem');
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText('Manual claim');
});

test('demoplayer transfers ₱250.50 to the upline with the payment password; a wrong password moves nothing', async ({ page }) => {
  await login(page);
  await page.goto('/m/upLine/transfer');
  await expect(page.getByTestId('upline-name')).toHaveText('Demo Agent (demoagent)');
  await expect(page.locator('.rb-hero')).toContainText('₱9,844.50');
  await page.getByRole('textbox', { name: 'Amount' }).fill('250.50');
  await page.getByLabel('Payment password').fill('111111');
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  await page.getByRole('dialog', { name: 'Confirm transfer' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The payment password is incorrect' }).first()).toHaveText('The payment password is incorrect');
  await expect(page.locator('.rb-hero')).toContainText('₱9,844.50');

  await page.getByLabel('Payment password').fill('654321');
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm transfer' });
  await expect(dialog).toContainText('Transfer ₱250.50 to Demo Agent?');
  await dialog.getByRole('button', { name: 'Confirm' }).dblclick();
  await expect(page.getByText('Success').first()).toBeVisible();
  await expect(page.locator('.rb-hero')).toContainText('₱9,594.00');
  const history = page.getByRole('list', { name: 'Past transfers' }).getByRole('listitem');
  await expect(history).toHaveCount(1);
  await expect(history.first()).toContainText('-₱250.50');
  await page.reload();
  await expect(page.locator('.rb-hero')).toContainText('₱9,594.00');
  await expect(page.getByRole('list', { name: 'Past transfers' }).getByRole('listitem')).toHaveCount(1);
});

test('a double tap on Transfer asks once, and its second tap neither cancels nor dismisses the question', async ({ page }) => {
  await login(page);
  await page.goto('/m/upLine/transfer');
  await expect(page.getByTestId('upline-name')).toHaveText('Demo Agent (demoagent)');
  await page.getByRole('textbox', { name: 'Amount' }).fill('10');
  await page.getByLabel('Payment password').fill('654321');
  const box = await page.getByRole('button', { name: 'Transfer', exact: true }).boundingBox();
  if (!box) throw new Error('no Transfer button');
  const dialog = page.getByRole('dialog', { name: 'Confirm transfer' });
  // Two taps at the button's centre, the second as soon as the question shows (a double tap): it
  // lands where the question now is.
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.touchscreen.tap(x, y);
  await expect(dialog).toBeVisible();
  await page.touchscreen.tap(x, y);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Transfer ₱10.00 to Demo Agent?');
  // Once armed, Cancel answers.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('.rb-hero')).toContainText('₱9,844.50');
});

test('feedback below the word bound is refused with the bounds of the merchant file; a valid one is listed', async ({ page }) => {
  await login(page);
  await page.goto('/m/feedback');
  await page.getByRole('radio', { name: 'Suggestion' }).click();
  const content = page.getByRole('textbox', { name: 'Content' });
  await content.fill('Please add more slots');
  await expect(page.getByText('4 words')).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Feedback content is between 10 and 300 words')).toBeVisible();
  await expect(page.getByRole('list', { name: 'My feedback' }).getByRole('listitem')).toHaveCount(1);

  await content.fill('Please add more slots from JILI and PG, the new ones are really fun to play');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Success').first()).toBeVisible();
  const items = page.getByRole('list', { name: 'My feedback' }).getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText('Please add more slots from JILI');
  // The platform answers within a few seconds.
  await expect(items.first()).toContainText('Replied', { timeout: 10_000 });
});
