// Accounts journeys against the built demo: registration (username and mobile), login with the
// captcha after a failure, password change, logout, trial refusals, encrypted login bodies.
import { test, expect, SERVED_DIST } from './test';
import fs from 'node:fs';
import { expectToast, login, recordToasts, submitLogin } from './journey';

test.beforeEach(async ({ page }) => {
  await page.goto('/m/home?sim=reset&lang=EN&merchant=demo');
  await expect(page.getByText('Palaro Demo').first()).toBeVisible();
});

test('a new visitor registers by username, logs in, and the top bar shows the name and a ₱ balance', async ({ page }) => {
  await page.goto('/m/register?lang=EN');
  await page.getByRole('textbox', { name: 'Username' }).fill('juandelacruz');
  await page.getByLabel('Password', { exact: true }).fill('Secret123');
  await page.getByLabel('Confirm password').fill('Secret123');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByText('Registered successfully, ready for login')).toBeVisible();
  await page.getByRole('link', { name: 'Login' }).click();
  await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue('juandelacruz');
  await page.getByLabel('Password', { exact: true }).fill('Secret123');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home/);
  await expect(page.getByText('juandelacruz').first()).toBeVisible();
  await expect(page.getByText(/^₱\d[\d,]*\.\d{2}$/).first()).toBeVisible();
});

test('a wrong password gives an error and then a captcha field', async ({ page }) => {
  await page.goto('/m/login?lang=EN');
  await expect(page.getByRole('textbox', { name: 'Captcha' })).toHaveCount(0);
  await submitLogin(page, 'demoplayer', 'Wrong1234');
  await expect(page.getByText('Sorry, the user does not exist or is disabled')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Captcha' })).toBeVisible();
  const image = page.getByRole('button', { name: 'Refresh captcha' }).locator('img');
  await expect(image).toBeVisible();
  // A real PNG, decoded by the browser at its own size.
  expect(await image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(120);
});

test('registration checks the confirmation and the invitation code', async ({ page }) => {
  await page.goto('/m/register?lang=EN');
  await page.getByRole('textbox', { name: 'Username' }).fill('mariasantos');
  await page.getByLabel('Password', { exact: true }).fill('Secret123');
  await page.getByLabel('Confirm password').fill('Secret999');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByText('Confirmation password not matched')).toBeVisible();
  await page.getByLabel('Confirm password').fill('Secret123');
  await page.getByRole('textbox', { name: 'Invitation code' }).fill('NOSUCHCODE');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByText('Invalid invitation code')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Invitation code' })).toBeFocused();
});

test('mobile registration with SMS code 123456, the get-code link counting down', async ({ page }) => {
  await page.goto('/m/register?lang=EN');
  await page.getByRole('tab', { name: 'Mobile number' }).click();
  await page.getByRole('button', { name: 'Get code' }).click();
  await expect(page.getByText('Please enter a valid mobile number')).toBeVisible();
  await page.getByRole('textbox', { name: 'Mobile number' }).fill('9175550123');
  await page.getByRole('button', { name: 'Get code' }).click();
  await expect(page.getByRole('timer')).toHaveText(/^\d{1,2}s$/);
  const shown = (await page.getByRole('timer').textContent()) ?? '';
  const first = Number(shown.replace('s', ''));
  // It counts down: the next second shows a smaller figure.
  await expect(page.getByRole('timer')).not.toHaveText(shown);
  const later = Number((await page.getByRole('timer').textContent())?.replace('s', ''));
  expect(later).toBeLessThan(first);
  await page.getByRole('textbox', { name: 'SMS code' }).fill('123456');
  await page.getByLabel('Password', { exact: true }).fill('Secret123');
  await page.getByLabel('Confirm password').fill('Secret123');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByText('Registered successfully, ready for login')).toBeVisible();
});

test('password change: the same password is refused, a real change works after logout', async ({ page }) => {
  await submitLogin(page, 'demoplayer', 'Demo1234');
  await expect(page).toHaveURL(/\/m\/home/);
  await page.goto('/m/changePsw?lang=EN');
  await page.getByLabel('Old password').fill('Demo1234');
  await page.getByLabel('New password', { exact: true }).fill('Demo1234');
  await page.getByLabel('Confirm new password').fill('Demo1234');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog').getByText('The new password and the old password cannot be the same')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await page.getByLabel('New password', { exact: true }).fill('Fresh5678');
  await page.getByLabel('Confirm new password').fill('Fresh5678');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Change saved')).toBeVisible();
  await expect(page).toHaveURL(/\/m\/home/, { timeout: 5000 });
  await page.goto('/m/setting?lang=EN');
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/m\/home/);
  await submitLogin(page, 'demoplayer', 'Fresh5678');
  await expect(page).toHaveURL(/\/m\/home/);
  await expect(page.getByText('demoplayer').first()).toBeVisible();
});

