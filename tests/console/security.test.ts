// Logins: scrypt hashes, five wrong passwords lock an operator for 15 minutes; the session cookie's
// flags; the CSRF defence of every state-changing call; the audit log.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API, LOCK_MS, SESSION_COOKIE } from '@/console/server/app';
import { JOURNAL_FILE } from '@/console/server/store';
import { ADMIN_PASSWORD, as, login, makeConsole, type Harness } from './harness';

let h: Harness | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await h?.close();
  h = undefined;
});

const attempt = (harness: Harness, password: string, headers: Record<string, string> = {}) =>
  harness.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'admin', password }, headers });

describe('passwords and lockout', () => {
  it('stores scrypt hashes, never the password', async () => {
    h = makeConsole();
    await login(h, 'admin');
    const journal = fs.readFileSync(path.join(h.dataDir, JOURNAL_FILE), 'utf8');
    expect(journal).toContain('scrypt$16384$8$1$');
    expect(journal).not.toContain(ADMIN_PASSWORD);
  });

  it('locks an operator for 15 minutes after five wrong passwords, even against the right one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    h = makeConsole();
    for (let i = 1; i <= 4; i++) expect((await attempt(h, 'wrong-password')).statusCode).toBe(401);
    const fifth = await attempt(h, 'wrong-password');
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json()).toMatchObject({ error: 'locked' });
    expect((await attempt(h, ADMIN_PASSWORD)).statusCode).toBe(423);
    vi.setSystemTime(Date.now() + LOCK_MS - 60_000);
    expect((await attempt(h, ADMIN_PASSWORD)).statusCode).toBe(423);
    vi.setSystemTime(Date.now() + 61_000);
    expect((await attempt(h, ADMIN_PASSWORD)).statusCode).toBe(200);
    const audit = h.state.audit().filter((a) => a.action === 'login');
    expect(audit.some((a) => a.detail?.includes('locked 15 minutes'))).toBe(true);
  });

  it('a user name no operator has answers and locks the same way (nobody learns who is an operator)', async () => {
    h = makeConsole();
    const ghost = (password: string) => h!.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'nobody', password } });
    for (let i = 1; i <= 4; i++) expect((await ghost('wrong-password')).json()).toMatchObject({ error: 'wrong-password' });
    expect((await ghost('wrong-password')).statusCode).toBe(423);
  });

  it('a right password resets the count of wrong ones', async () => {
    h = makeConsole();
    for (let i = 0; i < 4; i++) await attempt(h, 'wrong-password');
    expect((await attempt(h, ADMIN_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await attempt(h, 'wrong-password')).statusCode).toBe(401);
  });
});

describe('the session cookie', () => {
  it('is HttpOnly, SameSite=Strict, for the whole console; not Secure over plain http', async () => {
    h = makeConsole();
    const res = await attempt(h, ADMIN_PASSWORD);
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(cookie.secure).toBeFalsy();
  });

  it('is Secure when the console is served over https (behind a proxy that says so)', async () => {
    h = makeConsole({ trustProxy: true });
    const res = await attempt(h, ADMIN_PASSWORD, { 'x-forwarded-proto': 'https' });
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict' });
  });

  it('ends with logout', async () => {
    h = makeConsole();
    const s = await login(h, 'admin');
    expect((await as(h, s, 'POST', '/api/logout')).statusCode).toBe(200);
    expect((await as(h, s, 'GET', '/api/me')).statusCode).toBe(401);
  });
});

describe('CSRF', () => {
  const changing = API.filter((c) => c.method !== 'GET' && c.role !== null);

  for (const call of changing) {
    it(`${call.method} ${call.url} is refused without the CSRF token, with a wrong one, and from another origin`, async () => {
      h = makeConsole();
      const s = await login(h, 'admin');
      const url = call.url.replace(':code', 'demo').replace(':name', 'admin');
      const none = await h.app.inject({ method: call.method, url, headers: { cookie: s.cookie }, payload: {} });
      expect(none.statusCode).toBe(403);
      expect(none.json()).toMatchObject({ error: 'csrf' });
      const wrong = await h.app.inject({ method: call.method, url, headers: { cookie: s.cookie, 'x-csrf-token': 'x'.repeat(43) }, payload: {} });
      expect(wrong.statusCode).toBe(403);
      const cross = await h.app.inject({
        method: call.method,
        url,
        headers: { cookie: s.cookie, 'x-csrf-token': s.csrf, origin: 'https://evil.example' },
        payload: {},
      });
      expect(cross.statusCode).toBe(403);
      // Still logged in: nothing was done.
      expect((await as(h, s, 'GET', '/api/me')).statusCode).toBe(200);
    });
  }

  it('a login from another origin is refused', async () => {
    h = makeConsole();
    expect((await attempt(h, ADMIN_PASSWORD, { origin: 'https://evil.example' })).statusCode).toBe(403);
  });

  it('a login posted as a form (what another site can send without asking) is refused', async () => {
    h = makeConsole();
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `username=admin&password=${ADMIN_PASSWORD}`,
    });
    expect(res.statusCode).toBe(415);
  });
});

describe('the audit log', () => {
  it('records who, what, when and from where, refusals included', async () => {
    h = makeConsole();
    const s = await login(h, 'admin');
    await as(h, s, 'POST', '/api/operators', { username: 'viewer1', password: 'a-long-password', role: 'viewer' });
    const v = await login(h, 'viewer1', 'a-long-password');
    await as(h, v, 'POST', '/api/merchants/demo/publish', { data: {}, baseVersion: 'x', message: 'try' });
    const entries = (await as(h, s, 'GET', '/api/audit')).json() as {
      entries: { operator: string; action: string; from: string; at: number; outcome: string; target?: string }[];
    };
    expect(entries.entries.find((e) => e.action === 'operator.add')).toMatchObject({ operator: 'admin', target: 'viewer1', outcome: 'ok', from: '127.0.0.1' });
    expect(entries.entries.find((e) => e.operator === 'viewer1' && e.action.includes('publish'))).toMatchObject({ outcome: 'refused' });
    expect(entries.entries.every((e) => typeof e.at === 'number')).toBe(true);
  });
});
