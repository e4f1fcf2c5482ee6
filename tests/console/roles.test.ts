// The role matrix: every call of the console's API (src/console/server/app.ts `API`) × every role,
// 403 exactly where the role is below the call's, 401 without a session; and an operator limited
// to some merchants is refused the others.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, roleAtLeast } from '@/console/server/app';
import { ROLES, type Role } from '@/console/server/store';
import { addOperator, as, login, makeConsole, openMerchant, withCbs3, type Harness, type Session } from './harness';

let h: Harness;
const sessions = new Map<Role, Session>();

beforeAll(async () => {
  h = makeConsole();
  for (const role of ROLES) if (role !== 'admin') addOperator(h.state, `a-${role}`, role);
  addOperator(h.state, 'target', 'viewer');
  for (const role of ROLES) sessions.set(role, await login(h, role === 'admin' ? 'admin' : `a-${role}`));
});
afterAll(() => h.close());

/** A request body each call accepts (a refusal other than 403 is fine: the matrix checks roles). */
async function bodyFor(method: string, url: string, session: Session): Promise<unknown> {
  if (method === 'GET' || method === 'DELETE') return undefined;
  const { data, version } = await openMerchant(h, session);
  switch (url) {
    case '/api/login':
      return { username: 'nobody', password: 'x' };
    case '/api/merchants/:code/validate':
    case '/api/merchants/:code/preview':
      return { data };
    case '/api/merchants/:code/draft':
      return { data, baseVersion: version };
    case '/api/merchants/:code/publish':
      return { data: withCbs3(data, false), baseVersion: version, message: 'matrix' };
    case '/api/merchants/:code/rollback':
      return { id: 1, baseVersion: version };
    case '/api/operators':
      return { username: `new-${Math.random().toString(36).slice(2, 8)}`, password: 'a-long-password', role: 'viewer' };
    case '/api/operators/:name':
      return { role: 'viewer' };
    default:
      return {};
  }
}

const concrete = (url: string) => url.replace(':code', 'demo').replace(':name', 'target');
// Logging out ends the session the other calls use: it goes last.
const CALLS = [...API].sort((a, b) => Number(a.url === '/api/logout') - Number(b.url === '/api/logout'));

describe('the role matrix', () => {
  for (const role of ROLES) {
    for (const call of CALLS) {
      const allowed = call.role === null || roleAtLeast(role, call.role);
      it(`${role} ${call.method} ${call.url}: ${allowed ? 'allowed' : '403'}`, async () => {
        const session = sessions.get(role)!;
        const res = await as(h, session, call.method, concrete(call.url), await bodyFor(call.method, call.url, sessions.get('admin')!));
        if (allowed) {
          expect(res.statusCode, res.body).not.toBe(403);
          // (A login with a wrong password is a 401 of its own.)
          if (call.role !== null) expect(res.statusCode, res.body).not.toBe(401);
        } else {
          expect(res.statusCode, res.body).toBe(403);
          expect(res.json()).toMatchObject({ error: 'forbidden' });
        }
      });
    }
  }
});

describe('without a session', () => {
  for (const call of API.filter((c) => c.role !== null)) {
    it(`${call.method} ${call.url}: 401`, async () => {
      const res = await h.app.inject({ method: call.method, url: concrete(call.url) });
      expect(res.statusCode).toBe(401);
    });
  }
});

describe('an operator limited to some merchants', () => {
  it('opens and publishes those, and is refused the others (403)', async () => {
    addOperator(h.state, 'cebu-only', 'publisher', ['cebu']);
    const s = await login(h, 'cebu-only');
    const list = (await as(h, s, 'GET', '/api/merchants')).json() as { merchants: { code: string }[] };
    expect(list.merchants.map((m) => m.code)).toEqual(['cebu']);
    expect((await as(h, s, 'GET', '/api/merchants/cebu')).statusCode).toBe(200);
    expect((await as(h, s, 'GET', '/api/merchants/demo')).statusCode).toBe(403);
    expect((await as(h, s, 'GET', '/api/merchants/demo/history')).statusCode).toBe(403);
    const res = await as(h, s, 'POST', '/api/merchants/demo/publish', { data: {}, baseVersion: 'x', message: 'no' });
    expect(res.statusCode).toBe(403);
  });
});