test('logout asks first, then clears MC_SESSION_INFO and home shows login and register', async ({ page }) => {
  await submitLogin(page, 'demoplayer', 'Demo1234');
  await expect(page).toHaveURL(/\/m\/home/);
  expect(await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).not.toBeNull();
  await page.goto('/m/setting?lang=EN');
  await page.getByRole('button', { name: 'Log out' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  expect(await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).not.toBeNull();
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/m\/home/);
  expect(await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).toBeNull();
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Register' }).first()).toBeVisible();
});

test('a member stays signed in when the next page is slow to come: the page being left keeps its simulator', async ({ page }) => {
  await login(page, 'demoplayer');
  // The next document comes 500 ms late (a loaded machine, a slow network): meanwhile the home being
  // left goes on asking for the member's data, which only its simulator knows (src/platform-sim/browser.ts).
  await page.route(/\/m\/member\/home$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  await page.goto('/m/member/home');
  await expect(page.getByText(/^₱[\d,]+\.\d{2}$/).first()).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).toContain('demoplayer');
});

test('a free-trial user is refused from deposit and inbox', async ({ page }) => {
  await page.goto('/m/trail?lang=EN');
  await page.getByRole('button', { name: 'Start free trial' }).click();
  await expect(page).toHaveURL(/\/m\/home/);
  await recordToasts(page);
  for (const path of ['/m/voucherCenter', '/m/webEmail']) {
    // The refusal is a one-second toast: recorded by the page itself, so a slow poll cannot miss it.
    await page.goto(`${path}?lang=EN`);
    await expectToast(page, 'Please log into a real account');
  }
});

test('a registration field disabled in the served merchant file is not shown', async ({ page }) => {
  const file = `${SERVED_DIST}/merchants/demo.json`;
  const original = fs.readFileSync(file, 'utf8');
  try {
    await page.goto('/m/register?lang=EN');
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
    const json = JSON.parse(original) as { registration: { fields: Record<string, unknown> } };
    json.registration.fields.email = { enabled: false, required: false };
    fs.writeFileSync(file, JSON.stringify(json));
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Username' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveCount(0);
  } finally {
    fs.writeFileSync(file, original);
  }
});

test('the login request body is not readable JSON with the password', async ({ page }) => {
  const bodies: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/v1/auth/login')) bodies.push(r.postData() ?? '');
  });
  await submitLogin(page, 'demoplayer', 'Demo1234');
  await expect(page).toHaveURL(/\/m\/home/);
  expect(bodies.length).toBeGreaterThan(0);
  for (const body of bodies) {
    expect(body).not.toContain('Demo1234');
    expect(body).not.toContain('demoplayer');
    expect(Object.keys(JSON.parse(body) as object).sort()).toEqual(['data', 'iv']);
  }
});

test('login, register and forget each have a back control that goes home', async ({ page }) => {
  for (const path of ['/m/login', '/m/register', '/m/forget']) {
    await page.goto('/m/gameList?lang=EN');
    await page.goto(`${path}?lang=EN`);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
  }
});

test('social sign-in: the demo provider signs a new person in with Google, and its chunk is not on the home first load', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto('/m/home?lang=EN');
  await expect(page.getByText('Palaro Demo').first()).toBeVisible();
  expect(scripts.filter((u) => /demo-provider|firebase-provider/.test(u))).toEqual([]);
  await page.goto('/m/login?lang=EN');
  const social = page.getByRole('group', { name: 'Social sign-in' });
  await expect(social.getByRole('button', { name: /Continue with Facebook/ })).toBeVisible();
  await social.getByRole('button', { name: /Continue with Google/ }).click();
  await expect(page).toHaveURL(/\/m\/home/);
  await expect(page.getByText('juandelacruz').first()).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}') as unknown)).toMatchObject({
    userName: 'juandelacruz',
    type: 0,
  });
});

test('registration shows its banner and notice, and says a taken username on leaving the field', async ({ page }) => {
  await page.goto('/m/register?lang=EN');
  await expect(page.getByRole('region', { name: 'Registration offers' }).getByRole('button', { name: 'Register and get a bonus' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Notice' })).toContainText('New members: ₱88 bonus after your first deposit');
  await page.getByRole('textbox', { name: 'Username' }).fill('demoplayer');
  await page.getByRole('textbox', { name: 'Username' }).blur();
  await expect(page.getByText('Sorry, the username already exists')).toBeVisible();
  // Registering by username, the merchant's enabled mobile number shows (without an SMS code).
  await expect(page.getByRole('textbox', { name: 'Mobile number' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'SMS code' })).toHaveCount(0);
});

test('a first-login password change ends the pending state: after a reload the member is not asked again', async ({ page }) => {
  // The demo seeds no pending account: log in once (the platform keeps its accounts in this
  // browser's storage), mark demoplayer's password as pending there, and start over.
  await submitLogin(page, 'demoplayer', 'Demo1234');
  await expect(page).toHaveURL(/\/m\/home/);
  await page.evaluate(() => {
    const key = 'palaro:sim:demo:accounts';
    const slice = JSON.parse(localStorage.getItem(key) ?? 'null') as { state: { accounts: Record<string, { pendingPassword: boolean }> } } | null;
    const account = slice?.state.accounts.demoplayer;
    if (!slice || !account) throw new Error(`${key} holds no demoplayer`);
    account.pendingPassword = true;
    localStorage.setItem(key, JSON.stringify(slice));
    sessionStorage.clear();
  });
  await submitLogin(page, 'demoplayer', 'Demo1234');
  await expect(page).toHaveURL(/\/m\/changePsw/);
  // Pending: the new password only, no old one.
  await expect(page.getByLabel('New password', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Old password')).toHaveCount(0);
  await page.getByLabel('New password', { exact: true }).fill('Fresh5678');
  await page.getByLabel('Confirm new password').fill('Fresh5678');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('You have successfully changed your password.')).toBeVisible();
  await expect(page).toHaveURL(/\/m\/home/, { timeout: 5000 });
  // No longer pending; still the member's first login (the first-login announcements show).
  const stored = () =>
    page.evaluate(() => (JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? 'null') as { pendingPassword?: boolean } | null)?.pendingPassword);
  expect(await stored()).toBe(false);
  await page.reload();
  await expect(page).toHaveURL(/\/m\/home/);
  expect(await stored()).toBe(false);
  // Not pending any more: a password change asks for the old password again.
  await page.goto('/m/changePsw?lang=EN');
  await expect(page.getByLabel('Old password')).toBeVisible();
});
