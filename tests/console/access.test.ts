// Who keeps access, and whose work survives: an operator's merchants are a list the server checks
// (a typo is refused, never read as 'all'), a session belongs to the operator who logged in (not
// to a later one of the same name) and ends with a removal, a new password or 30 idle minutes,
// wrong passwords lock a name for one address (everywhere only after many), and a draft is saved
// or discarded only over the revision its page loaded.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_MS } from '@/console/server/app';
import { ADMIN_PASSWORD, addOperator, as, login, makeConsole, openMerchant, withCbs3, type Harness } from './harness';

const opened: Harness[] = [];
const open = () => {
  const h = makeConsole();
  opened.push(h);
  return h;
};
afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(opened.splice(0).map((h) => h.close()));
});

describe("an operator's merchants", () => {
  it.each([
    ['a list with a typo (a space, not a comma)', ['cebu manila']],
    ['a code no merchant has', ['nosuch']],
    ['a string, not a list', 'cebu'],
    ['an empty list', []],
    ['a list of numbers', [1, 2]],
  ])('refuses %s when adding, and adds no one', async (_label, merchants) => {
    const h = open();
    const admin = await login(h, 'admin');
    const res = await as(h, admin, 'POST', '/api/operators', { username: 'typo', password: 'typo-pass-12345', role: 'publisher', merchants });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'bad-request', message: expect.stringContaining('merchant') });
    expect(h.state.operator('typo')).toBeUndefined();
  });

  it('keeps a valid list, null for all, and refuses a typo on change without widening the scope', async () => {
    const h = open();
    const admin = await login(h, 'admin');
    expect(
      (await as(h, admin, 'POST', '/api/operators', { username: 'cebu-only', password: 'cebu-pass-12345', role: 'editor', merchants: ['cebu'] })).statusCode,
    ).toBe(201);
    expect(h.state.operator('cebu-only')?.merchants).toEqual(['cebu']);
    expect((await as(h, admin, 'PATCH', '/api/operators/cebu-only', { merchants: 'cebu,manila' })).statusCode).toBe(400);
    expect(h.state.operator('cebu-only')?.merchants).toEqual(['cebu']);
    expect((await as(h, admin, 'PATCH', '/api/operators/cebu-only', { merchants: null })).statusCode).toBe(200);
    expect(h.state.operator('cebu-only')?.merchants).toBeNull();
  });

  it('refuses a user name that differs from another only in letter case', async () => {
    const h = open();
    const admin = await login(h, 'admin');
    const res = await as(h, admin, 'POST', '/api/operators', { username: 'Admin', password: 'lookalike-pass-1', role: 'admin' });
    expect(res.statusCode).toBe(409);
    expect(h.state.operator('Admin')).toBeUndefined();
  });
});

describe('wrong passwords', () => {
  const from = (h: Harness, address: string, password: string, username = 'admin') =>
    h.app.inject({ method: 'POST', url: '/api/login', payload: { username, password }, remoteAddress: address });

  it('five from one address lock the name for that address only: the admin elsewhere still logs in', async () => {
    const h = open();
    for (let i = 1; i <= 4; i++) expect((await from(h, '203.0.113.9', 'wrong-password')).statusCode).toBe(401);
    expect((await from(h, '203.0.113.9', 'wrong-password')).statusCode).toBe(423);
    expect((await from(h, '203.0.113.9', ADMIN_PASSWORD)).statusCode).toBe(423);
    expect((await from(h, '198.51.100.7', ADMIN_PASSWORD)).statusCode).toBe(200);
  });

  it('twenty from anywhere lock it everywhere, shown to admins, until an admin unlocks it', async () => {
    const h = open();
    addOperator(h.state, 'boss', 'admin');
    for (let a = 1; a <= 4; a++) for (let i = 0; i < 5; i++) await from(h, `203.0.113.${String(a)}`, 'wrong-password');
    expect((await from(h, '198.51.100.7', ADMIN_PASSWORD)).statusCode).toBe(423);
    const boss = await login(h, 'boss');
    const list = (await as(h, boss, 'GET', '/api/operators')).json() as { operators: { name: string; locked: boolean }[] };
    expect(list.operators.find((o) => o.name === 'admin')?.locked).toBe(true);
    expect((await as(h, boss, 'PATCH', '/api/operators/admin', { unlock: true })).statusCode).toBe(200);
    expect((await from(h, '198.51.100.7', ADMIN_PASSWORD)).statusCode).toBe(200);
    expect((await from(h, '203.0.113.1', ADMIN_PASSWORD)).statusCode).toBe(200);
  });

  it('a user name is not case-sensitive at login, and its wrong tries count under the one name', async () => {
    const h = open();
    const res = await from(h, '198.51.100.7', ADMIN_PASSWORD, 'ADMIN');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ operator: { name: 'admin' } });
    // Five tries spread over three spellings lock the one name for that address.
    for (const spelling of ['Admin', 'ADMIN', 'admin', 'aDmin']) expect((await from(h, '203.0.113.9', 'wrong-password', spelling)).statusCode).toBe(401);
    expect((await from(h, '203.0.113.9', 'wrong-password', 'Admin')).statusCode).toBe(423);
    expect((await from(h, '203.0.113.9', ADMIN_PASSWORD, 'admin')).statusCode).toBe(423);
  });
});

