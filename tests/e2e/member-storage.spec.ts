// A shared phone keeps nothing of a member once their tab is closed (issue 30, finding 12): the
// member's cached answers (member info: user name, nickname, VIP label, registration date, avatar)
// live in the tab's sessionStorage beside the session, never in localStorage. Run on manila (live
// mode, the platform server behind nginx), so no demo platform keeps accounts in the browser.
import { test, expect } from './test';

test('a member who closes the tab without logging out leaves nothing in storage', async ({ context }) => {
  const page = await context.newPage();
  await page.goto('/m/login?merchant=manila&lang=EN');
  await page
    .getByRole('textbox', { name: 'Mobile number' })
    .or(page.getByRole('textbox', { name: 'Username' }))
    .first()
    .fill('demoplayer');
  await page.getByLabel('Password', { exact: true }).fill('Demo1234');
  const memberInfo = page.waitForResponse((r) => r.url().includes('/api/v1/member/info') && r.ok());
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home/);
  await memberInfo;
  // The answer is kept for a reload of this tab: in the tab's storage.
  await expect.poll(() => page.evaluate(() => Object.keys(sessionStorage).some((k) => k.includes(':m:demoplayer:memberInfo')))).toBe(true);
  const deviceStorage = () => page.evaluate(() => Object.entries(localStorage).map(([k, v]) => `${k}=${v}`));
  expect((await deviceStorage()).filter((e) => e.includes('demoplayer'))).toEqual([]);

  await page.close();
  const next = await context.newPage();
  await next.goto('/m/home?merchant=manila&lang=EN');
  await expect(next.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  const left = await next.evaluate(() => [...Object.entries(localStorage), ...Object.entries(sessionStorage)].map(([k, v]) => `${k}=${v}`));
  expect(left.filter((e) => /demoplayer|:m:[^:]+:/.test(e))).toEqual([]);
});
