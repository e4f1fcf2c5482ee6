// One member's data never reaches another on the same device. The attack: a tab closed without
// logging out left the member's cached info in localStorage; the next member to log in got it
// (type, VIP label, upline right), and an agent was sent away from agent home as a type-0 member.
// A member's cached answers now live in the tab's sessionStorage: they survive a reload of the
// tab and leave with it (tests/e2e/member-storage.spec.ts checks the same on a live merchant).
import { expect, test } from './test';
import { login } from './journey';

test('an agent logging in after a member closed the tab gets agent home, not the cached member info', async ({ context }) => {
  const first = await context.newPage();
  await first.goto('/m/home?sim=reset&lang=EN&merchant=demo');
  await login(first, 'demoplayer');
  await first.goto('/m/member/home');
  // The member center shows the member's own info (nickname) once it has loaded.
  await expect(first.getByRole('region', { name: 'Profile' }).getByText('Demo Player')).toBeVisible();
  // The member info is kept for the tab (it survives a reload), not on the device …
  const kept = () => first.evaluate(() => Object.keys(sessionStorage).filter((k) => k.includes(':memberInfo:')));
  await expect.poll(kept).not.toEqual([]);
  expect(await first.evaluate(() => Object.keys(localStorage).filter((k) => k.includes(':memberInfo:')))).toEqual([]);
  // … and the tab is closed without logging out (sessionStorage, and so the session, is gone).
  await first.close();

  const second = await context.newPage();
  await second.goto('/m/home?lang=EN&merchant=demo');
  await login(second, 'demoagent');
  await second.goto('/m/agent/home');
  await expect(second).toHaveURL(/\/m\/agent\/home$/);
  await expect(second.getByRole('navigation', { name: 'Agent menu' })).toBeVisible();
  // Nothing of demoplayer's is left on the device once another member has logged in.
  const left = await second.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('demoplayer')));
  expect(left).toEqual([]);
});