describe('sessions', () => {
  it("a removed operator's session stays ended when an operator of the same name is added", async () => {
    const h = open();
    addOperator(h.state, 'viewer', 'viewer');
    const admin = await login(h, 'admin');
    const old = await login(h, 'viewer');
    expect((await as(h, admin, 'DELETE', '/api/operators/viewer')).statusCode).toBe(200);
    expect((await as(h, old, 'GET', '/api/me')).statusCode).toBe(401);
    await as(h, admin, 'POST', '/api/operators', { username: 'viewer', password: 'another-pass-999', role: 'admin' });
    expect((await as(h, old, 'GET', '/api/me')).statusCode).toBe(401);
    expect((await as(h, old, 'GET', '/api/audit')).statusCode).toBe(401);
  });

  it("a new password ends the operator's other sessions, not the session that set it", async () => {
    const h = open();
    addOperator(h.state, 'editor', 'editor');
    addOperator(h.state, 'boss', 'admin');
    const admin = await login(h, 'admin');
    const elsewhere = await login(h, 'editor');
    expect((await as(h, admin, 'PATCH', '/api/operators/editor', { password: 'editor-NEW-pass-99' })).statusCode).toBe(200);
    expect((await as(h, elsewhere, 'GET', '/api/me')).statusCode).toBe(401);
    const boss = await login(h, 'boss');
    const bossElsewhere = await login(h, 'boss');
    expect((await as(h, boss, 'PATCH', '/api/operators/boss', { password: 'boss-NEW-pass-99' })).statusCode).toBe(200);
    expect((await as(h, boss, 'GET', '/api/me')).statusCode).toBe(200);
    expect((await as(h, bossElsewhere, 'GET', '/api/me')).statusCode).toBe(401);
  });

  it('ends a session unused for 30 minutes; one in use goes on', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const h = open();
    const used = await login(h, 'admin');
    const idle = await login(h, 'admin');
    expect((await as(h, idle, 'GET', '/api/me')).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) {
      vi.setSystemTime(Date.now() + IDLE_MS / 2);
      expect((await as(h, used, 'GET', '/api/me')).statusCode).toBe(200);
    }
    const res = await as(h, idle, 'GET', '/api/me');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: expect.stringContaining('30 minutes') });
    expect((await as(h, idle, 'GET', '/api/me')).statusCode).toBe(401);
  });
});

