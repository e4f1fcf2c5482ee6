// Steps shared by the browser journeys.
import { expect, type Page } from '@playwright/test';

/** Fills the login form and submits it (the outcome is the caller's to check). */
export async function submitLogin(page: Page, username = 'demoplayer', password = 'Demo1234') {
  await page.goto('/m/login?lang=EN');
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Logs in and waits for home (a seeded account: demoplayer or demoagent). */
export async function login(page: Page, username = 'demoplayer', password = 'Demo1234') {
  await submitLogin(page, username, password);
  await expect(page).toHaveURL(/\/m\/home/);
}
