// Every kind of modal on the native <dialog> (src/ui/dialog.tsx), in Chromium: Escape closes it,
// Tab and Shift+Tab stay inside it, focus goes back to the control that opened it, and the page
// behind is inert while it is open. The kinds: the announcement popup, the side menu, the confirm
// dialog (over the side menu), the download popup (a sheet), a help answer and a hot-news article
// (full-screen panels), the prompt dialog.
import { test, expect, type Locator, type Page } from './test';
import { login } from './journey';

/** True when the focused element is inside `dialog`. */
const focusInside = (dialog: Locator) => dialog.evaluate((d) => d.contains(document.activeElement));

/** Tab forward and back through the dialog: focus never leaves it, and it comes round. */
async function expectFocusTrapped(page: Page, dialog: Locator) {
  await expect.poll(() => focusInside(dialog)).toBe(true);
  const count = await dialog.evaluate(
    (d) =>
      Array.from(
        d.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])'),
      ).filter((el) => el.checkVisibility()).length,
  );
  expect(count).toBeGreaterThan(0);
  const seen = new Set<string>();
  for (let i = 0; i < count + 2; i++) {
    await page.keyboard.press('Tab');
    expect(await focusInside(dialog)).toBe(true);
    seen.add(await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120) ?? ''));
  }
  // It came round: more Tabs than controls, and no more controls seen than there are.
  expect(seen.size).toBeLessThanOrEqual(count);
  for (let i = 0; i < count + 2; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusInside(dialog)).toBe(true);
  }
}

/** The page behind a modal dialog is inert: the top layer holds the dialog, and a click behind it does nothing. */
async function expectModal(dialog: Locator) {
  expect(await dialog.evaluate((d) => d instanceof HTMLDialogElement && d.matches(':modal'))).toBe(true);
}

test.beforeEach(async ({ page }) => {
  await page.goto('/m/home?sim=reset&lang=EN&merchant=demo');
  await expect(page.getByText('Palaro Demo').first()).toBeVisible();
});

test('the announcement popup: modal, focus inside and trapped, Escape closes it', async ({ page }) => {
  const popup = page.getByRole('dialog', { name: 'Join today: 100% welcome bonus' });
  await expect(popup).toBeVisible();
  await expectModal(popup);
  await expectFocusTrapped(page, popup);
  await page.keyboard.press('Escape');
  await expect(popup).toHaveCount(0);
});

test('the side menu, and the sign-out confirm over it: Escape closes each, focus goes back each time', async ({ page }) => {
  await login(page);
  const popup = page.getByRole('dialog', { name: 'Your weekly cashback is ready' });
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toHaveCount(0);
  await page.goto('/m/activity?lang=EN');
  const opener = page.getByRole('button', { name: 'Open side menu' });
  await opener.click();
  const menu = page.getByRole('dialog', { name: 'Open side menu' });
  await expect(menu).toBeVisible();
  await expectModal(menu);
  await expectFocusTrapped(page, menu);

  const logout = menu.getByRole('button', { name: 'Sign out' });
  await logout.focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Sign out' });
  await expect(confirm).toBeVisible();
  await expectModal(confirm);
  await expectFocusTrapped(page, confirm);
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await expect(menu).toBeVisible();
  await expect(logout).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('the download popup (a sheet): Escape closes it and focus goes back to its button', async ({ page }) => {
  await login(page);
  await page.getByRole('dialog', { name: 'Your weekly cashback is ready' }).getByRole('button', { name: 'Close' }).click();
  await page.goto('/m/member/home?lang=EN');
  const opener = page.getByRole('button', { name: /Download app/ });
  await opener.click();
  const sheet = page.getByRole('dialog', { name: 'Get the Palaro Demo app' });
  await expect(sheet).toBeVisible();
  await expectModal(sheet);
  await expectFocusTrapped(page, sheet);
  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('a help answer and a hot-news article (full-screen panels): Escape closes them, focus goes back', async ({ page }) => {
  await page.goto('/m/help?lang=EN');
  const row = page.locator('.help-row').first();
  const title = (await row.innerText()).replace('›', '').trim();
  await row.click();
  const answer = page.getByRole('dialog', { name: title });
  await expect(answer).toBeVisible();
  await expectModal(answer);
  await expectFocusTrapped(page, answer);
  await page.keyboard.press('Escape');
  await expect(answer).toHaveCount(0);
  await expect(row).toBeFocused();

  await page.goto('/m/hotNews?lang=EN');
  const card = page.locator('.news-card').first();
  const headline = await card.locator('.news-card__title').innerText();
  await card.click();
  const article = page.getByRole('dialog', { name: headline });
  await expect(article).toBeVisible();
  await expectModal(article);
  await expectFocusTrapped(page, article);
  await page.keyboard.press('Escape');
  await expect(article).toHaveCount(0);
  await expect(card).toBeFocused();
});

test('the prompt dialog: focus trapped with its field, Escape closes it, focus goes back', async ({ page }) => {
  await page.goto('/m/service?lang=EN');
  const opener = page.getByRole('button', { name: /Leave a message/ });
  await opener.click();
  const prompt = page.getByRole('dialog', { name: 'Leave a message' });
  await expect(prompt).toBeVisible();
  await expectModal(prompt);
  await expect(prompt.getByRole('textbox', { name: 'Your message' })).toBeFocused();
  await expectFocusTrapped(page, prompt);
  await page.keyboard.press('Escape');
  await expect(prompt).toHaveCount(0);
  await expect(opener).toBeFocused();
});