describe("an operator's own password", () => {
  it('changes with the current one, ending the other sessions; a wrong current one changes nothing, and five lock the account', async () => {
    const h = open();
    addOperator(h.state, 'viewer', 'viewer');
    const here = await login(h, 'viewer');
    const elsewhere = await login(h, 'viewer');
    const wrong = await as(h, here, 'POST', '/api/me/password', { current: 'not-it-at-all', next: 'viewer-NEW-pass-1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: 'wrong-password' });
    expect((await as(h, here, 'POST', '/api/me/password', { current: 'operator-password-1', next: 'short' })).statusCode).toBe(400);
    const ok = await as(h, here, 'POST', '/api/me/password', { current: 'operator-password-1', next: 'viewer-NEW-pass-1' });
    expect(ok.statusCode).toBe(200);
    expect((await as(h, here, 'GET', '/api/me')).statusCode).toBe(200);
    expect((await as(h, elsewhere, 'GET', '/api/me')).statusCode).toBe(401);
    await expect(login(h, 'viewer')).rejects.toThrow(/401/);
    const again = await login(h, 'viewer', 'viewer-NEW-pass-1');
    for (let i = 1; i < 5; i++)
      expect((await as(h, again, 'POST', '/api/me/password', { current: 'guess-number-' + String(i), next: 'x-long-password-1' })).statusCode).toBe(400);
    const locked = await as(h, again, 'POST', '/api/me/password', { current: 'guess-number-5', next: 'x-long-password-1' });
    expect(locked.statusCode).toBe(401);
    expect((await as(h, again, 'GET', '/api/me')).statusCode).toBe(401);
    await expect(login(h, 'viewer', 'viewer-NEW-pass-1')).rejects.toThrow(/423/);
  });
});

describe('drafts', () => {
  it('a save over a draft someone saved since is refused, naming them; theirs is kept, and saving over its revision works', async () => {
    const h = open();
    addOperator(h.state, 'ed', 'editor');
    addOperator(h.state, 'pub', 'publisher');
    const ed = await login(h, 'ed');
    const pub = await login(h, 'pub');
    const m = await openMerchant(h, ed);
    const first = await as(h, ed, 'PUT', '/api/merchants/demo/draft', { data: withCbs3(m.data, false), baseVersion: m.version, draftRev: null });
    expect(first.statusCode).toBe(200);
    const edRev = (first.json() as { rev: string }).rev;
    // pub's page loaded before ed's save: it names no draft.
    const clash = await as(h, pub, 'PUT', '/api/merchants/demo/draft', { data: { ...m.data, name: 'By pub' }, baseVersion: m.version, draftRev: null });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({
      error: 'draft-conflict',
      message: expect.stringContaining('ed saved a newer draft'),
      draft: { by: 'ed', rev: edRev },
    });
    const view = (await as(h, pub, 'GET', '/api/merchants/demo')).json() as { draft: { by: string; rev: string; data: Record<string, unknown> } };
    expect(view.draft).toMatchObject({ by: 'ed', rev: edRev });
    // Having seen ed's draft, pub saves over it.
    const over = await as(h, pub, 'PUT', '/api/merchants/demo/draft', {
      data: { ...view.draft.data, name: 'By pub' },
      baseVersion: m.version,
      draftRev: edRev,
    });
    expect(over.statusCode).toBe(200);
    // ed's page still holds the old revision: its next save and its discard are refused.
    expect((await as(h, ed, 'PUT', '/api/merchants/demo/draft', { data: m.data, baseVersion: m.version, draftRev: edRev })).statusCode).toBe(409);
    expect((await as(h, ed, 'DELETE', `/api/merchants/demo/draft?rev=${edRev}`)).statusCode).toBe(409);
    const pubRev = (over.json() as { rev: string }).rev;
    expect((await as(h, pub, 'DELETE', `/api/merchants/demo/draft?rev=${pubRev}`)).statusCode).toBe(200);
    expect(((await as(h, pub, 'GET', '/api/merchants/demo')).json() as { draft: unknown }).draft).toBeNull();
  });

  it('a save or a discard without the revision it replaces is refused', async () => {
    const h = open();
    const admin = await login(h, 'admin');
    const m = await openMerchant(h, admin);
    expect((await as(h, admin, 'PUT', '/api/merchants/demo/draft', { data: m.data, baseVersion: m.version })).statusCode).toBe(400);
    expect((await as(h, admin, 'DELETE', '/api/merchants/demo/draft')).statusCode).toBe(400);
  });

  it('a draft published over is carried onto the live version when the publish changed other keys, and then publishes both', async () => {
    const h = open();
    addOperator(h.state, 'ed', 'editor');
    const ed = await login(h, 'ed');
    const admin = await login(h, 'admin');
    const m = await openMerchant(h, ed);
    const saved = await as(h, ed, 'PUT', '/api/merchants/demo/draft', { data: { ...m.data, name: 'Renamed by ed' }, baseVersion: m.version, draftRev: null });
    const edRev = (saved.json() as { rev: string }).rev;
    // The admin publishes another change meanwhile.
    expect(
      (await as(h, admin, 'POST', '/api/merchants/demo/publish', { data: withCbs3(m.data, false), baseVersion: m.version, message: 'chat off' })).statusCode,
    ).toBe(200);
    const live = await openMerchant(h, ed);
    // A rebase names the draft it carries over: an old revision is refused.
    expect((await as(h, ed, 'POST', '/api/merchants/demo/draft/rebase', { draftRev: 'not-the-rev' })).statusCode).toBe(409);
    const rebased = await as(h, ed, 'POST', '/api/merchants/demo/draft/rebase', { draftRev: edRev });
    expect(rebased.statusCode).toBe(200);
    const body = rebased.json() as { rev: string; data: Record<string, unknown>; baseVersion: string; keys: string[] };
    expect(body).toMatchObject({ baseVersion: live.version, keys: ['name'] });
    expect(body.data).toEqual({ ...withCbs3(m.data, false), name: 'Renamed by ed' });
    // The draft now starts from the live version: publishing it keeps the admin's change.
    const published = await as(h, ed, 'POST', '/api/merchants/demo/publish', { data: body.data, baseVersion: body.baseVersion, message: 'rename' });
    expect(published.statusCode).toBe(403); // an editor does not publish
    expect((await as(h, admin, 'POST', '/api/merchants/demo/publish', { data: body.data, baseVersion: body.baseVersion, message: 'rename' })).statusCode).toBe(
      200,
    );
    const after = await openMerchant(h, admin);
    expect(after.data).toMatchObject({ name: 'Renamed by ed', whitelabel: { CBS3: false } });
  });

  it('a draft whose key the publish changed too is not carried over: the keys are named and the draft is kept as it was', async () => {
    const h = open();
    const admin = await login(h, 'admin');
    const m = await openMerchant(h, admin);
    const saved = await as(h, admin, 'PUT', '/api/merchants/demo/draft', {
      data: { ...withCbs3(m.data, true), name: 'Draft name' },
      baseVersion: m.version,
      draftRev: null,
    });
    const rev = (saved.json() as { rev: string }).rev;
    await as(h, admin, 'POST', '/api/merchants/demo/publish', { data: { ...m.data, name: 'Published name' }, baseVersion: m.version, message: 'rename' });
    const refused = await as(h, admin, 'POST', '/api/merchants/demo/draft/rebase', { draftRev: rev });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'clash', clashes: ['name'], message: expect.stringContaining('name') });
    const view = (await as(h, admin, 'GET', '/api/merchants/demo')).json() as { draft: { rev: string; baseVersion: string; data: Record<string, unknown> } };
    expect(view.draft).toMatchObject({ rev, baseVersion: m.version, data: { name: 'Draft name' } });
  });

  it('an outdated publish says to start again from the published version, not to reload', async () => {
    const h = open();
    const admin = await login(h, 'admin');
    const m = await openMerchant(h, admin);
    await as(h, admin, 'POST', '/api/merchants/demo/publish', { data: withCbs3(m.data, false), baseVersion: m.version, message: 'chat off' });
    const stale = await as(h, admin, 'POST', '/api/merchants/demo/publish', { data: { ...m.data, name: 'x' }, baseVersion: m.version, message: 'rename' });
    expect(stale.json()).toMatchObject({ error: 'outdated', message: expect.stringContaining('start again from the published version') });
    const unknown = await as(h, admin, 'POST', '/api/merchants/demo/publish', { data: { ...m.data, name: 'x' }, baseVersion: 'x', message: 'rename' });
    expect((unknown.json() as { message: string }).message).not.toContain('outside the console');
  });
});
